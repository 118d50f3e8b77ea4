import { describe, expect, it } from 'vitest';
import type { BotSpec } from '../../../src/engine/bots/bot';
import { botSeed } from '../../../src/engine/selfplay/play';
import { runGames } from '../../../src/engine/selfplay/run';
import { shippedGame } from '../../support/rulesets';
import { nim } from '../bots/nim';

const game = nim({ heap: 21, chance: true, plyLimit: 30 });
const bots: BotSpec[] = [{ kind: 'greedy' }, { kind: 'random' }];

describe('a self-play run over seeds', () => {
  it('plays game g with seed base + g, and with swap each seed again with the seats exchanged', () => {
    const records = runGames(game, { bots, seed: 100, to: 3, swap: true });
    expect(records.map((r) => [r.seed, r.swapped, r.bots.join(' v ')])).toEqual([
      [100, false, 'greedy v random'],
      [100, true, 'random v greedy'],
      [101, false, 'greedy v random'],
      [101, true, 'random v greedy'],
      [102, false, 'greedy v random'],
      [102, true, 'random v greedy'],
    ]);
  });

  it('gives every game the same record whatever range it is played in', () => {
    const whole = runGames(game, { bots, seed: 5, to: 12, swap: true, keepActions: true });
    const parts = [
      ...runGames(game, { bots, seed: 5, from: 0, to: 4, swap: true, keepActions: true }),
      ...runGames(game, { bots, seed: 5, from: 4, to: 12, swap: true, keepActions: true }),
    ];
    expect(parts).toEqual(whole);
    // The games differ from each other: the test compares something.
    expect(new Set(whole.map((r) => r.actions!.join())).size).toBeGreaterThan(12);
  });

  it('splits a shipped ruleset between MCTS and random the same way', () => {
    const units = shippedGame('units-v1.2');
    const duel: BotSpec[] = [{ kind: 'mcts', iterations: 10, rolloutPlies: 2 }, { kind: 'random' }];
    const whole = runGames(units, { bots: duel, seed: 40, to: 3, swap: true, keepActions: true });
    const parts = [1, 2, 3].flatMap((to) =>
      runGames(units, { bots: duel, seed: 40, from: to - 1, to, swap: true, keepActions: true }),
    );
    expect(parts).toEqual(whole);
  });

  it('gives each seat of each game its own bot generator', () => {
    const seeds = new Set<number>();
    for (let seed = 0; seed < 50; seed++)
      for (const seat of [0, 1, 2, 3]) for (const swapped of [false, true]) seeds.add(botSeed(seed, seat, swapped));
    expect(seeds.size).toBe(400);
  });
});
