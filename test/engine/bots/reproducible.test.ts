import { describe, expect, it } from 'vitest';
import type { BotSpec } from '../../../src/engine/bots/bot';
import { makeBot } from '../../../src/engine/bots/make-bot';
import { CHANCE, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { nim } from './nim';

const game = nim({ heap: 40, chance: true, plyLimit: 60 });

/** The choices a bot makes at each player node of one seeded chance-Nim game it plays against itself. */
function choices(spec: BotSpec, seed: number): number[] {
  const bot = makeBot(game, spec);
  const rng = Rng.seeded(seed);
  const s = game.start(99);
  const made: number[] = [];
  for (let who = game.toMove(s); who !== NOBODY; who = game.toMove(s)) {
    const a = who === CHANCE ? game.sampleChance(s) : bot.choose(s, rng);
    if (who !== CHANCE) made.push(a);
    game.apply(s, a);
  }
  return made;
}

describe('every bot replays from its seed', () => {
  const specs: BotSpec[] = [
    { kind: 'random' },
    { kind: 'greedy' },
    { kind: 'mcts', iterations: 60 },
    { kind: 'mcts', iterations: 60, rolloutPlies: 4 },
  ];
  for (const spec of specs) {
    it(`${makeBot(game, spec).label}: the same seed, the same choices; another seed, other choices`, () => {
      const a = choices(spec, 1);
      expect(a.length).toBeGreaterThan(5);
      expect(choices(spec, 1)).toEqual(a);
      expect(choices(spec, 2)).not.toEqual(a);
    });
  }

  it('makes a bot that plays only legal actions', () => {
    for (const spec of specs) {
      const bot = makeBot(game, spec);
      const fresh = game.start(8);
      for (let i = 0; i < 10 && game.toMove(fresh) !== NOBODY; i++) {
        const a = game.toMove(fresh) === CHANCE ? game.sampleChance(fresh) : bot.choose(fresh, Rng.seeded(i));
        if (game.toMove(fresh) !== CHANCE) expect(game.whyIllegal(fresh, a)).toBeNull();
        game.apply(fresh, a);
      }
    }
  });
});
