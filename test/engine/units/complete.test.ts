/**
 * `unitsFamily.complete`: the board, the setup and the ply limit follow the
 * number of players when a ruleset leaves them out; its result is the one
 * rules object (`check` reads it, `compile` gets it, `game.rules` is it).
 */
import { describe, expect, it } from 'vitest';
import { unitsFamily } from '../../../src/engine/units';
import type { UnitsRules } from '../../../src/engine/units/rules';
import { board, completed, gameOf, problemsOf, shipped } from './helpers';

const S = (at: string, c: number) => ({ at, owner: 'south', class: c });
const N = (at: string, c: number) => ({ at, owner: 'north', class: c });
const U = (owner: string, at: string, c: number) => ({ at, owner, class: c });
const FOUR = ['south', 'west', 'north', 'east'];

describe('complete fills in what follows the number of players', () => {
  it('two players: a quarter of the board (8×8), the 2-player start and 200 plies', () => {
    const { rules, problems } = completed({});
    expect(problems).toEqual([]);
    expect(rules.board).toEqual({ width: 8, height: 8 });
    expect(rules.plyLimit).toBe(200);
    const g = shipped('units-v1.2');
    expect(rules.setup).toEqual(g.rules.setup);
  });

  it('four players named and nothing else: the whole board (16×16), the 4-player start and 400 plies', () => {
    const { rules, problems } = completed({ players: FOUR });
    expect(problems).toEqual([]);
    expect(rules.board).toEqual({ width: 16, height: 16 });
    expect(rules.plyLimit).toBe(400);
    expect(rules.setup).toEqual(shipped('units-v1.2-4p').rules.setup);
    const h = gameOf({ players: FOUR });
    // Opposite players face 1↔4 and 2↔3.
    expect(board(h, h.start(0))).toMatchObject({
      g1: 'south 1',
      g16: 'north 4',
      a10: 'west 1',
      p10: 'east 4',
      h1: 'south 2',
      h16: 'north 3',
    });
  });

  it('three players: 100 plies per player', () => {
    const three = {
      players: ['a', 'b', 'c'],
      board: { width: 6, height: 6 },
      setup: [U('a', 'a1', 1), U('b', 'b1', 1), U('c', 'c1', 1)],
    };
    expect(completed(three)).toEqual({
      rules: expect.objectContaining({ plyLimit: 300 }) as UnitsRules,
      problems: [],
    });
  });

  it('keys written out win, and the default start follows the board and the classes', () => {
    const h = gameOf({ players: FOUR, board: { width: 12, height: 10 }, plyLimit: 50 });
    expect(h.rules.plyLimit).toBe(50);
    expect(board(h, h.start(0))).toEqual({
      e1: 'south 1',
      f1: 'south 2',
      g1: 'south 3',
      h1: 'south 4',
      a7: 'west 1',
      a6: 'west 2',
      a5: 'west 3',
      a4: 'west 4',
      h10: 'north 1',
      g10: 'north 2',
      f10: 'north 3',
      e10: 'north 4',
      l4: 'east 1',
      l5: 'east 2',
      l6: 'east 3',
      l7: 'east 4',
    });
    expect(completed({ players: FOUR, board: { width: 10 } }).rules.board).toEqual({ width: 10, height: 16 });
    const own = gameOf({ players: FOUR, setup: [S('a1', 1), U('west', 'b1', 1), N('c1', 1), U('east', 'd1', 1)] });
    expect(board(own, own.start(0))).toEqual({ a1: 'south 1', b1: 'west 1', c1: 'north 1', d1: 'east 1' });
    expect(own.rules.board).toEqual({ width: 16, height: 16 });
    const three = gameOf({
      classes: 3,
      move: { speed: { 1: 3, 2: 2, 3: 1 } },
      combat: { beats: { 1: [3], 2: [1], 3: [2] }, after: { 1: { 3: 1 }, 2: { 1: 1 }, 3: { 2: 1 } } },
      turn: { rotation: { 1: 2, 2: 3, 3: 1 } },
    });
    expect(board(three, three.start(0))).toEqual({
      c1: 'south 1',
      d1: 'south 2',
      e1: 'south 3',
      e8: 'north 1',
      d8: 'north 2',
      c8: 'north 3',
    });
  });

  it('leaves complete rules as they are', () => {
    const rules = shipped('units-v1.2').rules;
    expect(unitsFamily.complete(structuredClone(rules))).toEqual({ rules, problems: [] });
  });

  it('game.rules is exactly the completed rules', () => {
    const { rules } = completed({ players: FOUR });
    expect(unitsFamily.compile(rules, 'four').rules).toBe(rules);
  });
});

describe('complete reports a default it cannot fill in', () => {
  it('other numbers of players: the board and the setup must be written out', () => {
    expect(completed({ players: ['a', 'b', 'c'] }).problems).toEqual([
      {
        path: ['players'],
        message:
          'with 3 players board.width and board.height have no default (the board is 8×8 with 2 players and 16×16 with 4); expected board: { width: <files>, height: <ranks> }',
      },
      {
        path: ['players'],
        message:
          "with 3 players there is no default setup (the rules place 2 players on opposite edges, or 4 players one on each edge); expected a setup list with every player's units",
      },
    ]);
    // A setup without a board: only the board is asked for (its squares are checked once there is one).
    expect(
      completed({ players: ['a', 'b', 'c'], setup: [U('a', 'a1', 1), U('b', 'b1', 1), U('c', 'z9', 1)] }).problems,
    ).toEqual([
      {
        path: ['players'],
        message:
          'with 3 players board.width and board.height have no default (the board is 8×8 with 2 players and 16×16 with 4); expected board: { width: <files>, height: <ranks> }',
      },
    ]);
    expect(
      completed({
        players: ['a', 'b', 'c'],
        board: { width: 6 },
        setup: [U('a', 'a1', 1), U('b', 'b1', 1), U('c', 'c1', 1)],
      }).problems,
    ).toEqual([
      {
        path: ['board'],
        message:
          'with 3 players board.height has no default (the board is 8×8 with 2 players and 16×16 with 4); expected board: { width: <files>, height: <ranks> }',
      },
    ]);
  });

  it('a default start that does not fit the board', () => {
    expect(completed({ board: { width: 3 } }).problems).toEqual([
      {
        path: ['board'],
        message:
          "the default setup puts 4 units per player (one of each class) in a row on the player's edge, but the board is only 3 squares wide; expected a board at least 4 squares wide, or a setup list",
      },
    ]);
    expect(completed({ players: FOUR, board: { width: 5, height: 5 } }).problems).toEqual([
      {
        path: ['board'],
        message:
          "the default setup puts 4 units per player in a row centred on each player's edge, and on this 5×5 board two players' units would both stand on a1; expected a larger board, or a setup list",
      },
    ]);
  });
});

describe('check reads the completed rules', () => {
  it('checks setup squares against the board complete filled in', () => {
    const setup = [{ at: 'q1', owner: 'south', class: 1 }, U('west', 'a2', 1), N('a3', 1), U('east', 'a4', 1)];
    expect(problemsOf({ players: FOUR, setup })).toEqual([
      { path: ['setup', 0, 'at'], message: '"q1" is not a square of this 16×16 board; expected a1 … p16' },
    ]);
    expect(problemsOf({ setup: [S('i1', 1), N('a2', 1)] })).toEqual([
      { path: ['setup', 0, 'at'], message: '"i1" is not a square of this 8×8 board; expected a1 … h8' },
    ]);
  });
});
