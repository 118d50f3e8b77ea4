/**
 * A compiled game is reentrant: it holds only immutable tables, and each
 * state carries its own grid, counts and event log. Many states of one game
 * played in any interleaving, with every kind of call on other states in
 * between, give exactly what playing them one after another gives, and
 * `lastEvents(s)` answers for `s` whatever was applied to other states since.
 */
import { describe, expect, it } from 'vitest';
import type { DicePondGame } from '../../../src/engine/dice-pond/dice-pond-game';
import type { DiceState } from '../../../src/engine/dice-pond/state';
import { CHANCE, NOBODY } from '../../../src/engine/game';
import { Rng } from '../../../src/engine/rng';
import { shipped } from './helpers';

const GAMES = 12;

/** Everything a reader can ask about one ply: the answers before it, the action, and the answers after it. */
interface Ply {
  legal: number[];
  why: (string | null)[];
  notation: string;
  parsed: unknown;
  probability: number;
  action: number;
  events: unknown;
  view: unknown;
  outcome: unknown;
  serialized: unknown;
}

/** A game in progress: its state, its players' generator and what each ply showed. */
interface Run {
  s: DiceState;
  players: Rng;
  plies: Ply[];
  /** The events read right after the last apply, to compare with a later read. */
  eventsAfterApply: unknown;
}

function begin(game: DicePondGame, seed: number): Run {
  return { s: game.start(seed), players: Rng.seeded(seed * 7919), plies: [], eventsAfterApply: null };
}

/** One ply of `run` with every question asked around it; false once the game is over. */
function ply(game: DicePondGame, run: Run, buf: Int32Array): boolean {
  const s = run.s;
  // lastEvents answers for this state, whatever happened to others since its last apply.
  expect(game.lastEvents(s)).toEqual(run.eventsAfterApply ?? []);
  const who = game.toMove(s);
  if (who === NOBODY) return false;
  const n = game.legalActions(s, buf);
  const legal = Array.from(buf.subarray(0, n));
  const action = who === CHANCE ? game.sampleChance(s) : legal[run.players.below(n)];
  const record: Partial<Ply> = {
    legal,
    // A refused action too: the first legal action of another kind, as seen by this state.
    why: [action, legal[0] ^ 1, legal[n - 1] + 1].map((a) => game.whyIllegal(s, a)),
    notation: game.notation(s, action),
    parsed: game.parseAction(s, game.formatAction(s, action)),
    probability: game.chanceProbability(s, action),
    action,
  };
  game.apply(s, action);
  run.eventsAfterApply = game.lastEvents(s);
  run.plies.push({
    ...record,
    events: run.eventsAfterApply,
    view: game.view(s),
    outcome: game.outcome(s),
    serialized: game.serialize(s),
  } as Ply);
  return true;
}

describe.each(['dice-cubes', 'dice-cubes-4p'])('%s: many states of one game', (id) => {
  const game = shipped(id);

  it('give the same answers interleaved, with calls on other states in between, as played one after another', () => {
    const buf = new Int32Array(game.maxActions);
    const alone = Array.from({ length: GAMES }, (_, i) => begin(game, i + 1));
    for (const run of alone) while (ply(game, run, buf));

    const mixed = Array.from({ length: GAMES }, (_, i) => begin(game, i + 1));
    const meddler = Rng.seeded(99);
    let live = mixed.length;
    while (live > 0) {
      live = 0;
      for (const run of mixed) {
        // Before each ply, questions to another state (and a clone of it played one ply) that must not disturb this one.
        const other = mixed[meddler.below(mixed.length)].s;
        game.view(other);
        game.legalActions(other, buf);
        game.outcome(other);
        const copy = game.clone(other);
        if (game.toMove(copy) !== NOBODY) {
          const k = game.legalActions(copy, buf);
          game.apply(copy, game.toMove(copy) === CHANCE ? game.sampleChance(copy) : buf[k - 1]);
        }
        if (ply(game, run, buf)) live++;
      }
    }
    for (let i = 0; i < GAMES; i++) {
      expect(mixed[i].plies.length).toBe(alone[i].plies.length);
      expect(mixed[i].plies).toEqual(alone[i].plies);
    }
    expect(alone.every((run) => game.outcome(run.s) !== null)).toBe(true);
  });

  it('a clone starts with no events and plays on as its original would', () => {
    const s = game.start(5);
    const buf = new Int32Array(game.maxActions);
    for (let i = 0; i < 60; i++)
      game.apply(s, game.toMove(s) === CHANCE ? game.sampleChance(s) : buf[i % game.legalActions(s, buf)]);
    expect(game.lastEvents(s).length).toBeGreaterThan(0);
    const c = game.clone(s);
    expect(game.lastEvents(c)).toEqual([]);
    for (let i = 0; i < 40 && game.toMove(s) !== NOBODY; i++) {
      const a = game.toMove(s) === CHANCE ? game.sampleChance(s) : buf[i % game.legalActions(s, buf)];
      const b = game.toMove(c) === CHANCE ? game.sampleChance(c) : buf[i % game.legalActions(c, buf)];
      expect(b).toBe(a);
      game.apply(s, a);
      game.apply(c, b);
      expect(game.lastEvents(c)).toEqual(game.lastEvents(s));
    }
    expect(game.serialize(c)).toEqual(game.serialize(s));
  });
});
