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

  it('chooses even with the smallest budget, and stops at its time budget', () => {
    const game = nim({ heap: 10 });
    expect([1, 2, 3]).toContain(mctsBot(game, { iterations: 1 }).choose(game.start(0), Rng.seeded(1)));
    /** A clock whose nth read (from 0) says `at(n)` ms, counting its reads. */
    const clock = (at: (n: number) => number) => {
      const c = { reads: 0, now: () => at(c.reads++) };
      return c;
    };
    const choose = (budget: { ms: number; iterations?: number }, c: { now: () => number }) =>
      mctsBot(game, budget, c.now).choose(game.start(0), Rng.seeded(1));
    // Moving on 1 ms a read: read once for the deadline (0 + 30), then every 16 simulations; the 31st read says 30.
    const ticking = clock((n) => n);
    expect([1, 2, 3]).toContain(choose({ ms: 30 }, ticking));
    expect(ticking.reads).toBe(31);
    // Past the deadline at its first look, the search stops there.
    const late = clock((n) => (n === 0 ? 0 : 1_000));
    expect([1, 2, 3]).toContain(choose({ ms: 30 }, late));
    expect(late.reads).toBe(2);
    // Standing still, the search ends at its iterations.
    const still = clock(() => 0);
    expect([1, 2, 3]).toContain(choose({ ms: 30, iterations: 100 }, still));
    expect(still.reads).toBe(1 + Math.floor(100 / 16));
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
