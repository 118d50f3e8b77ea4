/** `check`: mistakes the schema cannot see, each with its path, what is wrong and what was expected. */
import { describe, expect, it } from 'vitest';
import { problemsOf } from './helpers';

const S = (at: string, c: number) => ({ at, owner: 'south', class: c });
const N = (at: string, c: number) => ({ at, owner: 'north', class: c });

describe('check', () => {
  it('finds nothing wrong with the defaults', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('a table naming a class that does not exist', () => {
    expect(problemsOf({ move: { speed: { 1: 4, 2: 3, 3: 2, 4: 1, 5: 1 } } })).toEqual([
      {
        path: ['move', 'speed', '5'],
        message: 'the speed table names class 5, but this ruleset has 4 classes (classes: 4); expected a class 1 … 4',
      },
    ]);
    expect(problemsOf({ combat: { beats: { 1: [4, 6], 2: [1], 3: [2, 1], 4: [3, 2] } } })).toEqual([
      {
        path: ['combat', 'beats', '1', 1],
        message:
          "class 1's beats list names class 6, but this ruleset has 4 classes (classes: 4); expected a class 1 … 4",
      },
    ]);
    expect(problemsOf({ turn: { rotation: { 1: 2, 2: 3, 3: 4, 4: 7 } } })).toEqual([
      {
        path: ['turn', 'rotation', '4'],
        message: 'class 4 turns into class 7, which does not exist; expected a class 1 … 4',
      },
    ]);
    expect(
      problemsOf({ combat: { after: { 1: { 4: 9 }, 2: { 1: 1 }, 3: { 1: 2, 2: 1 }, 4: { 3: 1, 2: 2 } } } }),
    ).toEqual([
      {
        path: ['combat', 'after', '1', '4'],
        message: 'class 1 beating class 4 becomes class 9, which does not exist; expected a class 1 … 4',
      },
    ]);
  });

  it('fewer classes make the default tables wrong, class by class (the default setup follows the classes)', () => {
    const problems = problemsOf({ classes: 3 });
    expect(problems.map((p) => p.path.join('.'))).toEqual(
      expect.arrayContaining(['move.speed.4', 'combat.beats.4', 'turn.rotation.4']),
    );
    expect(problems.filter((p) => p.path[0] === 'setup')).toEqual([]);
  });

  it('a class without a speed', () => {
    expect(problemsOf({ move: { speed: { 1: 4, 2: 3, 3: 2 } } })).toEqual([
      {
        path: ['move', 'speed'],
        message: 'class 4 has no speed; expected an entry "4: <squares, at least 1>" for every class 1 … 4',
      },
    ]);
  });

  it('beats: itself, or both ways', () => {
    expect(problemsOf({ combat: { beats: { 1: [4, 1], 2: [1], 3: [2, 1], 4: [3, 2] } } })[0]).toEqual({
      path: ['combat', 'beats', '1', 1],
      message:
        'class 1 cannot beat itself: two units of the same class follow combat.sameClass; expected other classes only',
    });
    expect(
      problemsOf({
        combat: {
          beats: { 1: [4, 2], 2: [1], 3: [2, 1], 4: [3, 2] },
          after: { 1: { 4: 3, 2: 1 }, 2: { 1: 1 }, 3: { 1: 2, 2: 1 }, 4: { 3: 1, 2: 2 } },
        },
      }),
    ).toEqual([
      {
        path: ['combat', 'beats', '2', 0],
        message: 'class 2 beats class 1 and class 1 beats class 2; expected at most one of the two to beat the other',
      },
    ]);
  });

  it('after table: a missing pair, and a pair that never fights', () => {
    expect(problemsOf({ combat: { after: { 1: { 4: 3 }, 2: { 1: 1 }, 3: { 1: 2 }, 4: { 3: 1, 2: 2 } } } })).toEqual([
      {
        path: ['combat', 'after'],
        message:
          'class 3 beats class 2, but the after table does not say what class 3 becomes then; expected an entry "3: { 2: <new class> }" (or classChange: keep)',
      },
    ]);
    expect(
      problemsOf({ combat: { after: { 1: { 4: 3, 3: 1 }, 2: { 1: 1 }, 3: { 1: 2, 2: 1 }, 4: { 3: 1, 2: 2 } } } }),
    ).toEqual([
      {
        path: ['combat', 'after', '1', '3'],
        message:
          'the after table says what class 1 becomes when it beats class 3, but class 1 does not beat class 3 (combat.beats); expected entries only for pairs of the beats table',
      },
    ]);
  });

  it('after table is not read with classChange: keep', () => {
    expect(problemsOf({ combat: { classChange: 'keep', after: { 1: { 3: 9 } } } })).toEqual([]);
  });

  it('rotation: a class that turns into itself', () => {
    expect(problemsOf({ turn: { rotation: { 1: 1 } } })).toEqual([
      {
        path: ['turn', 'rotation', '1'],
        message:
          'class 1 turns into itself, so turning it would change nothing; expected another class (or leave class 1 out of the table: it then cannot be turned)',
      },
    ]);
  });

  it('setup: off the board, two units on one square, unknown owner, a player without units', () => {
    expect(problemsOf({ setup: [S('i1', 1), S('c1', 2), N('c1', 3), { at: 'e8', owner: 'west', class: 1 }] })).toEqual([
      { path: ['setup', 0, 'at'], message: '"i1" is not a square of this 8×8 board; expected a1 … h8' },
      { path: ['setup', 2, 'at'], message: 'c1 already holds a unit (setup[1]); expected one unit per square' },
      { path: ['setup', 3, 'owner'], message: '"west" is not a player; expected one of south, north' },
    ]);
    expect(problemsOf({ setup: [S('c1', 1)] })).toEqual([
      {
        path: ['setup'],
        message:
          'north has no unit in the setup, so it would be out before the game starts; expected at least one unit for every player',
      },
    ]);
  });

  it('players: names scenarios reserve', () => {
    expect(
      problemsOf({ players: ['south', 'draw'], setup: [S('c1', 1), { at: 'c8', owner: 'draw', class: 1 }] }),
    ).toEqual([
      {
        path: ['players', 1],
        message: '"draw" cannot be a player\'s name: scenarios use it to mean a drawn game; expected another name',
      },
    ]);
  });
});
