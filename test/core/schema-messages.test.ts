/**
 * Schema violations read as one plain message per mistake, at the thing to
 * fix: a key in the wrong section or from another family says where it
 * belongs, a choice of the wrong type lists the choices, a misspelled
 * required key is reported once (at the typo), an unquoted pond square in
 * `{ }` says to quote it, an `anyOf` reports only the branch that was meant,
 * a repeated list item is named where it repeats.
 *
 * Each case edits a shipped ruleset (or is a small file of its own); the
 * position is that of the first occurrence of a needle in the edited text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/engine/loader/diagnostics';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { loadScenario } from '../../src/engine/scenario/load';
import { ROOT, resolver } from '../support/rulesets';

/** `file:line:col` of `needle` (its first occurrence, plus `skip` characters) in `text`. */
function place(file: string, text: string, needle: string, skip = 0): string {
  const i = text.indexOf(needle);
  expect(i, `${JSON.stringify(needle)} is not in ${file}`).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, i + skip).split('\n');
  return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
}

/** The messages for shipped ruleset `id` with `from` replaced by `to`, and where `needle` is in the edited text. */
function edited(
  id: string,
  from: string,
  to: string,
): { errs: string[]; at: (needle: string, skip?: number) => string } {
  const text = readFileSync(join(ROOT, 'rulesets', `${id}.yaml`), 'utf8');
  expect(text, `${id}.yaml no longer contains the text this test edits`).toContain(from);
  const changed = text.replace(from, to);
  const r = loadRuleset(changed, `${id}.yaml`);
  expect(r.ok, `${id}.yaml with ${JSON.stringify(to)} loaded`).toBe(false);
  return {
    errs: r.ok ? [] : r.diagnostics.map(formatDiagnostic),
    at: (needle, skip) => place(`${id}.yaml`, changed, needle, skip),
  };
}

function rulesetErrors(text: string): string[] {
  const r = loadRuleset(text, 'new.yaml');
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
}

function scenarioErrors(text: string): string[] {
  const r = loadScenario(text, 'sc.yaml', resolver);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.diagnostics.map(formatDiagnostic);
}

const UNITS_TOP =
  'family, title, description, extends, evaluation, board, players, classes, setup, actions, move, combat, turn, noLegalAction, plyLimit';
const TAFL_TOP =
  'family, title, description, extends, evaluation, board, sides, firstToMove, pieces, setup, layout, squares, captures, end, match';
const DICE_TOP =
  'family, title, description, extends, evaluation, players, teams, pawnsPerPlayer, dice, pond, placement, pawnPlacement, movement, sixPower, elimination, teamPlay, turnLimit';
const COMBAT = 'beats, losingAttack, sameClass, classChange, after';

describe('a key in the wrong section or from another family says where it belongs', () => {
  it('speed under combat: belongs under move', () => {
    const m = edited('units-v1.2', 'combat:\n', 'combat:\n  speed: { 1: 4, 2: 3, 3: 2, 4: 1 }\n');
    expect(m.errs).toEqual([
      `${m.at('combat:\n  speed', 'combat:\n  '.length)}: combat.speed: unknown key "speed" here; speed belongs under move: (move.speed). Expected one of: ${COMBAT}`,
    ]);
  });
  it('a top-level key written inside a section belongs at the top level', () => {
    const m = edited('units-v1.2', 'combat:\n', 'combat:\n  plyLimit: 300\n');
    expect(m.errs).toEqual([
      `${m.at('  plyLimit: 300', 2)}: combat.plyLimit: unknown key "plyLimit" here; plyLimit belongs at the top level, not under combat. Expected one of: ${COMBAT}`,
    ]);
  });
  it('tafl plyLimit at the top level belongs under end', () => {
    const m = edited('escape-death', 'firstToMove: attackers', 'firstToMove: attackers\nplyLimit: 777');
    expect(m.errs).toEqual([
      `${m.at('plyLimit: 777')}: plyLimit: unknown key "plyLimit" here; plyLimit belongs under end: (end.plyLimit). Expected one of: ${TAFL_TOP}`,
    ]);
  });
  it('dice radius at the top level belongs under pond', () => {
    const m = edited('dice-cubes', 'pawnsPerPlayer: 2', 'pawnsPerPlayer: 2\nradius: 41');
    expect(m.errs).toEqual([
      `${m.at('radius: 41')}: radius: unknown key "radius" here; radius belongs under pond: (pond.radius). Expected one of: ${DICE_TOP}`,
    ]);
  });
  it('a key of another family says so, and every key of the map is listed (none cut)', () => {
    const u = edited('units-v1.2', 'classes: 4', 'classes: 4\nsquares: {}');
    expect(u.errs).toEqual([
      `${u.at('squares: {}')}: squares: unknown key "squares": squares is a tafl key; this is a units ruleset. Expected one of: ${UNITS_TOP}`,
    ]);
    const d = edited('dice-cubes', 'pawnsPerPlayer: 2', 'pawnsPerPlayer: 2\nplyLimit: 777');
    expect(d.errs).toEqual([
      `${d.at('plyLimit: 777')}: plyLimit: unknown key "plyLimit": plyLimit is a units and tafl key; this is a dice-pond ruleset. Expected one of: ${DICE_TOP}`,
    ]);
  });
  it('a scenario key at the wrong level belongs in an action', () => {
    expect(scenarioErrors('ruleset: units-v1.2\nfrom: c1\n')).toEqual([
      'sc.yaml:2:1: from: unknown key "from" here; from belongs in an item of actions: (actions[…].from). Expected one of: ruleset, title, description, source, tags, seed, setup, actions, expect',
    ]);
  });
});

describe('a choice of the wrong type lists the choices', () => {
  it('losingAttack: true', () => {
    const m = edited('units-v1.2', 'losingAttack: allowed', 'losingAttack: true');
    expect(m.errs).toEqual([
      `${m.at('losingAttack: true', 14)}: combat.losingAttack: expected one of: allowed, forbidden; found true`,
    ]);
  });
  it('a number choice written as text says the type and the choices', () => {
    const m = edited('escape-death', 'power: armed, strength: 2', 'power: armed, strength: "2"');
    expect(m.errs).toEqual([
      `${m.at('"2"')}: pieces.tombstone.strength: expected a whole number (one of: 2, 4); found "2"`,
    ]);
  });
});

describe('a misspelled required key: one message, at the typo', () => {
  it('ownr in a setup entry', () => {
    const m = edited('units-v1.2', '{ at: c8, owner: north', '{ at: c8, ownr: north');
    expect(m.errs).toEqual([
      `${m.at('ownr')}: setup[7].ownr: unknown key "ownr". Did you mean "owner"? Expected one of: at, owner, class`,
    ]);
  });
  it('player in a team', () => {
    const m = edited('dice-cubes-4p', 'players: [p2, p4]', 'player: [p2, p4]');
    expect(m.errs).toEqual([
      `${m.at('player: [p2, p4]')}: teams[1].player: unknown key "player". Did you mean "players"? Expected one of: name, players`,
    ]);
  });
  it('familly and Family', () => {
    expect(rulesetErrors('familly: units\ntitle: t\n')).toEqual([
      'new.yaml:1:1: familly: unknown key "familly". Did you mean "family"? (family is required; expected family: one of units, tafl, dice-pond)',
    ]);
    expect(rulesetErrors('title: t\nFamily: units\n')).toEqual([
      'new.yaml:2:1: Family: unknown key "Family". Did you mean "family"? (family is required; expected family: one of units, tafl, dice-pond)',
    ]);
  });
});

describe('a pond square without quotes inside { }', () => {
  it.each([
    ['0,0', '0', '0'],
    ['-1,2', '-1', '2'],
  ])('at: %s', (square, value, key) => {
    const m = edited('dice-cubes', 'at: "0,0"', `at: ${square}`);
    expect(m.errs).toEqual([
      `${m.at(`at: ${square}`, 4)}: placement.first.at: write it in quotes: at: "${square}" (inside { }, a comma ends an entry, so at: ${square} reads as at: ${value} and a key ${key}); expected a square such as "1,0" or "-2,3"`,
    ]);
  });
});

describe('anyOf: only the branch that was meant', () => {
  it('a near miss of a choice drops the list branch', () => {
    const m = edited('dice-cubes', 'order: rotation', 'order: rotaton');
    expect(m.errs).toEqual([
      `${m.at('rotaton')}: placement.order: "rotaton" is not allowed. Did you mean "rotation"? Expected one of: rotation`,
    ]);
  });
  it("a value of no branch's type names every branch once", () => {
    const m = edited('dice-cubes', 'order: rotation', 'order: 3');
    expect(m.errs).toEqual([`${m.at('order: 3', 7)}: placement.order: expected rotation or a list; found 3`]);
  });
});

describe('a list item given twice is named where it repeats', () => {
  it('players: [south, north, south]', () => {
    const m = edited('units-v1.2', 'players: [south, north]', 'players: [south, north, south]');
    expect(m.errs).toEqual([
      `${m.at('players: [south, north, south]', 24)}: players: "south" is listed twice; expected each item once`,
    ]);
  });
});

describe('small things', () => {
  it('a square at rank 0 says ranks start at 1', () => {
    const m = edited('escape-death', 'at: [a1, a2, b1, a11', 'at: [a0, a2, b1, a11');
    expect(m.errs).toEqual([
      `${m.at('a0')}: squares.cornerZones.at[0]: "a0" is not a square: ranks are numbered from 1 (a1 is the bottom square of file a), so a0 is off the board; expected a square such as f6: a file letter then a rank number`,
    ]);
  });
  it('a square in capitals offers the small letter', () => {
    const m = edited('units-v1.2', 'at: c8,', 'at: C8,');
    expect(m.errs).toEqual([
      `${m.at('C8')}: setup[7].at: "C8" is not valid. Did you mean "c8"? Expected a square such as c1 or h16`,
    ]);
  });
  it('a direction written out offers its abbreviation', () => {
    const m = edited('units-v1.2', 'directions: [n, ne, e, se, s, sw, w, nw]', 'directions: [n, east, southwest]');
    const all = 'Expected one of: n, ne, e, se, s, sw, w, nw';
    expect(m.errs).toEqual([
      `${m.at('east')}: move.directions[1]: "east" is not allowed. Did you mean "e"? ${all}`,
      `${m.at('southwest')}: move.directions[2]: "southwest" is not allowed. Did you mean "sw"? ${all}`,
    ]);
  });
  it('an empty file says so and what to start with', () => {
    for (const text of ['', '# rules to come\n', '\n\n']) {
      expect(rulesetErrors(text)).toEqual([
        'new.yaml:1:1: the file is empty (or has only comments); expected family: one of units, tafl, dice-pond, then the rest of the ruleset',
      ]);
    }
    expect(scenarioErrors('# to do\n')).toEqual([
      expect.stringMatching(
        /^sc\.yaml:1:1: the file is empty \(or has only comments\); expected ruleset: text \(Which rules to play: .*\), then the rest of the scenario$/,
      ),
    ]);
  });
  it('a file holding only null is not empty: it is not a map', () => {
    expect(rulesetErrors('null\n')).toEqual([
      'new.yaml:1:1: a ruleset must be a map of keys; expected "key: value" lines (family:, title:, …); found nothing (null)',
    ]);
  });
});
