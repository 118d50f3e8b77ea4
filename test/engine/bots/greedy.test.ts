import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../../src/engine/bots/greedy';
import { CHANCE, type Game } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { bet, nim, type NimState } from './nim';

describe('the greedy bot', () => {
  it('weighs chance outcomes by their probability (bet: A wins 0.6, B 0.4 though on more outcomes)', () => {
    const game = bet();
    const bot = greedyBot(game);
    for (let seed = 0; seed < 20; seed++) expect(bot.choose(game.start(0), Rng.seeded(seed))).toBe(0);
  });

  it('takes an immediate win', () => {
    const game = nim({ heap: 3 });
    expect(greedyBot(game).choose(game.start(0), Rng.seeded(1))).toBe(3);
  });

  it('breaks ties at random (Nim without pieces evaluates every non-winning move as 0)', () => {
    const game = nim({ heap: 9 });
    const bot = greedyBot(game);
    const chosen = new Set<number>();
    for (let seed = 0; seed < 30; seed++) chosen.add(bot.choose(game.start(0), Rng.seeded(seed)));
    expect([...chosen].sort()).toEqual([1, 2, 3]);
  });

  it('expands only the chance node after its move, however many chance nodes follow in a row', () => {
    // Nim whose chance node rolls 40 more times before the next player moves (as D'ice Cubes chains
    // rolls that leave a side nothing to do): 3 moves × 3 outcomes, not 3 × 3^41 positions.
    const base = nim({ heap: 9, chance: true });
    type Chained = NimState & { left: number };
    let clones = 0;
    const game: Game<Chained> = {
      ...(base as unknown as Game<Chained>),
      start: (seed) => ({ ...base.start(seed), left: 0 }),
      clone: (s) => (clones++, { ...base.clone(s), left: s.left }),
      apply(s, a) {
        if (s.toMove === CHANCE && s.left > 0) {
          s.left--;
          return;
        }
        const player = s.toMove !== CHANCE;
        base.apply(s, a);
        if (player && s.toMove === CHANCE) s.left = 40;
      },
    };
    greedyBot(game).choose(game.start(0), Rng.seeded(0));
    expect(clones).toBe(3 + 3 * 3);
  });

  it('leaves the state it is given as it was', () => {
    const game = nim({ heap: 9, chance: true });
    const s = game.start(4);
    const before = JSON.stringify(game.serialize(s));
    greedyBot(game).choose(s, Rng.seeded(0));
    expect(JSON.stringify(game.serialize(s))).toBe(before);
  });
});
