/** `check`: mistakes the schema cannot see, each with its path, what is wrong and what was expected. */
import { describe, expect, it } from 'vitest';
import { FOUR_PLAYERS, problemsOf } from './helpers';

describe('check', () => {
  it('finds nothing wrong with the defaults and the four-player rules', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf(FOUR_PLAYERS)).toEqual([]);
  });

  it('white dice counts that do not add up to the total', () => {
    expect(problemsOf({ dice: { white: { 6: 1, 5: 4, 4: 5, 3: 5, 2: 5, 1: 4 } } })).toEqual([
      {
        path: ['dice', 'white'],
        message:
          'the white dice counts add up to 24 (4×1 + 5×2 + 5×3 + 5×4 + 4×5 + 1×6), but dice.whiteTotal is 25; expected counts that add up to dice.whiteTotal',
      },
    ]);
    expect(problemsOf({ dice: { white: { 6: 1, 5: 4, 4: 5, 3: 5, 2: 5, 1: 4 }, whiteTotal: 24 } })).toEqual([]);
  });

  it('a white die value above the top value', () => {
    expect(problemsOf({ dice: { white: { 7: 1, 6: 1, 5: 3, 4: 5, 3: 5, 2: 5, 1: 5 } } })).toEqual([
      {
        path: ['dice', 'white', '7'],
        message: 'a die showing 7, but dice show 1 … 6 (dice.top: 6); expected values up to 6',
      },
    ]);
  });

  it('the first die must be a value of the pool', () => {
    expect(problemsOf({ dice: { white: { 5: 5, 4: 5, 3: 5, 2: 5, 1: 5 } } })).toEqual([
      {
        path: ['placement', 'first', 'value'],
        message: 'the first die shows 6, but dice.white has no 6; expected a value the white dice include',
      },
    ]);
    expect(problemsOf({ placement: { first: { value: 8 } } })).toEqual([
      {
        path: ['placement', 'first', 'value'],
        message: 'the first die shows 8, but dice show 1 … 6 (dice.top); expected 1 … 6',
      },
    ]);
  });

  it('too few blue dice for one turn', () => {
    expect(problemsOf({ dice: { blue: 3 } })).toEqual([
      {
        path: ['dice', 'blue'],
        message:
          'a turn of a player (2 pawns × 2 per pawn) rolls up to 4 blue dice, but dice.blue is 3; expected at least 4 (or fewer dice per pawn)',
      },
    ]);
    expect(problemsOf({ ...FOUR_PLAYERS, dice: { bluePerPawn: 3 } })).toEqual([
      {
        path: ['dice', 'blue'],
        message:
          'a turn of team A (2 players × 1 pawn × 3 per pawn) rolls up to 6 blue dice, but dice.blue is 4; expected at least 6 (or fewer dice per pawn)',
      },
    ]);
  });

  it('more pawns than white dice', () => {
    expect(problemsOf({ pawnsPerPlayer: 4, dice: { white: { 6: 1, 1: 6 }, whiteTotal: 7, blue: 8 } })).toContainEqual({
      path: ['pawnsPerPlayer'],
      message:
        '8 pawns (2 players × 4) but only 7 white dice: two pawns cannot occupy the same die; expected at most 3 pawns per player',
    });
  });

  it('teams naming unknown players, a player twice or in no team, clashing names', () => {
    expect(
      problemsOf({
        ...FOUR_PLAYERS,
        teams: [
          { name: 'A', players: ['p1', 'p5'] },
          { name: 'B', players: ['p2', 'p4'] },
        ],
      }),
    ).toEqual([
      { path: ['teams', 0, 'players', 1], message: '"p5" is not a player; expected one of p1, p2, p3, p4' },
      { path: ['players', 2], message: 'p3 is in no team; expected every player in one of the teams (A, B)' },
    ]);
    expect(
      problemsOf({
        ...FOUR_PLAYERS,
        teams: [
          { name: 'A', players: ['p1', 'p3'] },
          { name: 'B', players: ['p2', 'p4', 'p3'] },
        ],
      }),
    ).toEqual([
      { path: ['teams', 1, 'players', 2], message: 'p3 is already in team A; expected each player in one team' },
      {
        path: ['dice', 'blue'],
        message:
          'a turn of team B (3 players × 1 pawn × 2 per pawn) rolls up to 6 blue dice, but dice.blue is 4; expected at least 6 (or fewer dice per pawn)',
      },
    ]);
    expect(
      problemsOf({
        ...FOUR_PLAYERS,
        teams: [
          { name: 'A', players: ['p1', 'p3'] },
          { name: 'A', players: ['p2', 'p4'] },
        ],
      }),
    ).toEqual([{ path: ['teams', 1, 'name'], message: 'two teams are called "A"; expected different names' }]);
    expect(
      problemsOf({
        ...FOUR_PLAYERS,
        teams: [
          { name: 'p1', players: ['p1', 'p3'] },
          { name: 'B', players: ['p2', 'p4'] },
        ],
      }),
    ).toEqual([
      {
        path: ['teams', 0, 'name'],
        message: '"p1" cannot name a team: it is a player id; expected another name, e.g. A',
      },
    ]);
    expect(
      problemsOf({ ...FOUR_PLAYERS, teams: [{ name: 'A', players: ['p1', 'p2', 'p3', 'p4'] }], dice: { blue: 8 } }),
    ).toEqual([
      {
        path: ['teams'],
        message: 'one team cannot play alone; expected at least two teams (or teams: [] for everyone for themselves)',
      },
    ]);
  });

  it('reserved player names', () => {
    expect(problemsOf({ players: ['draw', 'p2'] })).toEqual([
      {
        path: ['players', 0],
        message: '"draw" cannot be a player\'s name: scenarios use it to mean a drawn game; expected another name',
      },
    ]);
  });

  it('placement and pawn orders name players; the pawn order once per pawn', () => {
    expect(problemsOf({ placement: { order: ['p1', 'p9'] } })).toEqual([
      { path: ['placement', 'order', 1], message: '"p9" is not a player; expected one of p1, p2' },
    ]);
    expect(problemsOf({ pawnPlacement: { order: ['p1', 'p1', 'p2'] } })).toEqual([
      {
        path: ['pawnPlacement', 'order'],
        message: 'p2 is listed 1 time, but has 2 pawns (pawnsPerPlayer); expected each player once per pawn',
      },
    ]);
    expect(problemsOf({ pawnPlacement: { order: ['p1', 'p1', 'p2', 'p2'] } })).toEqual([]);
  });

  it('a pond radius placement could outgrow', () => {
    expect(problemsOf({ pond: { radius: 20 } })).toEqual([
      {
        path: ['pond', 'radius'],
        message:
          'placing 25 dice from 0,0 can reach 24 squares from "0,0", beyond pond.radius 20; expected a radius of at least 24',
      },
    ]);
    expect(problemsOf({ placement: { first: { at: '99,0' } } })).toEqual([
      {
        path: ['placement', 'first', 'at'],
        message:
          '"99,0" is outside the pond the workbench keeps; expected x and y each from -40 to 40 (the ruleset\'s pond.radius, 40, sets this limit)',
      },
    ]);
  });

  it('a roll with more outcomes than an action number holds', () => {
    expect(
      problemsOf({
        ...FOUR_PLAYERS,
        pawnsPerPlayer: 2,
        dice: { top: 12, blue: 12, bluePerPawn: 3, white: { 12: 1, 1: 24 } },
        placement: { first: { value: 12 } },
      }),
    ).toEqual([
      {
        path: ['dice', 'bluePerPawn'],
        message:
          "one turn's roll has 153165376 possible outcomes, more than the workbench handles (134217727); expected fewer blue dice per turn or a lower dice.top",
      },
    ]);
  });
});
