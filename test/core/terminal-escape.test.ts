/**
 * A stranger's text never reaches the terminal raw: each class of control character a file can
 * carry (ESC starting an OSC 52 clipboard write or an SGR that hides text, a carriage return that
 * overwrites the line, C1 controls, DEL, bidirectional overrides and isolates) is shown escaped,
 * in messages, diff lines, compare lines and JSON alike.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { terminalJson, terminalText } from '../../src/engine/terminal-text';
import { cli } from '../support/cli';
import { ROOT } from '../support/rulesets';
import { tempDirs } from '../support/temp-dirs';

const tmp = tempDirs('terminal-escape');
const units = readFileSync(join(ROOT, 'rulesets/units-v1.2.yaml'), 'utf8');

/** Nothing a terminal would act on: no C0 but the line breaks, no DEL, no C1, no bidirectional control. */
// eslint-disable-next-line no-control-regex -- the characters a terminal acts on are what this test looks for
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('terminalText', () => {
  it.each([
    ['ESC of an OSC 52 clipboard write', '\u001b]52;c;ZWNobyBoaQ==\u0007', '\\e]52;c;ZWNobyBoaQ==\\x07'],
    ['ESC of an SGR that hides text', 'ok\u001b[8m hidden', 'ok\\e[8m hidden'],
    ['carriage return', 'real\r1 passed, 0 failed', 'real\\r1 passed, 0 failed'],
    ['line feed and tab', 'a\nb\tc', 'a\\nb\\tc'],
    ['NUL and other C0', '\u0000\u0008', '\\x00\\x08'],
    ['DEL', 'a\u007fb', 'a\\x7fb'],
    ['C1 (8-bit CSI, NEL)', '\u009b2J\u0085', '\\x9b2J\\x85'],
    ['bidi override', 'txt.\u202eyaml.exe', 'txt.\\u202eyaml.exe'],
    ['bidi isolates and marks', '\u2066a\u2069\u200e\u200f\u061c', '\\u2066a\\u2069\\u200e\\u200f\\u061c'],
  ])('%s is shown escaped', (_, raw, shown) => {
    expect(terminalText(raw)).toBe(shown);
  });

  it('leaves ordinary text as it is, accents, arrows and emoji included', () => {
    const text = 'speed of class 1: 4 → 3 · Übergang 🎲 C:\\path';
    expect(terminalText(text)).toBe(text);
  });

  it('JSON keeps its value: the characters JSON.stringify leaves raw become \\u escapes', () => {
    const value = { t: 'a\u009b\u202eb\u007f', n: 'x\u001by' };
    const json = terminalJson(value, 2);
    expect(json).not.toMatch(RAW);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('through the CLI', () => {
  /** Two rulesets whose titles differ: A's carries `title`. */
  function pair(title: string): string {
    const dir = tmp();
    mkdirSync(join(dir, 'rulesets'));
    writeFileSync(join(dir, 'rulesets', 'a.yaml'), units.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
    writeFileSync(join(dir, 'rulesets', 'b.yaml'), units);
    return dir;
  }

  it.each([
    ['an OSC 52 clipboard write', '\u001b]52;c;cm0gLXJmIH4=\u0007', '\\e]52;c;cm0gLXJmIH4=\\x07'],
    ['a carriage return overwriting the line', 'x\r1 passed, 0 failed', 'x\\r1 passed, 0 failed'],
    ['a bidi override', 'abc\u202edcb', 'abc\\u202edcb'],
  ])('a title with %s is escaped in the diff, in text and in JSON', async (_, title, shown) => {
    const dir = pair(title);
    const text = await cli(['diff', 'rulesets/a.yaml', 'rulesets/b.yaml'], dir);
    expect(text.code).toBe(1);
    expect(text.stdout).not.toMatch(RAW);
    expect(text.stdout).toContain(shown);
    const json = await cli(['diff', '--json', 'rulesets/a.yaml', 'rulesets/b.yaml'], dir);
    expect(json.stdout).not.toMatch(RAW);
    const diff = (JSON.parse(json.stdout) as { diff: { a: unknown }[] }).diff;
    expect(diff.some((d) => d.a === title)).toBe(true);
  });

  it('a file name a shell glob put on the command line is escaped in the usage mistake that quotes it', async () => {
    // `rulebench validate *` in a received folder holding a file named like an option.
    const r = await cli(['validate', '--x\u001b[8m\u001b]52;c;SGVsbG8=\u0007.yaml'], tmp());
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr).toContain("unknown option '--x\\e[8m\\e]52;c;SGVsbG8=\\x07.yaml'");
  });

  it('an SGR hiding text in a key is escaped in the message that quotes it', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'r.yaml'), `${units}"\\e[8m": 1\n`);
    const r = await cli(['validate', 'r.yaml'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(RAW);
    expect(r.stderr).toMatch(/r\.yaml:\d+:1: .*unknown key "\\e\[8m"/);
  });

  it('a file name with controls is escaped in every line that names it (run, compare)', async () => {
    const dir = tmp();
    mkdirSync(join(dir, 'rulesets'));
    writeFileSync(join(dir, 'rulesets', 'u.yaml'), units);
    const name = 'x\u001b[8m\r\u202e.yaml';
    writeFileSync(join(dir, name), 'ruleset: u\nactions:\n  - { from: c1, to: c5 }\n');
    const run = await cli(['run', name], dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(RAW);
    expect(run.stdout).toContain('x\\e[8m\\r\\u202e.yaml');
    const compare = await cli(['compare', 'units-v1.2', 'rulesets/u.yaml', name], dir);
    expect(compare.stdout + compare.stderr).not.toMatch(RAW);
  });
});
