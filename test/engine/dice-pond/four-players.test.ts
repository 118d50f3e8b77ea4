/** Four players in two teams (rules.md §3, 4 players; ruleset dice-cubes-4p). */
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/engine/game';
import { act, dice, legal, pawns, play, position, shipped, toMove, winner } from './helpers';

const g = shipped('dice-cubes-4p');
const pond = { '0,0': 2, '1,0': 3, '0,1': 4, '1,1': 5, '3,0': 3, '4,0': 4, '3,1': 3, '4,1': 2 };
const four = { '0,0': 'p1', '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' };

describe('four players', () => {
  it('dice placement goes p1, p2, p3, p4; pawns too, one each', () => {
    const s = g.start(0);
    const order = [];
    for (let i = 1; i <= 4; i++) {
      order.push(toMove(g, s));
      play(g, s, { place: 2, at: `${i},0` }, { place: 3, at: `${i},1` });
    }
    expect(order).toEqual(['p1', 'p2', 'p3', 'p4']);
    const p = position(g, pond, {}, { phase: 'pawns' });
    const pawnOrder = [];
    for (const sq of ['0,0', '3,0', '0,1', '3,1']) {
      pawnOrder.push(toMove(g, p));
      play(g, p, { pawn: sq });
    }
    expect(pawnOrder).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(pawns(g, p)).toEqual(four);
    expect(g.view(p).info.team).toBe('A');
  });

  it('a team rolls once for all its players: each rolls 2 dice for its pawn (21 × 21 outcomes)', () => {
    const s = position(g, pond, four);
    expect(g.toMove(s)).toBe(CHANCE);
    expect(legal(g, s)).toHaveLength(441);
    expect(act(g, s, { roll: [1, 2] })).toBe('team A rolls 4 blue dice now (p1: 2 for 1 pawn, p3: 2 for 1 pawn, listed in this order); this roll lists 2');
    expect(g.notation(s, g.sampleChance(g.clone(s)))).toMatch(/^roll p1: \d \d, p3: \d \d$/);
    play(g, s, { roll: [6, 2, 5, 1] });
    expect(g.view(s).info.rolls).toEqual({ p1: [2, 6], p3: [1, 5] });
  });

  it("a team roll's probability is the product of its players' rolls; over all 441 outcomes they add up to 1", () => {
    const s = position(g, pond, four);
    const buf = new Int32Array(g.maxActions);
    const n = g.legalActions(s, buf);
    const p = (a: number) => g.chanceProbability(s, a);
    expect(Array.from(buf.subarray(0, n)).reduce((sum, a) => sum + p(a), 0)).toBeCloseTo(1, 12);
    const probabilityOf = (roll: number[]) => p(buf.subarray(0, n).find((a) => (g.formatAction(s, a).roll as number[]).join() === roll.join())!);
    expect(probabilityOf([1, 1, 1, 2])).toBeCloseTo((1 / 36) * (2 / 36), 12);
    expect(probabilityOf([3, 4, 6, 6])).toBeCloseTo((2 / 36) * (1 / 36), 12);
  });

  it('the team moves both pawns in the order it likes, then uses the groups lowest first; the lead player is shown to move', () => {
    const s = position(g, pond, four);
    play(g, s, { roll: [5, 3, 6, 3] });
    expect(toMove(g, s)).toBe('p1');
    expect(legal(g, s)).toEqual(expect.arrayContaining([{ from: '0,0', to: '1,0' }, { from: '0,1', to: '1,1' }]));
    expect(act(g, s, { from: '3,0', to: '4,0' })).toBe("the pawn on 3,0 is p2's; it is team A's turn");
    play(g, s, { from: '0,1', to: '1,1' }, { from: '0,0', to: '1,0' });
    expect(g.view(s).info).toMatchObject({ step: 'resolve', current: 3, roll: [3, 3, 5, 6] });
  });

  it('"your pawn" is the pawn of the player who rolled that die', () => {
    const s = position(g, pond, four);
    play(g, s, { roll: [5, 3, 6, 3] }, { from: '0,1', to: '1,1' }, { from: '0,0', to: '1,0' });
    play(g, s, { use: 3, do: 'raise', at: '1,0' }, { use: 3, do: 'lower' });
    expect(act(g, s, { use: 5, do: 'raise', at: '1,1' })).toBe("the die at 1,1 is not under one of p1's pawns: only the six power (a group of 6s with your pawn on a 6) raises other dice");
    expect(act(g, s, { use: 5, do: 'raise', at: '1,1', by: 'p3' })).toBe('p3 has no 5 to use (left to use: 6)');
    play(g, s, { use: 5, do: 'lower' });
    expect(dice(g, s)).toMatchObject({ '1,0': 4, '1,1': 4, '3,0': 2, '3,1': 2 });
    expect(g.toMove(s)).toBe(CHANCE);
    expect(g.view(s).info.team).toBe('B');
  });

  it('a player who is out no longer rolls; the team plays on with the other; the lead passes', () => {
    const s = position(g, pond, { '3,0': 'p2', '0,1': 'p3', '3,1': 'p4' }, { toMove: 'p1' });
    expect(g.view(s).info.team).toBe('A');
    expect(legal(g, s)).toHaveLength(21);
    play(g, s, { roll: [6, 6] });
    expect(toMove(g, s)).toBe('p3');
  });

  it('the last team with pawns wins', () => {
    const s = position(g, { '0,0': 3, '1,0': 2, '3,0': 1, '4,0': 4, '3,1': 1, '4,1': 4 }, { '0,0': 'p1', '3,0': 'p2', '3,1': 'p4' }, { toMove: 'p1' });
    play(g, s, { roll: [1, 1] }, { from: '0,0', to: '1,0' }, { use: 1, do: 'lower' });
    expect(winner(g, s)).toBe('A');
    expect(g.outcome(s)?.reason).toBe('A won: the last side with pawns on the pond');
  });
});
