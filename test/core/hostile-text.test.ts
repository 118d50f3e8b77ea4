/**
 * A stranger's text cannot crash, hang or flood the CLI: nesting is refused
 * before anything recursive runs, many problems cost linear time and are
 * listed 100 at most, values are quoted as short excerpts, and files in another
 * encoding or with old line ends are named as such. Each file is generated
 * here (none is committed) and run through the CLI's `main` in a fresh folder;
 * how long each takes is measured in `npm run bench:hostile`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { capDiagnostics, type Diagnostic } from '../../src/engine/loader/diagnostics';
import { cli, type CliResult } from '../support/cli';

const SECRET = 'SECRET-77c2e0-MUST-NOT-BE-PRINTED';

let root: string;
let project: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rulebench-hostile-'));
  project = join(root, 'project');
  mkdirSync(project);
  writeFileSync(join(root, 'secret.yaml'), `ruleset: units-v1.2\ntitle: ${SECRET}\n`);
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function validate(name: string, content: string | Buffer): Promise<CliResult & { lines: string[] }> {
  writeFileSync(join(project, name), content);
  const r = await cli(['validate', name], project);
  expect(r.stdout + r.stderr).not.toContain(SECRET);
  return { ...r, lines: r.stderr.split('\n').filter(Boolean) };
}

const NESTING = /YAML nesting: this opens level 201 of nested lists, maps or indentation; expected at most 200 levels/;

describe('nesting deeper than 200 levels is refused where it passes the limit, before the YAML library reads it', () => {
  it('1,000 unclosed [ (a regular expression compile ran out of memory and the CLI aborted)', async () => {
    const r = await validate('open.yaml', `${'['.repeat(1000)}\n`);
    expect(r.code).toBe(2);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatch(new RegExp(`^open\\.yaml:1:200: ${NESTING.source}`));
  });

  it('100,000 nested [ ] (took 6 minutes, then a stack overflow at an arbitrary column)', async () => {
    const r = await validate('lists.yaml', `family: units\nboard: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`);
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(new RegExp(`^lists\\.yaml:2:207: ${NESTING.source}`));
  });

  it('100,000 nested { a: } maps', async () => {
    const r = await validate('maps.yaml', `family: units\nboard: ${'{a: '.repeat(100_000)}${'}'.repeat(100_000)}\n`);
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(new RegExp(`^maps\\.yaml:2:${8 + 4 * 199}: ${NESTING.source}`));
  });

  it('indentation 250 levels deep', async () => {
    const text = `family: units\n${Array.from({ length: 250 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')} 1\n`;
    const r = await validate('indent.yaml', text);
    expect(r.code).toBe(2);
    // Line 202 holds k200, the 201st level, indented 200 spaces.
    expect(r.lines[0]).toMatch(new RegExp(`^indent\\.yaml:202:201: ${NESTING.source}`));
  });

  it('brackets inside quotes, comments and block text do not count', async () => {
    const deep = '['.repeat(300);
    const quoted = await validate(
      'quoted.yaml',
      `family: units\ndescription: "${deep}"\n# ${deep}\nboard: { width: 0 }\n`,
    );
    expect(quoted.code).toBe(2);
    expect(quoted.lines[0]).toMatch(/^quoted\.yaml:4:17: board\.width: expected a number >= 1; found 0/);
    const block = await validate(
      'block.yaml',
      `family: units\ndescription: |\n  ${deep}\n  ${deep}\nboard: { width: 0 }\n`,
    );
    expect(block.code).toBe(2);
    expect(block.lines[0]).toMatch(/^block\.yaml:5:17: board\.width: expected a number >= 1; found 0/);
  });
});

describe('many problems: linear time, at most 100 listed, then one line for the rest', () => {
  it('120,000 duplicate keys (took 8 minutes and 1.3 GB)', async () => {
    const r = await validate('dups.yaml', `family: units\n${'plyLimit: 1\n'.repeat(120_000)}`);
    expect(r.code).toBe(2);
    expect(r.lines[0]).toBe(
      'dups.yaml:3:1: YAML syntax: Map keys must be unique: "plyLimit" is already on line 2; expected each key once in a map (remove or merge the repeated key)',
    );
    expect(r.lines.filter((l) => l.startsWith('dups.yaml:'))).toHaveLength(101);
    expect(r.stderr).toMatch(/^dups\.yaml:103:1: and 119899 more problems \(only the first 100 are listed/m);
  });

  it('120,000 unknown keys (ran past 15 minutes)', async () => {
    const keys = Array.from({ length: 120_000 }, (_, i) => `k${i}: 1\n`).join('');
    const r = await validate('unknown.yaml', `family: units\n${keys}`);
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(/^unknown\.yaml:2:1: k0: unknown key "k0"\. Expected one of: /);
    expect(r.stderr).toMatch(/^unknown\.yaml:102:1: and 119900 more problems/m);
  });

  it('120,000 lines without a colon', async () => {
    const r = await validate('nocolon.yaml', `family: units\n${'a b c\n'.repeat(120_000)}`);
    expect(r.code).toBe(2);
    expect(r.lines.length).toBeLessThanOrEqual(102);
  });
});

describe('a message quotes at most a short excerpt of a value or line', () => {
  const long = 'x'.repeat(1_900_000);
  const longest = (r: { lines: string[] }) => Math.max(...r.lines.map((l) => l.length));

  it('a 1.9 MB value of the wrong type', async () => {
    const r = await validate('value.yaml', `family: units\nboard: { width: ${long} }\n`);
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(/^value\.yaml:2:17: board\.width: expected a whole number; found "x{59}…"$/);
  });

  it('a 1,000-character unknown key (YAML allows no longer) and a 1.9 MB line without a colon', async () => {
    const key = await validate('key.yaml', `family: units\n${long.slice(0, 1000)}: 1\n`);
    expect(key.code).toBe(2);
    expect(key.lines[0]).toMatch(/^key\.yaml:2:1: x{59}…: unknown key "x{59}…"/);
    expect(longest(key)).toBeLessThan(1000);
    const line = await validate('line.yaml', `family: units\nplyLimit: 3\n${long} y\n`);
    expect(line.code).toBe(2);
    expect(line.lines[0]).toMatch(/^line\.yaml:3:1: YAML syntax: "x{39}…" has no colon/);
    expect(longest(line)).toBeLessThan(1000);
  });
});

describe('a file in another encoding or with old line ends says what it is and what to do', () => {
  it('UTF-16 (was read as 7.5 kB of NUL characters)', async () => {
    const r = await validate(
      'utf16.yaml',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('ruleset: units-v1.2\nactions: []\n', 'utf16le')]),
    );
    expect(r.code).toBe(2);
    expect(r.lines[0]).toBe(
      'utf16.yaml:1:1: this file is UTF-16 text; expected UTF-8 (save it as UTF-8 in your editor)',
    );
  });

  it('invalid UTF-8 is refused at its first bad byte, not silently replaced', async () => {
    const bytes = Buffer.concat([
      Buffer.from('ruleset: units-v1.2\ntitle: caf'),
      Buffer.from([0xe9]),
      Buffer.from('\nactions: []\n'),
    ]);
    const r = await validate('latin1.yaml', bytes);
    expect(r.code).toBe(2);
    expect(r.lines[0]).toBe(
      'latin1.yaml:2:11: this file is not valid UTF-8 (byte 0xE9 at byte offset 30 is no UTF-8 character); expected UTF-8 text (save it as UTF-8 in your editor)',
    );
  });

  it('line ends written as CR alone (was "the file is empty")', async () => {
    const r = await validate('mac.yaml', 'ruleset: units-v1.2\ractions: []\r');
    expect(r.code).toBe(2);
    expect(r.lines[0]).toMatch(
      /^mac\.yaml:1:20: this line ends with a carriage return \(CR\) alone, the old Mac line ending; expected LF or CR LF line ends/,
    );
  });

  it('a tab before a list item names the tab', async () => {
    const r = await validate('tab.yaml', 'ruleset: units-v1.2\nactions:\n\t- { from: c1, to: c5 }\n');
    expect(r.code).toBe(2);
    expect(r.lines[0]).toBe(
      'tab.yaml:3:1: YAML syntax: Tabs are not allowed as indentation; expected spaces for indentation, not tabs',
    );
  });
});

describe('capDiagnostics', () => {
  const at = (file: string, line: number): Diagnostic => ({
    file,
    line,
    col: 1,
    endLine: line,
    endCol: 1,
    message: `problem ${line}`,
  });

  it('keeps 100 problems per file, then one line for the rest of that file, and changes nothing when applied again', () => {
    const list = [
      ...Array.from({ length: 150 }, (_, i) => at('a.yaml', i + 1)),
      ...Array.from({ length: 3 }, (_, i) => at('b.yaml', i + 1)),
    ];
    const capped = capDiagnostics(list);
    expect(capped.filter((d) => d.file === 'a.yaml')).toHaveLength(101);
    expect(capped.filter((d) => d.file === 'b.yaml')).toHaveLength(3);
    expect(capped.at(-1)).toMatchObject({
      file: 'a.yaml',
      line: 101,
      omitted: 50,
      message: expect.stringMatching(/^and 50 more problems/) as string,
    });
    expect(capDiagnostics(capped)).toEqual(capped);
  });
});
