/**
 * A compiled game is reentrant: calls on many states of one game, interleaved
 * in any order, give exactly what playing each state alone gives (the game
 * keeps no working memory of its own; each state remembers its last action).
 */
import { describe, expect, it } from 'vitest';
import { NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import type { UnitsState } from '../../../src/engine/units/state';
import type { UnitsGame } from '../../../src/engine/units/units-game';
import { gameOf, shipped } from './helpers';

/** What every read-only call says about a state, and the action its own generator picks next. */
function observe(g: UnitsGame, s: UnitsState, rng: Rng, buf: Int32Array): { seen: unknown; next: number | null } {
  const n = g.legalActions(s, buf);
  const legal = Array.from(buf.subarray(0, n));
  const next = n > 0 ? legal[rng.below(n)] : null;
  // A refused action too: the reason is worked out from this state alone.
  const refused = g.parseAction(s, { from: 'a1', to: 'b3' });
  const seen = {
    legal,
    notation: next === null ? null : g.notation(s, next),
    why: next === null ? null : g.whyIllegal(s, next),
    refused: refused.ok ? g.whyIllegal(s, refused.action) : refused.error,
    events: g.lastEvents(s),
    view: g.view(s),
    outcome: g.outcome(s),
    plies: g.plies(s),
    state: g.serialize(s),
  };
  return { seen, next };
}

/** Plays `count` random games of g one after another, observing every ply. */
function sequential(g: UnitsGame, count: number): unknown[][] {
  const buf = new Int32Array(g.maxActions);
  return Array.from({ length: count }, (_, i) => {
    const rng = Rng.seeded(i);
    const s = g.start(0);
    const log: unknown[] = [];
    for (;;) {
      const { seen, next } = observe(g, s, rng, buf);
      log.push(seen);
      if (next === null) return log;
      g.apply(s, next);
    }
  });
}

/** The same games side by side: one ply on each unfinished game in turn, observations interleaved too. */
function interleaved(g: UnitsGame, count: number): unknown[][] {
  const buf = new Int32Array(g.maxActions);
  const games = Array.from({ length: count }, (_, i) => ({
    rng: Rng.seeded(i),
    s: g.start(0),
    log: [] as unknown[],
    done: false,
  }));
  while (games.some((x) => !x.done)) {
    // Observe them all first, then apply: each call finds other states used since its own last one.
    const nexts = games.map((x) => {
      if (x.done) return null;
      const { seen, next } = observe(g, x.s, x.rng, buf);
      x.log.push(seen);
      return next;
    });
    games.forEach((x, i) => {
      const next = nexts[i];
      if (x.done) return;
      if (next === null || next === undefined) x.done = true;
      else g.apply(x.s, next);
    });
  }
  return games.map((x) => x.log);
}

describe('interleaved calls on many states of one game give the results of sequential play', () => {
  it.each([
    ['units-v1.2', () => shipped('units-v1.2'), 24],
    // Long games on a large board: fewer of them.
    ['units-v1.2-4p', () => shipped('units-v1.2-4p'), 4],
    // Move only: a player may have no legal action, which is asked at the start of each turn.
    [
      'move only, with passes',
      () =>
        gameOf(
          { actions: ['move'], move: { directions: ['n', 'e', 'ne'] }, noLegalAction: 'pass', plyLimit: 60 },
          'move-only',
        ),
      24,
    ],
    [
      'move only, stuck players out',
      () => gameOf({ actions: ['move'], move: { directions: ['n', 'e'], jump: false }, plyLimit: 60 }, 'stuck'),
      24,
    ],
  ] as const)('%s', (_, make, count) => {
    const g = make();
    const alone = sequential(g, count);
    const sideBySide = interleaved(g, count);
    expect(sideBySide).toEqual(alone);
    // The games differ from each other, so a shared memory would have shown.
    expect(new Set(alone.map((log) => JSON.stringify(log.at(-1)))).size).toBeGreaterThan(1);
    expect(alone.every((log) => (log.at(-1) as { outcome: unknown }).outcome !== null)).toBe(true);
    expect(g.toMove(g.deserialize((alone[0].at(-1) as { state: unknown }).state))).toBe(NOBODY);
  });
});
