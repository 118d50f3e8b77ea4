/**
 * Audit of rules.md §3 (D'ice Cubes): cases the other dice-pond tests leave out.
 * Each test pins exact outcomes (dice, pawns, events, refusal sentences).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANCE, isSetupProblems, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { loadScenario } from '../../../src/engine/scenario/load';
import { runScenario } from '../../../src/engine/scenario/run';
import { resolver } from '../../support/rulesets';
import { act, dice, events, FOUR_PLAYERS, gameOf, legal, pawns, play, position, shipped, toMove, winner } from './helpers';

const g = shipped('dice-cubes');
const g4 = shipped('dice-cubes-4p');

describe('audit: placement', () => {
  it('a whole placement: 24 dice, two per turn, p1 p2 alternating (12 turns); then p1 places the first pawn', () => {
    const s = g.start(0);
    const who: string[] = [];
    // A 5×5 block around 0,0: row 0 outward from 0,0, then rows 1, 2, -1, -2 (each square touches an earlier one).
    const squares: string[] = [];
    for (const y of [0, 1, 2, -1, -2]) for (let x = -2; x <= 2; x++) if (x !== 0 || y !== 0) squares.push(`${x},${y}`);
    const row0 = ['1,0', '2,0', '-1,0', '-2,0'];
    const rest = squares.filter((q) => !row0.includes(q));
    const order = [...row0, ...rest];
    const pool: number[] = [5, 5, 5, 5, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1];
    order.forEach((at, i) => {
      who.push(toMove(g, s));
      play(g, s, { place: pool[i], at });
    });
    expect(who).toEqual(Array.from({ length: 24 }, (_, i) => (Math.floor(i / 2) % 2 === 0 ? 'p1' : 'p2')));
    expect(g.view(s).dice).toHaveLength(25);
    expect(g.view(s).info.phase).toBe('pawns');
    expect(toMove(g, s)).toBe('p1');
  });

  it('the row limit also counts for the second die of a pair; refusals say why', () => {
    const s = position(g, { '0,0': 6, '1,0': 1, '2,0': 1, '3,0': 1 }, {}, { phase: 'place', pool: { 2: 4, 5: 0 } });
    play(g, s, { place: 2, at: '4,0' });
    expect(act(g, s, { place: 2, at: '5,0' })).toBe('row y=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { place: 2, at: '-1,0' })).toBe('row y=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { place: 5, at: '0,1' })).toBe('no 5 is left to place (the pool holds { 2: 3 })');
    expect(act(g, s, { place: 2, at: '1,0' })).toBe('there is already a die on 1,0');
    expect(act(g, s, { place: 2, at: '1,2' })).toBe('1,2 is not next to a die: a new die must be adjacent (left-right or up-down, not diagonal) to one already on the pond');
    expect(toMove(g, s)).toBe('p1');
    play(g, s, { place: 2, at: '4,1' });
    expect(toMove(g, s)).toBe('p2');
    expect(new Set(legal(g, s).map((a) => a.at))).not.toContain('5,0');
  });
});

describe('audit: pawns', () => {
  it('a pawn goes on a die: an empty square is refused, and the refusal says so', () => {
    const s = position(g, { '0,0': 6, '1,0': 5, '2,0': 4, '3,0': 3 }, {}, { phase: 'pawns' });
    expect(act(g, s, { pawn: '5,5' })).toBe('there is no die on 5,5: a pawn is placed on top of a die');
    expect(toMove(g, s)).toBe('p1');
  });
});

describe('audit: roll', () => {
  it('a player who lost a pawn rolls 2 blue dice on its next turn (2 per pawn still in play)', () => {
    const s = position(g, { '0,0': 3, '1,0': 3, '5,0': 1, '0,3': 5, '1,3': 4, '2,3': 4 }, { '0,0': 'p1', '5,0': 'p1', '0,3': 'p2', '1,3': 'p2' });
    play(g, s, { roll: [6, 6, 6, 6] }, { from: '0,0', to: '1,0' });
    expect(pawns(g, s)).toEqual({ '1,0': 'p1', '0,3': 'p2', '1,3': 'p2' });
    expect(legal(g, s)).toHaveLength(126);
    play(g, s, { roll: [6, 6, 6, 6] }, { from: '1,3', to: '2,3' }, { from: '0,3', to: '1,3' });
    expect(g.toMove(s)).toBe(CHANCE);
    expect(legal(g, s)).toHaveLength(21);
    expect(act(g, s, { roll: [6, 6, 6, 6] })).toBe('p1 rolls 2 blue dice now (2 per pawn, 1 pawn in play); this roll lists 4');
    play(g, s, { roll: [4, 2] });
    expect(g.view(s).info.roll).toEqual([2, 4]);
  });
});

describe('audit: move', () => {
  it("the order is the player's: moving one pawn onto the only die the other could reach makes that one sink", () => {
    const s = position(g, { '0,0': 4, '1,0': 3, '2,0': 2, '6,6': 5, '6,7': 5 }, { '0,0': 'p1', '2,0': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll: [6, 6, 6, 6] });
    expect(legal(g, s)).toEqual(
      expect.arrayContaining([
        { from: '0,0', to: '1,0' },
        { from: '2,0', to: '1,0' },
      ]),
    );
    expect(legal(g, s)).toHaveLength(2);
    play(g, s, { from: '2,0', to: '1,0' });
    expect(events(g, s)).toEqual(["p1's pawn moves 2,0 → 1,0", "0,0 sinks 4 → 3: p1's pawn could not move", "p1's 6 6 6 6 are discarded: no white die shows 6", 'turn 2: p2 to roll']);
    expect(dice(g, s)).toEqual({
      '0,0': 3,
      '1,0': 3,
      '2,0': 2,
      '6,6': 5,
      '6,7': 5,
    });
  });

  it('a pawn stuck on a 6 sinks it to 5, and with it goes the six power: the 6s can then only lower', () => {
    const s = position(g, { '0,0': 6, '3,0': 2, '4,0': 3, '6,6': 6, '6,7': 5 }, { '0,0': 'p1', '3,0': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll: [1, 1, 6, 6] }, { from: '3,0', to: '4,0' });
    expect(events(g, s)).toEqual(["p1's pawn moves 3,0 → 4,0", "0,0 sinks 6 → 5: p1's pawn could not move", "p1's 1 1 are discarded: no white die shows 1"]);
    expect(g.view(s).info).toMatchObject({ current: 6, roll: [6, 6] });
    expect(legal(g, s)).toEqual([{ use: 6, do: 'lower' }]);
  });

  it('a stuck pawn sinks before the groups are looked at: a 4 sunk to 3 makes the 3s usable', () => {
    const s = position(g, { '0,0': 4, '3,0': 2, '4,0': 5, '6,6': 5, '6,7': 5 }, { '0,0': 'p1', '3,0': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll: [3, 3, 6, 6] }, { from: '3,0', to: '4,0' });
    expect(dice(g, s)['0,0']).toBe(3);
    expect(g.view(s).info).toMatchObject({ current: 3, roll: [3, 3, 6, 6] });
    expect(legal(g, s)).toEqual([
      { use: 3, do: 'lower' },
      { use: 3, do: 'raise', at: '0,0' },
    ]);
  });

  it('a stuck pawn on the only 1 sinks with it, and the 1s then find no white 1: discarded', () => {
    const s = position(g, { '0,0': 1, '3,0': 2, '4,0': 5, '6,6': 5, '6,7': 5 }, { '0,0': 'p1', '3,0': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll: [1, 5, 6, 6] }, { from: '3,0', to: '4,0' });
    expect(events(g, s)).toEqual(["p1's pawn moves 3,0 → 4,0", "0,0 showed 1 and sinks: die and p1's pawn removed (the pawn could not move)", "p1's 1 is discarded: no white die shows 1"]);
    expect(g.view(s).info).toMatchObject({ current: 5, roll: [5, 6, 6] });
  });

  it('the last pawn of a player sinking because it cannot move ends the game at once: the other side wins', () => {
    const s = position(g, { '0,0': 1, '5,5': 4, '5,6': 4 }, { '0,0': 'p1', '5,5': 'p2' });
    play(g, s, { roll: [3, 4] });
    expect(events(g, s)).toEqual([
      'p1 rolls 3 4',
      "0,0 showed 1 and sinks: die and p1's pawn removed (the pawn could not move)",
      'p1 is out: no pawns left',
      'p2 won: the last side with pawns on the pond',
    ]);
    expect(winner(g, s)).toBe('p2');
    expect(toMove(g, s)).toBe('none');
    expect(legal(g, s)).toEqual([]);
  });

  it('movement.adjacency orthogonal-and-diagonal: a pawn with only a diagonal neighbour moves instead of sinking; the default sinks it', () => {
    const pond = { '0,0': 3, '1,1': 2, '6,6': 5, '6,7': 5 };
    const pw = { '0,0': 'p1', '6,6': 'p2' };
    const diag = gameOf({ movement: { adjacency: 'orthogonal-and-diagonal' } });
    const a = position(diag, pond, pw);
    play(diag, a, { roll: [6, 6] });
    expect(legal(diag, a)).toEqual([{ from: '0,0', to: '1,1' }]);
    expect(act(diag, a, { from: '0,0', to: '2,2' })).toBe('2,2 is not next to 0,0: a pawn moves to an adjacent die (left, right, up, down or diagonal)');
    const b = position(g, pond, pw);
    play(g, b, { roll: [6, 6] });
    expect(dice(g, b)['0,0']).toBe(2);
    expect(g.view(b).info.team).toBe('p2');
  });
});

describe('audit: resolve', () => {
  /** p1 on 0,0 and 0,1 → moves to 1,0 and 1,1; p2 far away on 6,6 / 6,7. */
  const after = (d: Record<string, number>, roll: number[]) => {
    const s = position(g, { '0,0': 5, '0,1': 5, '6,6': 4, '6,7': 4, ...d }, { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    return s;
  };

  it('a group with no match at first is used once an earlier group makes one (raise 2 → 3)', () => {
    const s = after({ '1,0': 2, '1,1': 4 }, [2, 3, 6, 6]);
    expect(g.view(s).info).toMatchObject({ current: 2, roll: [2, 3, 6, 6] });
    play(g, s, { use: 2, do: 'raise' });
    expect(g.view(s).info).toMatchObject({ current: 3, roll: [3, 6, 6] });
    expect(legal(g, s)).toEqual([
      { use: 3, do: 'lower' },
      { use: 3, do: 'raise', at: '1,0' },
    ]);
  });

  it('lowering instead leaves the later group without a match: it is discarded, and the log says so', () => {
    const s = after({ '1,0': 2, '1,1': 4 }, [2, 3, 6, 6]);
    play(g, s, { use: 2, do: 'lower' });
    expect(events(g, s)).toEqual(['1,0 drops 2 → 1', "p1's 3 is discarded: no white die shows 3", "p1's 6 6 are discarded: no white die shows 6", 'turn 2: p2 to roll']);
    expect(g.plies(s)).toBe(4);
  });

  it('a triple is one group: one lowering uses all three', () => {
    const s = after({ '1,0': 3, '1,1': 4, '2,0': 3 }, [1, 3, 3, 3]);
    expect(g.view(s).info.current).toBe(3);
    play(g, s, { use: 3, do: 'lower' });
    expect(dice(g, s)).toMatchObject({ '1,0': 2, '2,0': 2 });
    expect(g.toMove(s)).toBe(CHANCE);
    expect(g.view(s).info.team).toBe('p2');
  });

  it("doubles raise: the other white dice of that value drop, even one under the player's own other pawn", () => {
    const s = after({ '1,0': 3, '1,1': 3, '2,0': 3 }, [3, 3, 6, 6]);
    play(g, s, { use: 3, do: 'raise', at: '1,1' });
    expect(dice(g, s)).toMatchObject({ '1,1': 4, '1,0': 2, '2,0': 2 });
    expect(events(g, s).slice(0, 3).sort()).toEqual(['1,0 drops 3 → 2', '1,1 rises 3 → 4', '2,0 drops 3 → 2']);
  });

  it('doubles raise on 1s: the raised 1 becomes 2, every other 1 is removed with its pawn', () => {
    const s = position(g, { '0,0': 5, '0,1': 5, '1,0': 1, '1,1': 1, '6,6': 1, '6,7': 4, '7,6': 2 }, { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll: [1, 1, 2, 2] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    play(g, s, { use: 1, do: 'raise', at: '1,0' });
    expect(dice(g, s)).toMatchObject({ '1,0': 2 });
    expect(dice(g, s)['1,1']).toBeUndefined();
    expect(dice(g, s)['6,6']).toBeUndefined();
    expect(pawns(g, s)).toEqual({ '1,0': 'p1', '6,7': 'p2' });
    // The 2s: 1,0 (just raised) and 7,6.
    expect(g.view(s).info).toMatchObject({ current: 2, roll: [2, 2] });
  });

  it('chaining into the six power: a 5 raised to 6 by the 5s lets the 6s raise another die', () => {
    const s = position(g, { '0,0': 4, '0,1': 4, '1,0': 5, '1,1': 2, '6,6': 3, '6,7': 4 }, { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll: [1, 1, 5, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(g.view(s).info.current).toBe(5);
    play(g, s, { use: 5, do: 'raise' });
    expect(dice(g, s)['1,0']).toBe(6);
    expect(
      legal(g, s)
        .filter((a) => a.do === 'raise')
        .map((a) => a.at)
        .sort(),
    ).toEqual(['0,0', '0,1', '1,1', '6,6', '6,7']);
    play(g, s, { use: 6, do: 'raise', at: '6,6' });
    expect(dice(g, s)).toMatchObject({ '6,6': 4, '1,0': 6 });
  });

  it("six power: the die under the player's other pawn (below 6) may be raised too", () => {
    const s = position(g, { '0,0': 5, '0,1': 5, '1,0': 6, '1,1': 3, '6,6': 3, '6,7': 4 }, { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    play(g, s, { use: 6, do: 'raise', at: '1,1' });
    expect(dice(g, s)).toMatchObject({ '1,1': 4, '1,0': 6 });
  });

  it('six power with three 6s: done once; then every 6 not under an own pawn drops and the group is used up', () => {
    const s = position(g, { '0,0': 5, '0,1': 5, '1,0': 6, '1,1': 2, '2,0': 6, '6,6': 6, '6,7': 4 }, { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(g, s, { roll: [1, 6, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    play(g, s, { use: 6, do: 'add', at: '1,2' });
    expect(dice(g, s)).toMatchObject({
      '1,2': 1,
      '1,0': 6,
      '2,0': 5,
      '6,6': 5,
      '1,1': 2,
    });
    expect(g.toMove(s)).toBe(CHANCE);
    expect(g.view(s).info.team).toBe('p2');
  });

  it('six power, add: only on an empty square next to a die (placement adjacency), within the row and column limit', () => {
    const d = {
      '0,0': 6,
      '1,0': 2,
      '2,0': 2,
      '3,0': 2,
      '4,0': 2,
      '0,1': 4,
      '0,2': 4,
      '0,3': 4,
      '6,6': 3,
      '6,7': 4,
    };
    const s = position(g, d, {
      '1,0': 'p1',
      '0,1': 'p1',
      '6,6': 'p2',
      '6,7': 'p2',
    });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '1,0', to: '0,0' }, { from: '0,1', to: '0,2' });
    expect(act(g, s, { use: 6, do: 'add', at: '5,0' })).toBe('row y=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { use: 6, do: 'add', at: '-1,0' })).toBe('row y=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { use: 6, do: 'add', at: '1,1' })).toBeNull();
  });

  it('six power, add: refused on a die, away from the pond, on a corner only, and in a full column', () => {
    const d = {
      '0,0': 6,
      '0,1': 2,
      '0,2': 2,
      '0,3': 2,
      '0,-1': 4,
      '1,-1': 4,
      '6,6': 3,
      '6,7': 4,
    };
    const s = position(g, d, {
      '0,1': 'p1',
      '0,-1': 'p1',
      '6,6': 'p2',
      '6,7': 'p2',
    });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '0,1', to: '0,0' }, { from: '0,-1', to: '1,-1' });
    expect(act(g, s, { use: 6, do: 'add', at: '0,4' })).toBe('column x=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { use: 6, do: 'add', at: '0,-2' })).toBe('column x=0 already holds 5 dice (pond.maxDicePerLine: 5)');
    expect(act(g, s, { use: 6, do: 'add', at: '0,2' })).toBe('there is already a die on 0,2');
    expect(act(g, s, { use: 6, do: 'add', at: '1,1' })).toBeNull();
  });

  it('six power, add: a line that held 5 dice takes a new one once one of them has sunk', () => {
    const d = {
      '0,0': 6,
      '1,0': 1,
      '2,0': 3,
      '3,0': 3,
      '4,0': 3,
      '0,1': 4,
      '0,2': 4,
      '6,6': 3,
      '6,7': 4,
    };
    const s = position(g, d, {
      '2,0': 'p1',
      '0,1': 'p1',
      '6,6': 'p2',
      '6,7': 'p2',
    });
    play(g, s, { roll: [1, 1, 1, 6] }, { from: '2,0', to: '1,0' }, { from: '0,1', to: '0,0' });
    // The 1s: 1,0 drops below 1 with p1's pawn on it.
    play(g, s, { use: 1, do: 'lower' });
    expect(pawns(g, s)).toEqual({ '0,0': 'p1', '6,6': 'p2', '6,7': 'p2' });
    expect(act(g, s, { use: 6, do: 'add', at: '5,0' })).toBeNull();
    expect(dice(g, s)['5,0']).toBe(1);
  });
});

describe('audit: end of the game', () => {
  it('toMove none and every action refused after a win', () => {
    const s = position(g, { '0,0': 3, '1,0': 1, '3,0': 4, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(g, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(toMove(g, s)).toBe('none');
    expect(act(g, s, { roll: [1, 1] })).toBe('the game is over: p2 won: the last side with pawns on the pond');
  });

  it("mover-loses only decides a simultaneous sinking: a lowering that sinks just the opponent's last pawn still wins for the mover", () => {
    const ml = gameOf({ elimination: { simultaneous: 'mover-loses' } });
    const s = position(ml, { '0,0': 3, '1,0': 2, '3,0': 1, '4,0': 4 }, { '0,0': 'p1', '3,0': 'p2' });
    play(ml, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(ml, s)).toBe('p1');
  });
});

describe('audit: four players', () => {
  it("the team uses both players' groups lowest value first, whoever rolled them", () => {
    const pond = {
      '0,0': 2,
      '1,0': 4,
      '0,1': 4,
      '1,1': 2,
      '3,0': 3,
      '4,0': 4,
      '3,1': 5,
      '4,1': 6,
    };
    const s = position(g4, pond, {
      '0,0': 'p1',
      '3,0': 'p2',
      '0,1': 'p3',
      '3,1': 'p4',
    });
    play(g4, s, { roll: [4, 5, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(g4.view(s).info).toMatchObject({
      current: 2,
      rolls: { p1: [4, 5], p3: [2, 6] },
    });
    expect(act(g4, s, { use: 4, do: 'raise', at: '1,0' })).toBe('the 2s come first: the rolled dice are used lowest value first');
    expect(act(g4, s, { use: 4, do: 'raise', at: '1,0', by: 'p3' })).toBe('p3 has no 4 to use (left to use: 2 6)');
    play(g4, s, { use: 2, do: 'raise' });
    expect(dice(g4, s)['1,1']).toBe(3);
    expect(g4.view(s).info.current).toBe(4);
    play(g4, s, { use: 4, do: 'raise' });
    expect(dice(g4, s)['1,0']).toBe(5);
  });

  it("one player's group can remove the match of the teammate's group of the same value: it is then discarded", () => {
    const pond = {
      '0,0': 2,
      '1,0': 3,
      '0,1': 4,
      '1,1': 5,
      '3,0': 3,
      '4,0': 4,
      '3,1': 5,
      '4,1': 6,
    };
    const s = position(g4, pond, {
      '0,0': 'p1',
      '3,0': 'p2',
      '0,1': 'p3',
      '3,1': 'p4',
    });
    play(g4, s, { roll: [3, 6, 3, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    play(g4, s, { use: 3, do: 'lower', by: 'p1' });
    expect(events(g4, s)).toEqual(expect.arrayContaining(["p3's 3 is discarded: no white die shows 3"]));
    expect(g4.view(s).info).toMatchObject({ current: 6 });
  });

  it("six power belongs to the roller: p1's pawn on a 6 does not give p3's 6 the power; p3's doubles lower p1's 6", () => {
    const pond = {
      '0,0': 5,
      '1,0': 6,
      '0,1': 5,
      '1,1': 6,
      '3,0': 3,
      '4,0': 4,
      '3,1': 6,
      '4,1': 2,
    };
    const s = position(g4, pond, {
      '0,0': 'p1',
      '3,0': 'p2',
      '0,1': 'p3',
      '3,1': 'p4',
    });
    play(g4, s, { roll: [1, 1, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(g4.view(s).info).toMatchObject({
      current: 6,
      rolls: { p3: [6, 6] },
    });
    play(g4, s, { use: 6, do: 'raise', at: '4,1' });
    // p3 stands on 1,1 (a 6): kept; p1's 1,0 and p4's 3,1 drop.
    expect(dice(g4, s)).toMatchObject({
      '4,1': 3,
      '1,1': 6,
      '1,0': 5,
      '3,1': 5,
    });
  });

  it('p3 alone with a 6 and a pawn elsewhere: only lowering; p1 on a 6 does not help', () => {
    const pond = {
      '0,0': 5,
      '1,0': 6,
      '0,1': 4,
      '1,1': 5,
      '3,0': 3,
      '4,0': 4,
      '3,1': 6,
      '4,1': 2,
    };
    const s = position(g4, pond, {
      '0,0': 'p1',
      '3,0': 'p2',
      '0,1': 'p3',
      '3,1': 'p4',
    });
    play(g4, s, { roll: [1, 1, 1, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(legal(g4, s)).toEqual([{ use: 6, do: 'lower' }]);
    expect(act(g4, s, { use: 6, do: 'raise', at: '4,1' })).toBe("the six power needs one of p3's pawns on a 6");
  });

  it("a team's stuck pawn sinks once its team mate has moved; the sink names the pawn's owner", () => {
    const pond = { '0,0': 4, '3,0': 2, '4,0': 5, '6,6': 5, '6,7': 5, '7,6': 5 };
    const s = position(g4, pond, {
      '0,0': 'p1',
      '6,6': 'p2',
      '3,0': 'p3',
      '6,7': 'p4',
    });
    play(g4, s, { roll: [1, 1, 2, 2] });
    expect(toMove(g4, s)).toBe('p1');
    expect(legal(g4, s)).toEqual([{ from: '3,0', to: '4,0' }]);
    play(g4, s, { from: '3,0', to: '4,0' });
    expect(events(g4, s)).toEqual(["p3's pawn moves 3,0 → 4,0", "0,0 sinks 4 → 3: p1's pawn could not move", "p1's 1 1 are discarded: no white die shows 1"]);
    expect(dice(g4, s)).toMatchObject({ '0,0': 3, '3,0': 2 });
    expect(g4.view(s).info).toMatchObject({
      current: 2,
      rolls: { p3: [2, 2] },
    });
    expect(legal(g4, s)).toEqual([{ use: 2, do: 'lower' }]);
  });

  it('the last pawns of both teams sinking in one lowering is a draw; mover-loses gives it to the other team', () => {
    const pond = { '0,0': 3, '1,0': 1, '3,0': 1, '4,0': 4, '6,6': 2, '6,7': 2 };
    const pw = { '0,0': 'p1', '3,0': 'p2' };
    const s = position(g4, pond, pw, { toMove: 'p1' });
    play(g4, s, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(g4, s)).toBe('draw');
    expect(toMove(g4, s)).toBe('none');
    const ml = gameOf({
      ...FOUR_PLAYERS,
      elimination: { simultaneous: 'mover-loses' },
    });
    const t = position(ml, pond, pw, { toMove: 'p1' });
    play(ml, t, { roll: [1, 2] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(ml, t)).toBe('B');
  });
});

describe('audit fixes: who starts', () => {
  // teams listed B first: placement follows `players` (p1 first), play follows `teams` (B first).
  const reversed = gameOf({
    ...FOUR_PLAYERS,
    teams: [
      { name: 'B', players: ['p2', 'p4'] },
      { name: 'A', players: ['p1', 'p3'] },
    ],
    dice: { white: { 6: 1, 1: 4 }, whiteTotal: 5 },
  });

  it('p1 places the first dice and the first pawn, but the first team listed in teams takes the first turn', () => {
    const s = reversed.start(0);
    const placers: string[] = [];
    for (const at of ['1,0', '2,0', '3,0', '4,0']) {
      placers.push(toMove(reversed, s));
      play(reversed, s, { place: 1, at });
    }
    expect(placers).toEqual(['p1', 'p1', 'p2', 'p2']);
    const pawners: string[] = [];
    for (const pawn of ['0,0', '1,0', '2,0', '3,0']) {
      pawners.push(toMove(reversed, s));
      play(reversed, s, { pawn });
    }
    expect(pawners).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(reversed.view(s).info).toMatchObject({ phase: 'play', team: 'B' });
    expect(events(reversed, s)).toContain('turn 1: team B to roll');
  });

  it("the schema's descriptions say so: players order builds the pond, teams order plays", () => {
    const schema = JSON.parse(readFileSync(new URL('../../../src/engine/dice-pond/ruleset.schema.json', import.meta.url), 'utf8'));
    const d = (path: string[]): string => path.reduce((o, k) => o.properties[k], schema).description;
    expect(d(['players'])).not.toContain('takes the first turn of play');
    expect(d(['players'])).toContain('With `teams`, play follows the order of `teams` instead (the first team listed takes the first turn');
    expect(d(['teams'])).toContain('the first team listed takes the first turn (building the pond still follows the order of `players`)');
    expect(d(['placement', 'order'])).toContain('the players in the order of `players` (not of `teams`)');
    expect(d(['pawnPlacement', 'order'])).toContain('the players in the order of `players` (not of `teams`)');
  });
});

describe('audit fixes: a setup without pawns', () => {
  const problems = (game: typeof g, spec: Record<string, unknown>) => {
    const s = game.setup(spec, 0);
    return isSetupProblems(s) ? s : [];
  };

  it('phase: play with no pawns at all is refused, saying what is expected (it used to be a draw "the last pawns … sank")', () => {
    expect(problems(g, { phase: 'play', dice: [{ at: '0,0', value: 5 }] })).toEqual([
      { path: ['pawns'], message: 'phase: play needs pawns on the pond, but the setup lists none; expected each side\'s pawns on dice, e.g. { at: "0,0", owner: p1 } (or phase: pawns to place them in turn)' },
    ]);
    expect(problems(g4, { phase: 'play', dice: [{ at: '2,1', value: 5 }], toMove: 'p2' })).toEqual([
      { path: ['pawns'], message: 'phase: play needs pawns on the pond, but the setup lists none; expected each side\'s pawns on dice, e.g. { at: "2,1", owner: p1 } (or phase: pawns to place them in turn)' },
    ]);
  });

  it('toMove naming a player whose side has no pawns is refused (the team is named only in team games)', () => {
    const spec = (owner: string, toMove: string) => ({ dice: [{ at: '0,0', value: 3 }], pawns: [{ at: '0,0', owner }], toMove });
    expect(problems(g, spec('p1', 'p2'))).toEqual([{ path: ['toMove'], message: 'p2 has no pawns on the pond, so cannot take the turn; expected a player with pawns' }]);
    expect(problems(g4, spec('p2', 'p1'))).toEqual([{ path: ['toMove'], message: 'p1 has no pawns on the pond (nor has team A), so cannot take the turn; expected a player with pawns' }]);
    expect(problems(g4, spec('p3', 'p1'))).toEqual([]);
  });

  it('phase: pawns with no dice is refused: pawns need dice to stand on', () => {
    expect(problems(g, { phase: 'pawns' })).toEqual([{ path: ['dice'], message: 'pawns are placed on dice, but the setup lists none; expected the pond\'s dice (e.g. { at: "0,0", value: 6 })' }]);
  });

  it('a setup in which one side has no pawns is decided at once, and the reason says that side has none', () => {
    const s = position(g, { '0,0': 3, '1,0': 4 }, { '0,0': 'p1' });
    expect(winner(g, s)).toBe('p1');
    expect(toMove(g, s)).toBe('none');
    expect(g.outcome(s)?.reason).toBe('p1 won: p2 has no pawns on the pond at the start, so only p1 can play');
    expect(act(g, s, { roll: [1, 2] })).toBe('the game is over: p1 won: p2 has no pawns on the pond at the start, so only p1 can play');
    const t = position(g4, { '0,0': 3, '1,0': 4 }, { '0,0': 'p2', '1,0': 'p4' });
    expect(g4.outcome(t)).toEqual({ winner: 'B', reason: 'B won: team A has no pawns on the pond at the start, so only team B can play' });
    // Three sides, one with pawns.
    const three = gameOf({ players: ['p1', 'p2', 'p3'], pawnsPerPlayer: 1, dice: { blue: 2 } });
    const u = position(three, { '0,0': 3 }, { '0,0': 'p3' });
    expect(three.outcome(u)?.reason).toBe('p3 won: p1 and p2 have no pawns on the pond at the start, so only p3 can play');
    // Serialized and read back, the reason stays.
    expect(g.outcome(g.deserialize(JSON.parse(JSON.stringify(g.serialize(s)))))?.reason).toBe('p1 won: p2 has no pawns on the pond at the start, so only p1 can play');
  });

  it('in play, the last side with pawns still wins as before', () => {
    const s = position(g, { '0,0': 1, '5,5': 4, '5,6': 4 }, { '0,0': 'p1', '5,5': 'p2' });
    play(g, s, { roll: [3, 4] });
    expect(g.outcome(s)?.reason).toBe('p2 won: the last side with pawns on the pond');
  });
});

describe('audit fixes: what is expected while resolving lists only what is possible', () => {
  /** p1 on 0,0 and 0,1 → moves to 1,0 and 1,1; p2 far away. */
  const resolving = (game: typeof g, d: Record<string, number>, roll: number[]) => {
    const s = position(game, { '0,0': 5, '0,1': 5, '6,6': 4, '6,7': 4, ...d }, { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' });
    play(game, s, { roll }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    return s;
  };

  it('a 2 with p1 on a 2: lower, or raise that die (no add)', () => {
    const s = resolving(g, { '1,0': 2, '1,1': 4 }, [2, 3, 6, 6]);
    expect(act(g, s, { from: '1,1', to: '0,1' })).toBe('no pawn moves now: p1 must use the 2s now ({ use: 2, do: lower } or { use: 2, do: raise, at: "1,0" })');
  });

  it('a 4 with no pawn of p1 on a 4: only lower', () => {
    const s = resolving(g, { '1,0': 2, '1,1': 3, '2,0': 4 }, [4, 4, 6, 6]);
    expect(act(g, s, { roll: [1, 1, 1, 1] })).toBe('no roll is due: p1 must use the 4s now ({ use: 4, do: lower })');
  });

  it('both pawns on a 3: a raise of either', () => {
    const s = resolving(g, { '1,0': 3, '1,1': 3 }, [3, 4, 6, 6]);
    expect(act(g, s, { pawn: '1,0' })).toBe('no pawn is placed now: p1 must use the 3s now ({ use: 3, do: lower } or { use: 3, do: raise, at: "1,0" } or { use: 3, do: raise, at: "1,1" })');
  });

  it('6s with a pawn on a 6: the six power raise and add; without the pawn on a 6, only lower; sixPower switches drop their form', () => {
    const s = resolving(g, { '1,0': 6, '1,1': 2 }, [1, 1, 6, 6]);
    expect(act(g, s, { place: 1, at: '2,0' })).toBe(
      'no dice are placed now: p1 must use the 6s now ({ use: 6, do: lower } or { use: 6, do: raise, at: "x,y" } (six power: any die below 6) or { use: 6, do: add, at: "x,y" } (six power: a new die on an empty square next to the pond))',
    );
    const noAdd = gameOf({ sixPower: { add: 'never' } });
    const t = resolving(noAdd, { '1,0': 6, '1,1': 2 }, [1, 1, 6, 6]);
    expect(act(noAdd, t, { place: 1, at: '2,0' })).toBe('no dice are placed now: p1 must use the 6s now ({ use: 6, do: lower } or { use: 6, do: raise, at: "x,y" } (six power: any die below 6))');
    const noRaise = gameOf({ sixPower: { raise: false } });
    const u = resolving(noRaise, { '1,0': 6, '1,1': 2 }, [1, 1, 6, 6]);
    expect(act(noRaise, u, { place: 1, at: '2,0' })).toBe('no dice are placed now: p1 must use the 6s now ({ use: 6, do: lower } or { use: 6, do: add, at: "x,y" } (six power: a new die on an empty square next to the pond))');
    const v = resolving(g, { '1,0': 5, '1,1': 2, '2,0': 6 }, [1, 1, 6, 6]);
    expect(act(g, v, { place: 1, at: '3,0' })).toBe('no dice are placed now: p1 must use the 6s now ({ use: 6, do: lower })');
  });

  it('the listed forms are exactly the legal ones (sampled over random games)', () => {
    const seen = new Set<string>();
    for (const game of [g, g4]) {
      for (let seed = 0; seed < 30; seed++) {
        const s = game.start(seed);
        const rng = Rng.seeded(seed + 100);
        const buf = new Int32Array(game.maxActions);
        while (game.toMove(s) !== NOBODY) {
          const info = game.view(s).info as { phase: string; current?: number };
          if (info.phase === 'play' && (info.current ?? 0) > 0) {
            const text = act(game, game.clone(s), { place: 1, at: '0,0' })!;
            // A raise by the 6s is the six power's (a 6 itself cannot be raised).
            const kinds = new Set(legal(game, s).map((a) => `${a.do}${a.do === 'raise' && a.use === 6 ? '-six' : ''}`));
            expect(text.includes('do: lower }'), text).toBe(kinds.has('lower'));
            expect(text.includes('do: raise, at: "x,y" } (six power'), text).toBe(kinds.has('raise-six'));
            expect(/do: raise, at: "-?\d/.test(text), text).toBe(kinds.has('raise'));
            expect(text.includes('do: add'), text).toBe(kinds.has('add'));
            for (const k of kinds) seen.add(k);
          }
          const who = game.toMove(s);
          game.apply(s, who === CHANCE ? game.sampleChance(s) : buf[rng.below(game.legalActions(s, buf))]!);
        }
      }
    }
    expect([...seen].sort()).toEqual(['add', 'lower', 'raise', 'raise-six']);
  });
});

describe('audit fixes: a top-value raise without at:', () => {
  const pond = { '0,0': 5, '0,1': 5, '1,0': 6, '1,1': 2, '6,6': 3, '6,7': 4 };
  const pw = { '0,0': 'p1', '0,1': 'p1', '6,6': 'p2', '6,7': 'p2' };

  it('with p1 on a 6 it asks which die the six power raises (it used to raise p1\'s own 6 and refuse that)', () => {
    const s = position(g, pond, pw);
    play(g, s, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 2, do: 'lower' });
    expect(act(g, s, { use: 6, do: 'raise' })).toBe('say which die the six power raises: { use: 6, do: raise, at: "x,y" } (any die below 6; a die showing 6, the top value, cannot be raised)');
    expect(act(g, s, { use: 6, do: 'raise', at: '1,0' })).toBe('the die at 1,0 shows 6, the top value: it cannot be raised');
    expect(act(g, s, { use: 6, do: 'raise', at: '6,6' })).toBeNull();
  });

  it('without a pawn on a 6 it says both ways are closed', () => {
    const s = position(g, { ...pond, '1,0': 4, '2,0': 6 }, pw);
    play(g, s, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 2, do: 'lower' });
    expect(act(g, s, { use: 6, do: 'raise' })).toBe("a die showing 6 (the top value) cannot be raised, and the six power, which raises another die, needs one of p1's pawns on a 6");
    const noRaise = gameOf({ sixPower: { raise: false } });
    const t = position(noRaise, pond, pw);
    play(noRaise, t, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 2, do: 'lower' });
    expect(act(noRaise, t, { use: 6, do: 'raise' })).toBe('a die showing 6 (the top value) cannot be raised, and the six power cannot raise other dice in this ruleset (sixPower.raise: false)');
  });

  it('below the top value, at: may still be left out for the one own pawn on that value', () => {
    const s = position(g, pond, pw);
    play(g, s, { roll: [1, 1, 2, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 2, do: 'raise' });
    expect(dice(g, s)['1,1']).toBe(3);
  });

  it('in a team game, p3 on a 6 is asked for at: too', () => {
    const s = position(g4, { '0,0': 5, '1,0': 4, '0,1': 5, '1,1': 6, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 2 }, { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' });
    play(g4, s, { roll: [1, 1, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' });
    expect(act(g4, s, { use: 6, do: 'raise' })).toBe('say which die the six power raises: { use: 6, do: raise, at: "x,y" } (any die below 6; a die showing 6, the top value, cannot be raised)');
  });
});

describe('audit fixes: the roll of a team', () => {
  it("lists each roller's dice in players order, 2 each; the scenario schema says so", () => {
    const s = position(g4, { '0,0': 2, '1,0': 4, '0,1': 4, '1,1': 2, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 6 }, { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' });
    expect(act(g4, s, { roll: [4, 5, 2] })).toBe('team A rolls 4 blue dice now (p1: 2 for 1 pawn, p3: 2 for 1 pawn, listed in this order); this roll lists 3');
    play(g4, s, { roll: [5, 4, 6, 2] });
    expect(g4.view(s).info).toMatchObject({ rolls: { p1: [4, 5], p3: [2, 6] } });
    const schema = JSON.parse(readFileSync(new URL('../../../schemas/scenario.schema.json', import.meta.url), 'utf8'));
    const roll = schema.definitions.action.properties.roll.description as string;
    expect(roll).toContain("team A's [4, 5, 2, 6] is p1's 4 5, then p3's 2 6 (one pawn each, so 2 dice each)");
  });

  it('a team mate who is out rolls none: the list holds the other\'s 2', () => {
    const s = position(g4, { '0,0': 2, '1,0': 4, '3,0': 3, '4,0': 4, '3,1': 5, '4,1': 6 }, { '0,0': 'p3', '3,0': 'p2', '3,1': 'p4' }, { toMove: 'p3' });
    expect(act(g4, s, { roll: [1, 2, 3, 4] })).toBe('team A rolls 2 blue dice now (p3: 2 for 1 pawn, listed in this order); this roll lists 4');
    play(g4, s, { roll: [3, 1] });
    expect(g4.view(s).info).toMatchObject({ rolls: { p3: [1, 3] } });
  });
});

describe('audit fixes: a roll drawn from the seed shows once in the replay', () => {
  const run = (text: string) => {
    const loaded = loadScenario(text, 'sc.yaml', resolver);
    if (!loaded.ok) throw new Error(loaded.diagnostics.map((d) => d.message).join('\n'));
    return runScenario(loaded);
  };

  it('two players: one "p1 rolls … (drawn from the seed)" event, no second roll line', () => {
    const r = run(
      [
        'ruleset: dice-cubes',
        'seed: 3',
        'setup:',
        '  toMove: p1',
        '  dice: [{ at: "0,0", value: 3 }, { at: "1,0", value: 3 }, { at: "5,5", value: 3 }, { at: "5,6", value: 3 }]',
        '  pawns: [{ at: "0,0", owner: p1 }, { at: "5,5", owner: p2 }]',
        'actions:',
        '  - { from: "0,0", to: "1,0" }',
        '  - { roll: [3, 3] }',
      ].join('\n'),
    );
    const [first, second] = r.steps;
    const rolls = first!.events.filter((e) => e.kind === 'roll').map((e) => e.text);
    expect(rolls).toHaveLength(1);
    expect(rolls[0]).toMatch(/^p1 rolls \d \d \(drawn from the seed\)$/);
    expect(first!.events[0]!.text).toBe(rolls[0]);
    // A roll the scenario fixes is the action itself: no "drawn" mark.
    expect(second!.events.filter((e) => e.kind === 'roll').map((e) => e.text)).toEqual(['p2 rolls 3 3']);
  });

  it("a team: one line per roller, each marked", () => {
    const r = run(
      [
        'ruleset: dice-cubes-4p',
        'seed: 1',
        'setup:',
        '  toMove: p1',
        '  dice: [{ at: "0,0", value: 2 }, { at: "1,0", value: 4 }, { at: "0,1", value: 4 }, { at: "1,1", value: 2 }, { at: "3,0", value: 3 }, { at: "4,0", value: 4 }, { at: "3,1", value: 5 }, { at: "4,1", value: 6 }]',
        '  pawns: [{ at: "0,0", owner: p1 }, { at: "3,0", owner: p2 }, { at: "0,1", owner: p3 }, { at: "3,1", owner: p4 }]',
        'actions:',
        '  - { from: "0,0", to: "1,0" }',
      ].join('\n'),
    );
    const rolls = r.steps[0]!.events.filter((e) => e.kind === 'roll').map((e) => e.text);
    expect(rolls).toHaveLength(2);
    expect(rolls[0]).toMatch(/^p1 rolls \d \d \(drawn from the seed\)$/);
    expect(rolls[1]).toMatch(/^p3 rolls \d \d \(drawn from the seed\)$/);
  });
});

describe('audit fixes: teamPlay.outPlayerGroups describes its default and keep', () => {
  it('quotes the text behind discard and says what keep does', () => {
    const schema = JSON.parse(readFileSync(new URL('../../../src/engine/dice-pond/ruleset.schema.json', import.meta.url), 'utf8'));
    const d = schema.properties.teamPlay.properties.outPlayerGroups;
    expect(d.default).toBe('discard');
    expect(d.description).toContain('"each player only rolls for their pawn"');
    expect(d.description).toContain('`keep`: the team still uses them in value order with the rest');
  });

  it('keep: the out player\'s later group can only lower', () => {
    const keep = gameOf({ ...FOUR_PLAYERS, teamPlay: { outPlayerGroups: 'keep' } });
    // p1 on a 1 lowers the 1s and sinks itself; p1's 3 is then the team's to use, by lowering only.
    const s = position(keep, { '0,0': 2, '1,0': 1, '0,1': 4, '1,1': 3, '2,1': 3, '5,5': 4, '5,6': 4 }, { '0,0': 'p1', '0,1': 'p3', '5,5': 'p2', '5,6': 'p4' }, { toMove: 'p1' });
    play(keep, s, { roll: [1, 3, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 1, do: 'lower' });
    expect(pawns(keep, s)).toEqual({ '1,1': 'p3', '5,5': 'p2', '5,6': 'p4' });
    expect(keep.view(s).info).toMatchObject({ current: 3 });
    expect(legal(keep, s)).toEqual([{ use: 3, do: 'lower' }]);
    expect(act(keep, s, { use: 3, do: 'raise', at: '1,1' })).toBe("the die at 1,1 is not under one of p1's pawns: only the six power (a group of 6s with your pawn on a 6) raises other dice");
    const d = position(g4, { '0,0': 2, '1,0': 1, '0,1': 4, '1,1': 3, '2,1': 3, '5,5': 4, '5,6': 4 }, { '0,0': 'p1', '0,1': 'p3', '5,5': 'p2', '5,6': 'p4' }, { toMove: 'p1' });
    play(g4, d, { roll: [1, 3, 6, 6] }, { from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }, { use: 1, do: 'lower' });
    expect(events(g4, d)).toEqual(expect.arrayContaining(['p1 is out: its 3 is discarded (teamPlay.outPlayerGroups: discard)']));
  });
});
