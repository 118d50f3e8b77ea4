/**
 * Convenience on top of `Game`: the pure (copying) forms used by the UI,
 * the scenario runner and tests. Bots and the benchmark use `Game` directly
 * with a reused action buffer.
 */
import { CHANCE, NOBODY, type ActionObject, type Game } from './game';
import { Rng } from './rng';

/** The legal actions of `s` as a fresh array. */
export function legalActionList<S>(game: Game<S>, s: S): number[] {
  const buf = new Int32Array(game.maxActions);
  const n = game.legalActions(s, buf);
  return Array.from(buf.subarray(0, n));
}

export type ApplyResult<S> = { ok: true; state: S } | { ok: false; reason: string };

/** State in, action in, new state out; the input state is not touched. */
export function applyAction<S>(game: Game<S>, s: S, action: number): ApplyResult<S> {
  const reason = game.whyIllegal(s, action);
  if (reason !== null) return { ok: false, reason };
  const next = game.clone(s);
  game.apply(next, action);
  return { ok: true, state: next };
}

/** Parses and applies a scenario action; the reason says why it was refused. */
export function applyObject<S>(game: Game<S>, s: S, obj: ActionObject): ApplyResult<S> & { action?: number } {
  const parsed = game.parseAction(s, obj);
  if (!parsed.ok) return { ok: false, reason: parsed.error };
  return { ...applyAction(game, s, parsed.action), action: parsed.action };
}

export function toMoveName<S>(game: Game<S>, s: S): string {
  const p = game.toMove(s);
  if (p === NOBODY) return 'none';
  if (p === CHANCE) return 'chance';
  return game.players[p];
}

/**
 * One game between uniformly random players, in place on `s`. Chance nodes
 * draw from the state's own generator; players draw from `players`.
 * Stops at the end of the game (every ruleset has a ply or turn limit).
 */
export function playRandomly<S>(
  game: Game<S>,
  s: S,
  players: Rng,
  buf = new Int32Array(game.maxActions),
  onAction?: (a: number) => void,
): void {
  for (;;) {
    const who = game.toMove(s);
    if (who === NOBODY) return;
    let a: number;
    if (who === CHANCE) a = game.sampleChance(s);
    else {
      const n = game.legalActions(s, buf);
      if (n === 0)
        throw new Error(`${game.id}: ${game.players[who]} is to move but has no legal action and the game is not over`);
      a = buf[players.below(n)]!;
    }
    onAction?.(a);
    game.apply(s, a);
  }
}
