import { describe, expect, it } from 'vitest';
import type { BotSpec } from '../../../src/engine/bots/bot';
import { report } from '../../../src/engine/selfplay/report';
import { runGames } from '../../../src/engine/selfplay/run';
import { mergeTallies, tally, type Tally } from '../../../src/engine/selfplay/tally';
import { nim } from '../bots/nim';

const game = nim({ heap: 15, chance: true, plyLimit: 12 });
const bots: BotSpec[] = [{ kind: 'greedy' }, { kind: 'random' }];
const run = (from: number, to: number) => tally(game, runGames(game, { bots, seed: 1000, from, to, swap: true }));

describe('tallies of parts of a run', () => {
  const whole = run(0, 100);

  it('merge into the tally of the whole run, whatever the split and the order', () => {
    const chunks = [
      [0, 13],
      [13, 50],
      [50, 51],
      [51, 100],
    ].map(([from, to]) => run(from, to));
    const inOrder = chunks.reduce(mergeTallies);
    const reversed = [...chunks].reverse().reduce(mergeTallies);
    expect(inOrder).toEqual(whole);
    expect(reversed).toEqual(whole);
    expect(report(reversed)).toEqual(report(whole));
    // The run is varied enough for the comparison to mean something.
    expect(whole.games).toBe(200);
    expect(Object.keys(whole.endCodes).sort()).toEqual(['last-stone', 'ply-limit']);
    expect(Object.keys(whole.lengths).length).toBeGreaterThan(5);
  });

  it('merge after a trip through JSON, as they come back from a worker', () => {
    const a = JSON.parse(JSON.stringify(run(0, 40))) as Tally;
    const b = JSON.parse(JSON.stringify(run(40, 100))) as Tally;
    expect(report(mergeTallies(a, b))).toEqual(report(whole));
  });

  it('leave their inputs untouched', () => {
    const a = run(0, 10);
    const copy = structuredClone(a);
    mergeTallies(a, run(10, 20));
    expect(a).toEqual(copy);
  });

  it('refuse to merge tallies of different games', () => {
    expect(() => mergeTallies(whole, tally({ winners: ['ann', 'bob'], players: ['first', 'second'] }, []))).toThrow(
      RangeError,
    );
  });
});

describe('a report on a few seeded games', () => {
  it('agrees with figures counted directly from the records', () => {
    const records = runGames(game, { bots, seed: 7, to: 4, swap: true });
    const r = report(tally(game, records));
    const plies = records.map((x) => x.plies).sort((a, b) => a - b);
    expect(r.games).toBe(8);
    expect(r.wins.first + r.wins.second + r.draws).toBe(8);
    expect(r.wins.first).toBe(records.filter((x) => x.winner === 'first').length);
    expect(r.timeouts.games).toBe(records.filter((x) => x.code === 'ply-limit').length);
    expect(r.length.mean).toBe(plies.reduce((a, b) => a + b, 0) / 8);
    expect(r.length.median).toBe((plies[3] + plies[4]) / 2);
    expect(r.length.p90).toBe(plies[7]); // ⌈0.9 · 8⌉ = 8th
    expect(r.capturesPerGame).toBe(records.reduce((a, x) => a + x.captures, 0) / 8);
    expect(r.branching.max).toBe(Math.max(...records.map((x) => x.branchingMax)));
    expect(r.bots.greedy.wins).toBe(
      records.filter((x) => x.winner !== 'draw' && x.bots[x.winner === 'first' ? 0 : 1] === 'greedy').length,
    );
  });
});
