/**
 * A compiled tafl game is reentrant: many states of one game, with every call
 * interleaved across them, give exactly what playing each alone gives.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng';
import type { TaflState } from '../../../src/engine/tafl/state';
import type { TaflGame } from '../../../src/engine/tafl/tafl-game';
import { shipped } from './helpers';

/** Everything the callers read about one step of a line: probes before the move, then what the move did. */
function step(game: TaflGame, s: TaflState, rng: Rng, buf: Int32Array): string {
  const n = game.legalActions(s, buf);
  const a = buf[rng.below(n)];
  const probe = rng.below(14641);
  const record = {
    legal: Array.from(buf.subarray(0, n)),
    why: game.whyIllegal(s, probe),
    notation: game.notation(s, a),
    parsed: game.parseAction(s, game.formatAction(s, a)),
  };
  game.apply(s, a);
  return JSON.stringify({
    ...record,
    events: game.lastEvents(s),
    view: game.view(s),
    outcome: game.outcome(s),
    scoresFor: game.scoresFor(s, 0),
  });
}

describe.each(['escape-death', 'hnefatafl-copenhagen'] as const)('%s', (id) => {
  const game = shipped(id);
  const LINES = 16,
    PLIES = 100;

  it('interleaving calls on many states gives the results of sequential play', () => {
    const buf = new Int32Array(game.maxActions);
    const alone = Array.from({ length: LINES }, (_, i) => {
      const s = game.start(0),
        rng = Rng.seeded(i),
        out: string[] = [];
      for (let p = 0; p < PLIES && game.toMove(s) >= 0; p++) out.push(step(game, s, rng, buf));
      return out;
    });
    const states = Array.from({ length: LINES }, () => game.start(0));
    const rngs = Array.from({ length: LINES }, (_, i) => Rng.seeded(i));
    const together: string[][] = states.map(() => []);
    for (let p = 0; p < PLIES; p++) {
      for (let i = 0; i < LINES; i++) {
        // Visit the states in a different order each ply, and ask an unrelated state something in between.
        const k = (i * 7 + p) % LINES;
        if (game.toMove(states[k]) >= 0) together[k].push(step(game, states[k], rngs[k], buf));
        const other = states[(k + 5) % LINES];
        game.view(other);
        game.lastEvents(other);
      }
    }
    expect(together).toEqual(alone);
    // The lines really differ and really played: a test that compared identical empty lines would prove nothing.
    expect(new Set(alone.map((l) => l[5])).size).toBeGreaterThan(LINES / 2);
    expect(alone.every((l) => l.length >= 60)).toBe(true);
  });

  it('lastEvents answers for its own state after other states moved', () => {
    const buf = new Int32Array(game.maxActions);
    const a = game.start(0),
      b = game.start(0);
    game.legalActions(a, buf);
    game.apply(a, buf[0]);
    const before = JSON.stringify(game.lastEvents(a));
    for (let i = 0; i < 10 && game.toMove(b) >= 0; i++) {
      game.legalActions(b, buf);
      game.apply(b, buf[i % 3]);
    }
    expect(JSON.stringify(game.lastEvents(a))).toBe(before);
  });
});
