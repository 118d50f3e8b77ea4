import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../../src/engine/selfplay/record';
import { report } from '../../../src/engine/selfplay/report';
import { tally } from '../../../src/engine/selfplay/tally';

function record(fields: Partial<GameRecord>): GameRecord {
  return {
    seed: 1,
    swapped: false,
    bots: ['mcts', 'random'],
    firstMover: 'south',
    winner: 'draw',
    code: 'ply-limit',
    returns: {},
    plies: 0,
    positions: 0,
    branchingSum: 0,
    branchingMax: 0,
    decisions: 0,
    captures: 0,
    ...fields,
  };
}

const duel = { winners: ['south', 'north'], players: ['south', 'north'] };

// Four crafted games: mcts against random, seeds 1 and 2, each played again with the seats swapped.
const games: GameRecord[] = [
  record({
    seed: 1,
    winner: 'south',
    code: 'no-units',
    plies: 40,
    positions: 40,
    branchingSum: 800,
    branchingMax: 30,
    decisions: 38,
    captures: 5,
  }),
  record({
    seed: 1,
    swapped: true,
    bots: ['random', 'mcts'],
    winner: 'north',
    code: 'no-units',
    plies: 60,
    positions: 60,
    branchingSum: 900,
    branchingMax: 25,
    decisions: 60,
    captures: 7,
  }),
  record({
    seed: 2,
    winner: 'draw',
    code: 'ply-limit',
    plies: 200,
    positions: 200,
    branchingSum: 3000,
    branchingMax: 36,
    decisions: 190,
    captures: 2,
  }),
  record({
    seed: 2,
    swapped: true,
    bots: ['random', 'mcts'],
    winner: 'south',
    code: 'no-units',
    plies: 40,
    positions: 40,
    branchingSum: 600,
    branchingMax: 20,
    decisions: 40,
    captures: 6,
  }),
];

// Wilson 95% bounds, from mpmath at 25 digits: 2/4 → [0.1500389891521495, 0.8499610108478505];
// 1/4 → [0.04558726080970056, 0.6993581574175981]; 1/3 → [0.06149194472039623, 0.7923403991979523].
const TWO_OF_FOUR = {
  p: 0.5,
  lo: expect.closeTo(0.1500389891521495, 12) as number,
  hi: expect.closeTo(0.8499610108478505, 12) as number,
};
const ONE_OF_FOUR = {
  p: 0.25,
  lo: expect.closeTo(0.04558726080970056, 12) as number,
  hi: expect.closeTo(0.6993581574175981, 12) as number,
};
const ONE_OF_THREE = {
  p: 1 / 3,
  lo: expect.closeTo(0.06149194472039623, 12) as number,
  hi: expect.closeTo(0.7923403991979523, 12) as number,
};

describe('the tally of a run', () => {
  it('adds up the crafted games', () => {
    expect(tally(duel, games)).toEqual({
      seats: ['south', 'north'],
      sides: ['south', 'north'],
      games: 4,
      draws: 1,
      wins: { south: 2, north: 1 },
      // mcts won game 1 (as south) and game 2 (as north); random won game 4 (as south).
      bots: { mcts: { games: 4, wins: 2 }, random: { games: 4, wins: 1 } },
      firstMover: { games: 4, wins: 2 },
      endCodes: { 'no-units': 3, 'ply-limit': 1 },
      lengths: { 40: 2, 60: 1, 200: 1 },
      positions: 340,
      branchingSum: 5300,
      branchingMax: 36,
      decisions: 328,
      captures: 20,
    });
  });
});

describe('the balance report', () => {
  const r = report(tally(duel, games));

  it('gives wins, draws and win rates with Wilson intervals', () => {
    expect(r.games).toBe(4);
    expect(r.wins).toEqual({ south: 2, north: 1 });
    expect(r.draws).toBe(1);
    expect(r.winRate).toEqual({ south: TWO_OF_FOUR, north: ONE_OF_FOUR });
    expect(r.drawRate).toEqual(ONE_OF_FOUR);
  });

  it('gives the first mover its win rate and its edge over an even share of the decided games', () => {
    // South moved first every game and won 2 of 4; an even share of the 3 decided games is 3/4 / 2.
    expect(r.firstMover).toEqual({ winRate: TWO_OF_FOUR, advantage: 0.5 - 0.375 });
  });

  it('gives balance, timeouts and completion', () => {
    expect(r.balance).toBe(1 - (0.5 - 0.25));
    expect(r.timeouts).toEqual({ games: 1, rate: ONE_OF_FOUR });
    expect(r.completion).toBe(0.75);
  });

  it('describes game length: mean, median, p90, histogram', () => {
    // 40, 40, 60, 200: mean 85, median (40 + 60) / 2, p90 the 4th of 4 (nearest rank ⌈3.6⌉).
    expect(r.length).toMatchObject({ mean: 85, median: 50, p90: 200 });
    // 40 … 200 is 161 values; 20 bars of width ⌈161/20⌉ = 9: 40–48 holds two games, 58–66 one, 193–201 one.
    const filled = r.length.histogram.filter((b) => b.count > 0);
    expect(filled).toEqual([
      { from: 40, to: 48, count: 2 },
      { from: 58, to: 66, count: 1 },
      { from: 193, to: 201, count: 1 },
    ]);
    expect(r.length.histogram).toHaveLength(18);
  });

  it('gives branching, decision share, captures, end codes and bots', () => {
    expect(r.branching).toEqual({ mean: 5300 / 340, max: 36 });
    expect(r.decisionShare).toBe(328 / 340);
    expect(r.capturesPerGame).toBe(5);
    expect(r.endCodes).toEqual({ 'no-units': 3, 'ply-limit': 1 });
    expect(Object.keys(r.endCodes)).toEqual(['no-units', 'ply-limit']);
    expect(r.bots).toEqual({
      mcts: { games: 4, wins: 2, winRate: TWO_OF_FOUR },
      random: { games: 4, wins: 1, winRate: ONE_OF_FOUR },
    });
    expect(r.rounds).toBeUndefined();
  });

  it('reports a match per round and per side', () => {
    const match = { winners: ['A', 'B'], players: ['tombstones', 'skulls'] };
    const played = record({
      bots: ['mcts', 'random'],
      firstMover: 'A',
      winner: 'draw',
      code: 'rounds-played',
      plies: 300,
      rounds: [
        { round: 1, side: 'tombstones', winner: 'A', code: 'royal-captured' },
        { round: 2, side: 'skulls', winner: 'B', code: 'corners-held' },
        { round: 3, side: 'draw', winner: 'draw', code: 'ply-limit' },
      ],
    });
    const m = report(tally(match, [played]));
    expect(m.rounds).toEqual({
      rounds: 3,
      draws: 1,
      sides: { tombstones: ONE_OF_THREE, skulls: ONE_OF_THREE },
      winRate: { A: ONE_OF_THREE, B: ONE_OF_THREE },
      timeouts: 1,
      endCodes: { 'corners-held': 1, 'ply-limit': 1, 'royal-captured': 1 },
    });
    // A match ends by its rounds: the limit that stopped round 3 is what timeouts and completion count.
    expect(m.timeouts.games).toBe(1);
    expect(m.timeouts.rate.p).toBeCloseTo(1 / 3, 12);
    expect(m.completion).toBeCloseTo(2 / 3, 12);
    expect(m.draws).toBe(1);
  });
});
