/**
 * A designer's file is never trusted: each bad input gives `file:line:col`,
 * what is wrong and what was expected — never an exception.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { formatDiagnostic } from '../../src/engine/loader/diagnostics';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { loadScenario } from '../../src/engine/scenario/load';
import { replayScenario } from '../../src/engine/scenario/replay';
import { cli } from '../support/cli';
import { resolver } from '../support/rulesets';
import { tempDirs } from '../support/temp-dirs';

const tmp = tempDirs('bad-input');

const UNITS = 'family: units\ntitle: test rules\n';

function rulesetErrors(text: string): string[] {
  const r = loadRuleset(text, 'my.yaml');
  expect(r.ok).toBe(false);
  return r.diagnostics.map(formatDiagnostic);
}

function scenarioErrors(text: string): string[] {
  const r = loadScenario(text, 'sc.yaml', resolver);
  if (!r.ok) return r.diagnostics.map(formatDiagnostic);
  const run = replayScenario(r);
  return run.failures.map(formatDiagnostic);
}

describe('bad rulesets', () => {
  it('YAML syntax error', () => {
    expect(rulesetErrors(`${UNITS}board: { width: 8\nplyLimit: 3\n`)[0]).toMatch(/^my\.yaml:[34]:\d+: YAML syntax: /);
  });
  it('duplicate key', () => {
    expect(rulesetErrors(`${UNITS}plyLimit: 3\nplyLimit: 4\n`)[0]).toMatch(
      /^my\.yaml:4:1: YAML syntax: Map keys must be unique: "plyLimit" is already on line 3; expected each key once/,
    );
  });
  it('every YAML syntax error says what was expected', () => {
    for (const text of [
      `${UNITS}board: { width: 8\nplyLimit: 3\n`,
      `${UNITS}\tplyLimit: 3\n`,
      `${UNITS}title: "a\\qb"\n`,
      `${UNITS}---\nfamily: units\n`,
    ]) {
      for (const e of rulesetErrors(text)) expect(e).toMatch(/^my\.yaml:\d+:\d+: YAML syntax: [^;]*; expected \S/);
    }
  });
  it('an alias naming no anchor is named as such, not as an alias bomb', () => {
    expect(rulesetErrors(`${UNITS}plyLimit: *limit\n`)).toEqual([
      'my.yaml:3:11: YAML alias *limit names no anchor; expected an anchor &limit set above the alias',
    ]);
  });
  it('a missing key says what to write', () => {
    expect(rulesetErrors('title: no family\n')).toEqual([
      'my.yaml:1:1: the document: missing key "family" (required); expected family: one of units, tafl, dice-pond',
    ]);
  });
  it('a value of the wrong type is reported once, not once per keyword', () => {
    expect(rulesetErrors('family: 3\n')).toEqual([
      'my.yaml:1:9: family: expected one of: units, tafl, dice-pond; found 3',
    ]);
  });
  it('a bad key of a map points at the key and says what keys are allowed', () => {
    expect(rulesetErrors(`${UNITS}combat:\n  beats: { x: [1] }\n`)).toEqual([
      expect.stringMatching(/^my\.yaml:4:12: combat\.beats: key "x" is not valid; expected a class number/),
    ]);
  });
  it('a list or map written as a key points at it (and no library warning is printed)', () => {
    const warn = vi.spyOn(process, 'emitWarning');
    expect(rulesetErrors(`${UNITS}[1, 2]: 3\nboard: { ? { w: 8 } : 1 }\n`)).toEqual([
      'my.yaml:3:1: a list is used as a key; expected a plain key, a word or number before the colon ("key: value")',
      'my.yaml:4:12: a map is used as a key; expected a plain key, a word or number before the colon ("key: value")',
    ]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
  it('a YAML tag is refused where it is written, not read as something else', () => {
    // An unknown tag would turn `3` into the text "3"; !!set would become a Set that passes as an empty map.
    expect(rulesetErrors(`${UNITS}plyLimit: !foo 3\nboard: !!set { a, b }\n`)).toEqual([
      'my.yaml:3:11: YAML syntax: Unresolved tag: !foo; expected a plain value without a !tag (Rulebench reads no custom YAML tags)',
      'my.yaml:4:8: YAML syntax: Unresolved tag: !!set; expected a plain value without a !tag (Rulebench reads no custom YAML tags)',
    ]);
  });
  it('a scenario given as a ruleset is named as such', () => {
    expect(rulesetErrors('ruleset: units-v1.2\nactions: []\n')).toEqual([
      'my.yaml:1:1: this is a scenario (it has ruleset:), not a ruleset; expected a ruleset (family:, title:, …)',
    ]);
  });
  it('unknown key, with "did you mean"', () => {
    expect(rulesetErrors(`${UNITS}bord: { width: 8 }\n`)).toEqual([
      expect.stringMatching(
        /^my\.yaml:3:1: bord: unknown key "bord"\. Did you mean "board"\? Expected one of: .*board/,
      ),
    ]);
  });
  it('unknown family, with "did you mean"', () => {
    expect(rulesetErrors('family: unit\n')[0]).toMatch(
      /^my\.yaml:1:9: family: "unit" is not allowed\. Did you mean "units"\? Expected one of: units, tafl, dice-pond/,
    );
  });
  it('wrong type', () => {
    expect(rulesetErrors(`${UNITS}plyLimit: many\n`)[0]).toMatch(
      /^my\.yaml:3:11: plyLimit: expected a whole number; found "many"/,
    );
  });
  it.each([0, 10000])('a board of %i squares a side', (n) => {
    expect(rulesetErrors(`${UNITS}board: { width: ${n}, height: 8 }\n`)[0]).toMatch(
      new RegExp(`^my\\.yaml:3:17: board\\.width: expected a number ${n ? '<= 26' : '>= 1'}; found ${n}`),
    );
  });
  it('a capture table naming class 5', () => {
    const errs = rulesetErrors(`${UNITS}combat:\n  beats: { 1: [5], 2: [1], 3: [2, 1], 4: [3, 2] }\n`);
    expect(errs.join('\n')).toMatch(/^my\.yaml:4:\d+: .*class 5.*expected/m);
  });
  it('setup off the board and two pieces on one square, all reported at once', () => {
    const errs = rulesetErrors(
      `${UNITS}setup:\n  - { at: c1, owner: south, class: 1 }\n  - { at: c1, owner: north, class: 2 }\n  - { at: j9, owner: north, class: 3 }\n`,
    );
    expect(errs.length).toBeGreaterThanOrEqual(2);
    expect(errs.join('\n')).toMatch(/^my\.yaml:5:\d+: .*c1/m);
    expect(errs.join('\n')).toMatch(/^my\.yaml:6:\d+: .*j9/m);
  });
  it('a YAML alias bomb is refused, not expanded', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 0; i < 9; i++)
      bomb.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`,
      );
    // Its time is measured in `npm run bench:hostile` ("YAML alias bomb").
    const errs = rulesetErrors(`${UNITS}${bomb.join('\n')}\n`);
    expect(errs[0]).toMatch(/^my\.yaml:\d+:\d+: YAML aliases expand to too much data/);
  });
  it('a 10 MB file', async () => {
    expect(rulesetErrors(`${UNITS}# ${'x'.repeat(10_000_000)}\n`)[0]).toMatch(
      /^my\.yaml:1:1: file is 10\.0 MB; expected at most 2 MB/,
    );
    const dir = tmp();
    writeFileSync(join(dir, 'big.yaml'), `${UNITS}# ${'x'.repeat(10_000_000)}\n`);
    const r = await cli(['validate', join(dir, 'big.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/big\.yaml:1:1: file is 10\.0 MB/);
  });
  it('a document that is not a map', () => {
    expect(rulesetErrors('- 1\n- 2\n')[0]).toMatch(
      /^my\.yaml:1:1: a ruleset must be a map of keys; expected .*; found a list$/,
    );
  });
});

describe('bad scenarios', () => {
  it('a scenario naming a missing ruleset', () => {
    expect(scenarioErrors('ruleset: units-v9\n')[0]).toMatch(
      /^sc\.yaml:1:10: no ruleset "units-v9"; expected a ruleset id \(.*units-v1\.2.*\)/,
    );
  });
  it('an action in no known form', () => {
    expect(scenarioErrors('ruleset: units-v1.2\nactions:\n  - { to: c5 }\n')[0]).toBe(
      'sc.yaml:3:5: actions[0]: an action in no known form (keys: to); expected { from, to } or { turn }, e.g. { from: c1, to: c5 } (legal at this point)',
    );
    expect(scenarioErrors('ruleset: units-v1.2\nactions:\n  - { jump: c5 }\n')[0]).toMatch(
      /^sc\.yaml:3:7: actions\[0\]\.jump: unknown key "jump"\. Expected one of: from, to, turn/,
    );
  });
  it('a square that does not exist', () => {
    expect(scenarioErrors('ruleset: units-v1.2\nactions:\n  - { from: c1, to: c9 }\n')[0]).toMatch(
      /^sc\.yaml:3:5: action 1 \(.*\) was refused: .*c9.*/,
    );
    expect(scenarioErrors('ruleset: units-v1.2\nexpect:\n  - empty: [k1]\n')[0]).toMatch(
      /^sc\.yaml:3:13: expect\[0\]\.empty: "k1" is not a square of units-v1\.2; expected a square of its board, such as c1/,
    );
  });
  it('a ruleset given as a scenario is named as such', () => {
    expect(scenarioErrors(UNITS)).toEqual([
      'sc.yaml:1:1: this is a ruleset (it has family:), not a scenario; expected a scenario (ruleset:, actions:, expect:, …)',
    ]);
  });
  it('a check naming a player the game does not have', () => {
    expect(
      scenarioErrors(
        'ruleset: units-v1.2\nexpect:\n  - { toMove: bob, count: { bob: 1 }, pieces: [{ at: c1, owner: bob }] }\n',
      ),
    ).toEqual([
      expect.stringMatching(
        /^sc\.yaml:3:\d+: expect\[0\]\.pieces\[0\]\.owner: "bob" is not a player of units-v1\.2; expected one of south, north$/,
      ),
      expect.stringMatching(
        /^sc\.yaml:3:\d+: expect\[0\]\.count\.bob: "bob" is not a player of units-v1\.2; expected one of south, north$/,
      ),
      expect.stringMatching(
        /^sc\.yaml:3:\d+: expect\[0\]\.toMove: "bob" is not a player of units-v1\.2; expected one of south, north, chance, none$/,
      ),
    ]);
  });
  it('a missing key defined elsewhere in the schema ($ref) says what to write', () => {
    expect(scenarioErrors('ruleset: dice-cubes\nsetup:\n  pawns: [{ owner: p1 }, { at: "1,0" }]\n')).toEqual([
      'sc.yaml:3:11: setup.pawns[0]: missing key "at" (required); expected at: a square such as c5 (board) or "1,0" (dice pond)',
      'sc.yaml:3:26: setup.pawns[1]: missing key "owner" (required); expected owner: text (A player or side id of the ruleset, e.g. `south`, `skulls`, `p1`)',
    ]);
  });
  it('a check after more actions than there are', () => {
    expect(scenarioErrors('ruleset: units-v1.2\nexpect:\n  - { after: 3, toMove: south }\n')[0]).toBe(
      'sc.yaml:3:14: expect[0].after: 3, but the scenario has only 0 action(s); expected 0 … 0',
    );
  });
  it('setup pieces off the board', () => {
    expect(
      scenarioErrors(
        'ruleset: units-v1.2\nsetup:\n  toMove: south\n  pieces:\n    - { at: z9, owner: south, class: 1 }\n',
      )[0],
    ).toMatch(/^sc\.yaml:5:\d+: setup: .*z9/);
  });
  it('the CLI exits 2 for a square that does not exist', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 's.yaml'), 'ruleset: units-v1.2\nactions:\n  - { from: c1, to: c9 }\n');
    const r = await cli(['run', join(dir, 's.yaml')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/s\.yaml:3:5: action 1: .*c9/);
  });
});
