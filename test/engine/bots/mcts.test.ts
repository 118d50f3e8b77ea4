import { describe, expect, it } from 'vitest';
import { mctsBot } from '../../../src/engine/bots/mcts';
import { isSetupProblems, type RoundOutcome } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { bet, nim } from './nim';

describe('the MCTS bot', () => {
  it('finds the winning Nim move (leave a multiple of 4)', () => {
    for (const [heap, take] of [
      [10, 2],
      [7, 3],
      [9, 1],
    ] as const) {
      const game = nim({ heap });
      const bot = mctsBot(game, { iterations: 3000 });
      for (let seed = 1; seed <= 3; seed++)
        expect(bot.choose(game.start(0), Rng.seeded(seed)), `heap ${heap}, seed ${seed}`).toBe(take);
    }
  });

  it('samples chance by probability with its own generator (bet: A, though the rigged state always draws a B win)', () => {
    const game = bet();
    const bot = mctsBot(game, { iterations: 400 });
    for (let seed = 1; seed <= 5; seed++) expect(bot.choose(game.start(0), Rng.seeded(seed))).toBe(0);
  });

  it('plays for its match player when the sides have swapped (round 2 of a match)', () => {
    // Round 2: ann holds `second`, bob won round 1. Heap 6 with `second` to move:
    // taking 2 leaves 4 and wins the round, drawing the match 1–1; anything else loses it 0–2.
    const game = nim({ heap: 6, match: true });
    const round1: RoundOutcome = {
      round: 1,
      side: 'second',
      winner: 'bob',
      code: 'last-stone',
      returns: { ann: -1, bob: 1 },
    };
    const s = game.setup({ heap: 6, toMove: 1, round: 2, round1 }, 0);
    if (isSetupProblems(s)) throw new Error('setup');
    expect(game.scoresFor(s, 1)).toBe('ann');
    const bot = mctsBot(game, { iterations: 3000 });
    for (let seed = 1; seed <= 3; seed++) expect(bot.choose(s, Rng.seeded(seed))).toBe(2);
  });

  it('with evaluation-cut rollouts still takes a win in one', () => {
    const game = nim({ heap: 3, chance: true });
    expect(mctsBot(game, { iterations: 200, rolloutPlies: 2 }).choose(game.start(0), Rng.seeded(1))).toBe(3);
  });

  it('chooses even with the smallest budget, and within a time budget', () => {
    const game = nim({ heap: 10 });
    expect([1, 2, 3]).toContain(mctsBot(game, { iterations: 1 }).choose(game.start(0), Rng.seeded(1)));
    const started = performance.now();
    expect([1, 2, 3]).toContain(mctsBot(game, { ms: 30 }).choose(game.start(0), Rng.seeded(1)));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('names its budget in its label', () => {
    const game = nim({ heap: 5 });
    expect(mctsBot(game).label).toBe('mcts:1000');
    expect(mctsBot(game, { iterations: 200 }).label).toBe('mcts:200');
    expect(mctsBot(game, { ms: 50, c: 1.4, rolloutPlies: 20 }).label).toBe('mcts:50ms:c=1.4:cut=20');
  });

  it('leaves the state it is given as it was', () => {
    const game = nim({ heap: 9, chance: true });
    const s = game.start(4);
    const before = JSON.stringify(game.serialize(s));
    mctsBot(game, { iterations: 300 }).choose(s, Rng.seeded(0));
    expect(JSON.stringify(game.serialize(s))).toBe(before);
  });
});
