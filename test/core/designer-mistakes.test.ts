/**
 * The mistakes a designer makes while editing a shipped ruleset: a typo in a
 * key or a choice, a number written as text, a list written as a map, a table
 * naming a class or piece that does not exist, a square off the board, a pool
 * that does not add up … Each edit of a real file must give exactly one
 * message (or the listed few, each about a real problem), at the line and
 * column of the thing to fix, saying what is wrong and what was expected.
 *
 * Positions are computed from the edited text (the first occurrence of a
 * needle), so comments added to the shipped files do not break these tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/engine/loader/diagnostics';
import { baseResolver } from '../../src/cli/files';
import { loadRuleset } from '../../src/engine/loader/ruleset';
import { loadScenario } from '../../src/engine/scenario/load';
import { replayScenario } from '../../src/engine/scenario/replay';
import { ROOT, resolver } from '../support/rulesets';

interface Edited {
  /** The diagnostics, formatted `file:line:col: message`. */
  errs: string[];
  /** `file:line:col` of the first occurrence of `needle` in the edited text, plus `skip` characters. */
  at: (needle: string, skip?: number) => string;
}

/** Loads shipped ruleset `id` with `from` replaced by `to` (once); it must not load. */
function mistake(id: string, from: string, to: string): Edited {
  const text = readFileSync(join(ROOT, 'rulesets', `${id}.yaml`), 'utf8');
  expect(text, `${id}.yaml no longer contains the text this test edits`).toContain(from);
  const edited = text.replace(from, to);
  const file = `${id}.yaml`;
  const r = loadRuleset(edited, file, undefined, baseResolver([]));
  expect(r.ok, `${file} with ${JSON.stringify(to)} loaded`).toBe(false);
  const errs = r.ok ? [] : r.diagnostics.map(formatDiagnostic);
  const at = (needle: string, skip = 0): string => {
    const i = edited.indexOf(needle);
    expect(i, `${JSON.stringify(needle)} is not in the edited file`).toBeGreaterThanOrEqual(0);
    const before = edited.slice(0, i + skip).split('\n');
    return `${file}:${before.length}:${before.at(-1)!.length + 1}`;
  };
  return { errs, at };
}

describe('a typo in a choice: one message on the value, with "did you mean" and every choice', () => {
  it.each([
    [
      'units-v1.2',
      'distance: exact',
      'distance: exakt',
      'move.distance: "exakt" is not allowed. Did you mean "exact"? Expected one of: exact, up-to',
    ],
    [
      'units-v1.2',
      'distance: exact',
      'distance: up to',
      'move.distance: "up to" is not allowed. Did you mean "up-to"? Expected one of: exact, up-to',
    ],
    [
      'units-v1.2',
      'edge: stop',
      'edge: stopp',
      'move.edge: "stopp" is not allowed. Did you mean "stop"? Expected one of: stop, forbid',
    ],
    [
      'units-v1.2',
      'sameClass: illegal',
      'sameClass: ilegal',
      'combat.sameClass: "ilegal" is not allowed. Did you mean "illegal"? Expected one of: illegal, both-removed, bounce',
    ],
    [
      'units-v1.1',
      'classChange: keep',
      'classChange: kep',
      'combat.classChange: "kep" is not allowed. Did you mean "keep"? Expected one of: table, keep',
    ],
    [
      'units-v1.2',
      'actions: [move, turn]',
      'actions: [move, trun]',
      'actions[1]: "trun" is not allowed. Did you mean "turn"? Expected one of: move, turn',
    ],
    [
      'escape-death',
      'power: armed',
      'power: armd',
      'pieces.tombstone.power: "armd" is not allowed. Did you mean "armed"? Expected one of: armed, hammer-only, anvil-only, unarmed',
    ],
    [
      'hnefatafl-copenhagen',
      'noMove: loses',
      'noMove: lose',
      'end.noMove: "lose" is not allowed. Did you mean "loses"? Expected one of: loses, draw',
    ],
    [
      'escape-death',
      'outcome: "off"',
      'outcome: "of"',
      'end.repetition.outcome: "of" is not allowed. Did you mean "off"? Expected one of: defenders-lose, draw, off',
    ],
    [
      'dice-cubes',
      'adjacency: orthogonal',
      'adjacency: orthogonol',
      'placement.adjacency: "orthogonol" is not allowed. Did you mean "orthogonal"? Expected one of: orthogonal, orthogonal-and-diagonal',
    ],
    [
      'dice-cubes',
      'add: unlimited',
      'add: unlimted',
      'sixPower.add: "unlimted" is not allowed. Did you mean "unlimited"? Expected one of: unlimited, from-removed, never',
    ],
    [
      'dice-cubes',
      'simultaneous: draw',
      'simultaneous: Draw',
      'elimination.simultaneous: "Draw" is not allowed. Did you mean "draw"? Expected one of: draw, mover-loses',
    ],
    [
      'dice-cubes-4p',
      'sameValueGroups: team-chooses',
      'sameValueGroups: team-choose',
      'teamPlay.sameValueGroups: "team-choose" is not allowed. Did you mean "team-chooses"? Expected one of: team-chooses, player-order',
    ],
  ])('%s: %s → %s', (id, from, to, message) => {
    const m = mistake(id, from, to);
    const bad = /"([^"]+)" is not allowed/.exec(message)![1];
    // The position of the value, its opening quote included.
    const value = to.includes(`"${bad}"`) ? `"${bad}"` : bad;
    expect(m.errs).toEqual([`${m.at(to, to.indexOf(value))}: ${message}`]);
  });

  it('a misspelled or capitalised family', () => {
    for (const [to, guess] of [
      ['family: unist', 'units'],
      ['family: Units', 'units'],
    ] as const) {
      const m = mistake('units-v1.2', 'family: units', to);
      expect(m.errs).toEqual([
        `${m.at(to, 8)}: family: "${to.slice(8)}" is not allowed. Did you mean "${guess}"? Expected one of: units, tafl, dice-pond`,
      ]);
    }
    const t = mistake('hnefatafl-copenhagen', 'family: tafl', 'family: tfal');
    expect(t.errs).toEqual([
      `${t.at('tfal')}: family: "tfal" is not allowed. Did you mean "tafl"? Expected one of: units, tafl, dice-pond`,
    ]);
  });
});

describe('a typo in a key: one message on the key, with "did you mean" and the keys of that map', () => {
  it.each([
    [
      'units-v1.2',
      'losingAttack: allowed',
      'loosingAttack: allowed',
      'combat.loosingAttack: unknown key "loosingAttack". Did you mean "losingAttack"? Expected one of: beats, losingAttack, sameClass, classChange, after',
    ],
    [
      'units-v1.2',
      'sameClass: illegal',
      'sameclass: illegal',
      'combat.sameclass: unknown key "sameclass". Did you mean "sameClass"? Expected one of: beats, losingAttack, sameClass, classChange, after',
    ],
    [
      'units-v1.2',
      'height: 8 }',
      'heigth: 8 }',
      'board.heigth: unknown key "heigth". Did you mean "height"? Expected one of: width, height',
    ],
    [
      'hnefatafl-copenhagen',
      'royal: true',
      'roayl: true',
      'pieces.king.roayl: unknown key "roayl". Did you mean "royal"? Expected one of: side, royal, power, strength, immuneOnEdge, drawing',
    ],
    [
      'hnefatafl-copenhagen',
      '  corners:',
      '  corner:',
      'squares.corner: unknown key "corner". Did you mean "corners"? Expected one of: centre, corners, cornerZones',
    ],
    [
      'escape-death',
      'shieldwall: false',
      'shieldWall: false',
      'captures.shieldWall: unknown key "shieldWall". Did you mean "shieldwall"? Expected one of: shieldwall',
    ],
  ])('%s: %s → %s', (id, from, to, message) => {
    const m = mistake(id, from, to);
    expect(m.errs).toEqual([`${m.at(to, to.length - to.trimStart().length)}: ${message}`]);
  });
});

describe('a value of the wrong kind: one message on the value, saying what was expected and what was found', () => {
  it.each([
    ['units-v1.2', 'width: 8,', 'width: "8",', 'board.width: expected a whole number; found "8"'],
    ['units-v1.2', 'classes: 4', 'classes: "4"', 'classes: expected a whole number; found "4"'],
    [
      'units-v1.2',
      'owner: north, class: 4',
      'owner: north, class: "4"',
      'setup[7].class: expected a whole number; found "4"',
    ],
    ['escape-death', 'width: 11', 'width: "11"', 'board.width: expected a whole number; found "11"'],
    [
      'escape-death',
      'power: armed, strength: 2',
      'power: armed, strength: "2"',
      'pieces.tombstone.strength: expected a whole number (one of: 2, 4); found "2"',
    ],
    ['dice-cubes', 'top: 6', 'top: "6"', 'dice.top: expected a whole number; found "6"'],
    ['dice-cubes', 'white: { 6: 1,', 'white: { 6: "1",', 'dice.white.6: expected a whole number; found "1"'],
    ['units-v1.2', 'jump: true', 'jump: yes', 'move.jump: expected true or false; found "yes"'],
    ['dice-cubes', 'raise: true', 'raise: "true"', 'sixPower.raise: expected true or false; found "true"'],
    [
      'units-v1.2',
      'players: [south, north]',
      'players: south, north',
      'players: expected a list; found "south, north"',
    ],
    [
      'units-v1.2',
      'directions: [n, ne, e, se, s, sw, w, nw]',
      'directions: n, ne, e, se, s, sw, w, nw',
      'move.directions: expected a list; found "n, ne, e, se, s, sw, w, nw"',
    ],
    ['hnefatafl-copenhagen', 'king: [f6]', 'king: f6', 'setup.king: expected a list; found "f6"'],
    [
      'escape-death',
      '    stop: [defenders]',
      '    stop: defenders',
      'squares.cornerZones.stop: expected a list; found "defenders"',
    ],
    [
      'units-v1.2-4p',
      'board: { width: 16, height: 16 }',
      'board: 16x16',
      'board: expected a map of keys; found "16x16"',
    ],
  ])('%s: %s → %s', (id, from, to, message) => {
    const m = mistake(id, from, to);
    const key = to.trim().split(':')[0];
    // The value of the last key written in `to`.
    const value = to.lastIndexOf(': ') + 2;
    expect(m.errs, key).toEqual([`${m.at(to, value)}: ${message}`]);
  });

  it.each([
    [
      'units-v1.2',
      'players: [south, north]',
      'players: { south: 1, north: 2 }',
      'players: expected a list; found a map',
    ],
    [
      'units-v1.2',
      'speed: { 1: 4, 2: 3, 3: 2, 4: 1 }',
      'speed: [4, 3, 2, 1]',
      'move.speed: expected a map of keys; found a list',
    ],
    [
      'units-v1.2',
      'beats: { 1: [4], 2: [1], 3: [2, 1], 4: [3, 2] }',
      'beats: [[4], [1], [2, 1], [3, 2]]',
      'combat.beats: expected a map of keys; found a list',
    ],
    [
      'dice-cubes',
      'white: { 6: 1, 5: 4, 4: 5, 3: 5, 2: 5, 1: 5 }',
      'white: [1, 4, 5, 5, 5, 5]',
      'dice.white: expected a map of keys; found a list',
    ],
  ])('a list written as a map or a map as a list: %s %s', (id, from, to, message) => {
    const m = mistake(id, from, to);
    expect(m.errs).toEqual([`${m.at(to, to.indexOf(': ') + 2)}: ${message}`]);
  });

  it('teams written as a map of names', () => {
    const m = mistake(
      'dice-cubes-4p',
      '  - { name: A, players: [p1, p3] }\n  - { name: B, players: [p2, p4] }',
      '  A: [p1, p3]\n  B: [p2, p4]',
    );
    expect(m.errs).toEqual([`${m.at('  A: [p1', 2)}: teams: expected a list; found a map`]);
  });

  it('a class key that is not a number points at the key', () => {
    const m = mistake('units-v1.2', 'speed: { 1: 4,', 'speed: { one: 4,');
    expect(m.errs).toEqual([
      `${m.at('one: 4')}: move.speed: key "one" is not valid; expected a class number such as 1, 2, 3 or 4`,
    ]);
  });
});

describe('a negative, zero or fractional number: one message with the allowed range', () => {
  it.each([
    [
      'units-v1.2',
      'speed: { 1: 4, 2: 3, 3: 2, 4: 1 }',
      'speed: { 1: 4, 2: 3, 3: 2, 4: -1 }',
      '4: -1 }',
      3,
      'move.speed.4: expected a number >= 1; found -1',
    ],
    [
      'units-v1.2',
      'speed: { 1: 4, 2: 3, 3: 2, 4: 1 }',
      'speed: { 1: 4, 2: 3, 3: 2, 4: 1.5 }',
      '4: 1.5 }',
      3,
      'move.speed.4: expected a whole number; found 1.5',
    ],
    ['units-v1.2', 'plyLimit: 200', 'plyLimit: -5', 'plyLimit: -5', 10, 'plyLimit: expected a number >= 1; found -5'],
    [
      'units-v1.2',
      'plyLimit: 200',
      'plyLimit: 2.5',
      'plyLimit: 2.5',
      10,
      'plyLimit: expected a whole number; found 2.5',
    ],
    ['units-v1.2', 'classes: 4', 'classes: 0', 'classes: 0', 9, 'classes: expected a number >= 1; found 0'],
    ['dice-cubes', 'radius: 40', 'radius: 4.5', 'radius: 4.5', 8, 'pond.radius: expected a whole number; found 4.5'],
    [
      'dice-cubes',
      'white: { 6: 1, 5: 4,',
      'white: { 6: 1, 5: -4,',
      '5: -4',
      3,
      'dice.white.5: expected a number >= 0; found -4',
    ],
    [
      'dice-cubes',
      'pawnsPerPlayer: 2',
      'pawnsPerPlayer: 0',
      'pawnsPerPlayer: 0',
      16,
      'pawnsPerPlayer: expected a number >= 1; found 0',
    ],
    [
      'dice-cubes',
      'pawnsPerPlayer: 2',
      'pawnsPerPlayer: 13',
      'pawnsPerPlayer: 13',
      16,
      'pawnsPerPlayer: expected a number <= 8; found 13',
    ],
  ] as const)('%s: %s → %s', (id, from, to, needle, skip, message) => {
    const m = mistake(id, from, to);
    expect(m.errs).toEqual([`${m.at(needle, skip)}: ${message}`]);
  });
});

describe('a key from another family or at the wrong level', () => {
  it('one message on the key, listing the keys of that map', () => {
    const m = mistake('units-v1.2', 'combat:\n', 'combat:\n  speed: { 1: 4, 2: 3, 3: 2, 4: 1 }\n');
    expect(m.errs).toEqual([
      `${m.at('combat:\n  speed', 'combat:\n  '.length)}: combat.speed: unknown key "speed" here; speed belongs under move: (move.speed). Expected one of: beats, losingAttack, sameClass, classChange, after`,
    ]);
    const t = mistake('escape-death', 'firstToMove: attackers', 'firstToMove: attackers\nclasses: 4');
    expect(t.errs).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${t.at('classes: 4')}: classes: unknown key "classes": classes is a units key; this is a tafl ruleset\\. Expected one of: family, title, description, extends, evaluation, board, sides, firstToMove, pieces, setup, layout, squares, captures, end, match$`,
        ),
      ),
    ]);
  });
});

describe('tables naming what does not exist: one message on the entry', () => {
  it('a beats list naming class 5', () => {
    const m = mistake('units-v1.2', '3: [2, 1]', '3: [2, 5]');
    // (v1.2's after table then also names a pair the beats table lost: reported on its own line.)
    expect(m.errs[0]).toBe(
      `${m.at('3: [2, 5]', 7)}: class 3's beats list names class 5, but this ruleset has 4 classes (classes: 4); expected a class 1 … 4`,
    );
  });
  it('a rotation into class 5 or into itself', () => {
    const five = mistake('units-v1.2', 'rotation: { 1: 2, 2: 3, 3: 4, 4: 1 }', 'rotation: { 1: 2, 2: 3, 3: 4, 4: 5 }');
    expect(five.errs).toEqual([
      `${five.at('4: 5 }', 3)}: class 4 turns into class 5, which does not exist; expected a class 1 … 4`,
    ]);
    const same = mistake('units-v1.2', 'rotation: { 1: 2, 2: 3, 3: 4, 4: 1 }', 'rotation: { 1: 2, 2: 3, 3: 4, 4: 4 }');
    expect(same.errs).toEqual([
      `${same.at('4: 4 }', 3)}: class 4 turns into itself, so turning it would change nothing; expected another class (or leave class 4 out of the table: it then cannot be turned)`,
    ]);
  });
  it('an after entry naming class 5, or a pair the beats table does not have', () => {
    const five = mistake('units-v1.2', '2: { 1: 1 }', '2: { 1: 5 }');
    expect(five.errs).toEqual([
      `${five.at('2: { 1: 5 }', 8)}: class 2 beating class 1 becomes class 5, which does not exist; expected a class 1 … 4`,
    ]);
    const pair = mistake('units-v1.2', '2: { 1: 1 }', '2: { 1: 1, 3: 1 }');
    expect(pair.errs).toEqual([
      `${pair.at('3: 1 }', 3)}: the after table says what class 2 becomes when it beats class 3, but class 2 does not beat class 3 (combat.beats); expected entries only for pairs of the beats table`,
    ]);
  });
  it('a beats table where a class beats itself, or two classes beat each other', () => {
    const self = mistake('units-v1.2', '2: [1], 3', '2: [2], 3');
    expect(self.errs[0]).toBe(
      `${self.at('2: [2]', 4)}: class 2 cannot beat itself: two units of the same class follow combat.sameClass; expected other classes only`,
    );
    const both = mistake('units-v1.2', '2: [1], 3', '2: [1, 3], 3');
    expect(both.errs[0]).toBe(
      `${both.at('3: [2, 1]', 4)}: class 3 beats class 2 and class 2 beats class 3; expected at most one of the two to beat the other`,
    );
  });
  it('a setup unit of an unknown owner or class', () => {
    const owner = mistake('units-v1.2', '{ at: c8, owner: north', '{ at: c8, owner: nord');
    expect(owner.errs).toEqual([`${owner.at('nord')}: "nord" is not a player; expected one of south, north`]);
    const cls = mistake('units-v1.2', 'at: c8, owner: north, class: 4', 'at: c8, owner: north, class: 5');
    expect(cls.errs).toEqual([`${cls.at('class: 5', 7)}: class 5 does not exist (classes: 4); expected a class 1 … 4`]);
  });
  it('a tafl piece type that does not exist, in setup, in the legend or in a square list', () => {
    const setup = mistake('hnefatafl-copenhagen', '  king: [f6]', '  kong: [f6]');
    expect(setup.errs).toEqual([
      `${setup.at('kong: [f6]', 6)}: "kong" is not a piece type of this ruleset; expected one of attacker, defender, king`,
    ]);
    const plural = mistake('hnefatafl-copenhagen', '  attacker: [a4', '  attackers: [a4');
    expect(plural.errs).toEqual([
      `${plural.at('attackers: [a4', 11)}: "attackers" is not a piece type of this ruleset; expected one of attacker, defender, king`,
    ]);
    const legend = mistake('escape-death', 'J: jeweled-skull }', 'J: jewelled-skull }');
    expect(legend.errs).toEqual([
      `${legend.at('jewelled-skull')}: "jewelled-skull" is not a piece type of this ruleset; expected one of tombstone, skull, jeweled-skull`,
    ]);
    const stop = mistake('escape-death', 'stop: [royal]', 'stop: [royals]');
    expect(stop.errs).toEqual([
      `${stop.at('royals')}: "royals" is neither a piece type of this ruleset nor a group of pieces (did you mean royal?); expected one of tombstone, skull, jeweled-skull, all, royal, attackers, defenders`,
    ]);
  });
  it('a layout row with a character not in the legend, or of the wrong length, or a row missing', () => {
    const ch = mistake('escape-death', '"t...sss...t"   # 7', '"t...sXs...t"   # 7');
    expect(ch.errs).toEqual([
      `${ch.at('"t...sXs')}: "X" in row 5 (rank 7) is not in the legend; use "." for an empty square or add "X" to layout.legend`,
    ]);
    const short = mistake('escape-death', '"t...sss...t"   # 7', '"t...sss..t"   # 7');
    expect(short.errs).toEqual([
      `${short.at('"t...sss..t"')}: row 5 (rank 7) has 10 characters; the board is 11 squares wide`,
    ]);
    const long = mistake('escape-death', '"t...sss...t"   # 7', '"t...sss...tt"   # 7');
    expect(long.errs).toEqual([
      `${long.at('"t...sss...tt"')}: row 5 (rank 7) has 12 characters; the board is 11 squares wide`,
    ]);
  });
});

describe('squares off the board or used twice: one message on the square', () => {
  it.each([
    ['units-v1.2', 'at: c8,', 'at: c9,', 'c9', '"c9" is not a square of this 8×8 board; expected a1 … h8'],
    ['units-v1.2', 'at: c8,', 'at: k12,', 'k12', '"k12" is not a square of this 8×8 board; expected a1 … h8'],
    ['units-v1.2-4p', 'at: p10,', 'at: q10,', 'q10', '"q10" is not a square of this 16×16 board; expected a1 … p16'],
    [
      'units-v1.2',
      'at: c8,',
      'at: c1,',
      'c1, owner: north',
      'c1 already holds a unit (setup[0]); expected one unit per square',
    ],
    [
      'hnefatafl-copenhagen',
      'k4, k5, k6',
      'k4, k12, k6',
      'k12',
      '"k12" is not a square of this 11×11 board; expected a1 … k11',
    ],
    [
      'hnefatafl-copenhagen',
      'defender: [d6, e5',
      'defender: [d6, a4',
      'a4, e6',
      'a4 already holds the attacker; each square holds at most one piece',
    ],
    [
      'escape-death',
      'at: [a1, a11, k1, k11]',
      'at: [a1, a11, k1, k12]',
      'k12',
      '"k12" is not a square of this 11×11 board; expected a1 … k11',
    ],
    [
      'escape-death',
      'at: [a1, a11, k1, k11]',
      'at: [a1, a11, l1, k11]',
      'l1',
      '"l1" is not a square of this 11×11 board; expected a1 … k11',
    ],
    ['escape-death', 'k10, j11]', 'k10, l11]', 'l11', '"l11" is not a square of this 11×11 board; expected a1 … k11'],
  ])('%s: %s → %s', (id, from, to, needle, message) => {
    const m = mistake(id, from, to);
    expect(m.errs).toEqual([`${m.at(needle)}: ${message}`]);
  });

  it('a setup square in capitals', () => {
    const m = mistake('units-v1.2', 'at: c8,', 'at: C8,');
    expect(m.errs).toEqual([
      `${m.at('C8')}: setup[7].at: "C8" is not valid. Did you mean "c8"? Expected a square such as c1 or h16`,
    ]);
  });
});

describe('tafl: thresholds and names that cannot work', () => {
  it('both sides with one name', () => {
    const m = mistake('escape-death', 'defenders: skulls ', 'defenders: tombstones ');
    expect(m.errs).toEqual([
      `${m.at('defenders: tombstones', 11)}: both sides are called "tombstones"; give the attackers and the defenders different names`,
    ]);
  });
  it('more corners to hold than the board has', () => {
    const m = mistake('escape-death', 'cornersHeld: 4 ', 'cornersHeld: 5 ');
    expect(m.errs).toEqual([
      `${m.at('cornersHeld: 5', 13)}: the defenders would need 5 corners but the board has 4 (squares.corners.at); expected at most 4, or 0 to turn the corner win off`,
    ]);
  });
  it('a match whose numbers do not fit', () => {
    const swap = mistake('escape-death', 'swapAfter: 3 ', 'swapAfter: 7 ');
    expect(swap.errs).toEqual([
      `${swap.at('swapAfter: 7', 11)}: the players would swap sides after round 7, but the match has only 6 rounds; expected at most 6 (equal: they never swap)`,
    ]);
    const wins = mistake('escape-death', 'winsNeeded: 4 ', 'winsNeeded: 3 ');
    expect(wins.errs).toEqual([
      `${wins.at('winsNeeded: 3', 12)}: with 3 wins needed out of 6 rounds both players could reach it; expected more than 3`,
    ]);
    const three = mistake('escape-death', 'players: [A, B]', 'players: [A, B, C]');
    expect(three.errs).toEqual([`${three.at('[A, B, C]')}: match.players: expected at most 2 items; found 3`]);
  });
  it('the starting position given twice', () => {
    const m = mistake('escape-death', 'squares:\n', 'setup:\n  skull: [a3]\nsquares:\n');
    expect(m.errs).toEqual([
      `${m.at('  legend:', 2)}: give the starting position once: either \`setup\` (squares per piece type) or \`layout\` (rows), not both`,
    ]);
  });
  it('two royal pieces in the layout', () => {
    const m = mistake('escape-death', '"tt..sJs..tt"   # 6', '"tt..JJs..tt"   # 6');
    expect(m.errs).toEqual([
      `${m.at('  legend:', 2)}: the starting position must hold exactly one jeweled skull (the royal piece); it holds 2`,
    ]);
  });
});

describe('dice pond: a pool, a square or an order that does not add up', () => {
  it('white dice counts that do not add up to whiteTotal', () => {
    const m = mistake('dice-cubes', 'whiteTotal: 25', 'whiteTotal: 24');
    expect(m.errs).toEqual([
      `${m.at('{ 6: 1, 5: 4')}: the white dice counts add up to 25 (5×1 + 5×2 + 5×3 + 5×4 + 4×5 + 1×6), but dice.whiteTotal is 24; expected counts that add up to dice.whiteTotal`,
    ]);
  });
  it('a first die the dice cannot show', () => {
    const m = mistake('dice-cubes', 'first: { value: 6', 'first: { value: 7');
    expect(m.errs).toEqual([
      `${m.at('value: 7', 7)}: the first die shows 7, but dice show 1 … 6 (dice.top); expected 1 … 6`,
    ]);
  });
  it.each([
    [
      '"1, 0"',
      'placement.first.at: "1, 0" is not valid. Did you mean "1,0"? Expected a square such as "1,0" or "-2,3"',
    ],
    ['a1', 'placement.first.at: "a1" is not valid; expected a square such as "1,0" or "-2,3"'],
    [
      '"41,0"',
      '"41,0" is outside the pond the workbench keeps; expected x and y each from -40 to 40 (the ruleset\'s pond.radius, 40, sets this limit)',
    ],
  ])('the first die at %s', (square, message) => {
    const m = mistake('dice-cubes', 'at: "0,0"', `at: ${square}`);
    expect(m.errs).toEqual([`${m.at(`at: ${square}`, 4)}: ${message}`]);
  });
  it('too few blue dice for a turn, or a pond too small for the placement', () => {
    const blue = mistake('dice-cubes', 'blue: 4', 'blue: 3');
    expect(blue.errs).toEqual([
      `${blue.at('blue: 3', 6)}: a turn of a player (2 pawns × 2 per pawn) rolls up to 4 blue dice, but dice.blue is 3; expected at least 4 (or fewer dice per pawn)`,
    ]);
    const radius = mistake('dice-cubes', 'radius: 40', 'radius: 10');
    expect(radius.errs).toEqual([
      `${radius.at('radius: 10', 8)}: placing 25 dice from 0,0 can reach 24 squares from "0,0", beyond pond.radius 10; expected a radius of at least 24`,
    ]);
  });
  it('an order naming a player the game does not have', () => {
    const m = mistake('dice-cubes', '  order: rotation\n\n', '  order: [p1, p3]\n\n');
    expect(m.errs).toEqual([`${m.at('p3]')}: "p3" is not a player; expected one of p1, p2`]);
  });
  it('a player called by a reserved word', () => {
    const m = mistake('dice-cubes', 'players: [p1, p2]', 'players: [p1, none]');
    expect(m.errs).toEqual([
      `${m.at('none]')}: "none" cannot be a player's name: scenarios use it to mean nobody to move; expected another name`,
    ]);
  });
});

describe('dice pond teams: unknown players, a player twice, one team', () => {
  it('a team naming an unknown player (and so the player left out)', () => {
    const m = mistake('dice-cubes-4p', 'players: [p1, p3] }', 'players: [p1, p5] }');
    expect(m.errs).toEqual([
      `${m.at('p5')}: "p5" is not a player; expected one of p1, p2, p3, p4`,
      `${m.at('p3, p4]')}: p3 is in no team; expected every player in one of the teams (A, B)`,
    ]);
  });
  it('a player in two teams', () => {
    const m = mistake('dice-cubes-4p', 'players: [p2, p4] }', 'players: [p2, p1] }');
    expect(m.errs).toEqual([
      `${m.at('p1] }')}: p1 is already in team A; expected each player in one team`,
      `${m.at('p4]')}: p4 is in no team; expected every player in one of the teams (A, B)`,
    ]);
  });
  it('two teams with one name', () => {
    const m = mistake('dice-cubes-4p', 'name: B,', 'name: A,');
    expect(m.errs).toEqual([`${m.at('A, players: [p2')}: two teams are called "A"; expected different names`]);
  });
});

describe('YAML slips: on the line to fix, saying what to write', () => {
  it('a tab for indentation is named at its line', () => {
    const m = mistake('units-v1.2', '  jump: true', '\tjump: true');
    expect(m.errs[0]).toBe(
      `${m.at('\tjump')}: YAML syntax: Tabs are not allowed as indentation; expected spaces for indentation, not tabs`,
    );
  });
  it('an unclosed quote', () => {
    const m = mistake('units-v1.2', 'title: Units, rules v1.2 (2 players)', 'title: "Units, rules v1.2 (2 players)');
    expect(m.errs).toEqual([
      `${m.at('"Units')}: YAML syntax: the " opened here is never closed; expected a closing " at the end of the text`,
    ]);
  });
  it('a duplicate key inside a section', () => {
    const m = mistake('units-v1.2', '  jump: true', '  jump: true\n  jump: false');
    expect(m.errs).toEqual([
      `${m.at('  jump: false', 2)}: YAML syntax: Map keys must be unique: "jump" is already on line ${Number(m.at('  jump: false', 2).split(':')[1]) - 1}; expected each key once in a map (remove or merge the repeated key)`,
    ]);
  });
  it('an empty file or one with only comments', () => {
    for (const text of ['', '# rules to come\n# one day\n', '\n\n']) {
      const r = loadRuleset(text, 'new.yaml');
      expect(r.ok).toBe(false);
      expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([
        'new.yaml:1:1: the file is empty (or has only comments); expected family: one of units, tafl, dice-pond, then the rest of the ruleset',
      ]);
    }
  });
  it('family: with no value', () => {
    const r = loadRuleset('family:\ntitle: t\n', 'new.yaml');
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([
      'new.yaml:1:8: family: expected one of: units, tafl, dice-pond; found nothing (null)',
    ]);
  });
  it('a byte-order mark and Windows line ends are read as usual', () => {
    const r = loadRuleset('\ufefffamily: units\r\ntitle: t\r\nplyLimit: x\r\n', 'win.yaml');
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([
      'win.yaml:3:11: plyLimit: expected a whole number; found "x"',
    ]);
  });
});

describe('illegal scenario actions say why they were refused', () => {
  const refusal = (text: string): string[] => {
    const r = loadScenario(text, 'sc.yaml', resolver);
    expect(r.ok).toBe(true);
    return r.ok ? replayScenario(r).failures.map(formatDiagnostic) : [];
  };
  it.each([
    ['units-v1.2', 'c1, to: c3', 'class 1 must move exactly 4 squares; c1→c3 is 2 squares'],
    ['units-v1.2', 'c8, to: c4', "c8 holds north's unit, not south's"],
    ['hnefatafl-copenhagen', 'a4, to: c5', 'pieces move in a straight line along a rank or a file; a4→c5 is not one'],
    ['hnefatafl-copenhagen', 'a6, to: c6', 'a6→c6 passes over the piece on b6'],
    ['hnefatafl-copenhagen', 'a4, to: a1', 'attackers may not enter the corner a1'],
  ])('%s: from %s', (id, move, why) => {
    const [from, to] = move.split(', to: ');
    expect(refusal(`ruleset: ${id}\nactions:\n  - { from: ${move} }\n`)).toEqual([
      `sc.yaml:3:5: action 1 ({"from":"${from}","to":"${to}"}) was refused: ${why} (expected it to be accepted; add illegal: true if it should be refused)`,
    ]);
  });
});
