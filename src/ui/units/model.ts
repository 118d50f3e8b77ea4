/**
 * What the Units board shows besides the raw view: the speed each class
 * implies (from the ruleset's speed table), which way each owner's units
 * face (towards the centre, from the starting position), the words a screen
 * reader says for a square, and what turning a unit would make of it.
 * Pure: read only through `Game` and `game.rules`.
 */
import type { Game, PieceView } from '../../engine/game';
import { squareIndex } from '../../engine/grid';
import { unitsRulesOf } from '../../engine/units/units-game';
import { explain, type ActionEntry } from '../board/actions';

export type Facing = 'up' | 'right' | 'down' | 'left' | 'none';

export function boardSize(game: Game<unknown>): { width: number; height: number } {
  const { width, height } = unitsRulesOf(game).board;
  return { width, height };
}

/** The ruleset's speed table as class → squares (undefined for a class it leaves out). */
export function speedOf(game: Game<unknown>, cls: number): number | undefined {
  return unitsRulesOf(game).move.speed[String(cls)];
}

/** The speed table in class order, for the legend: [[1, 4], [2, 3], …]. */
export function speedTable(game: Game<unknown>): [number, number][] {
  return Object.entries(unitsRulesOf(game).move.speed)
    .map(([k, v]) => [Number(k), v] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

const facingCache = new WeakMap<Game<unknown>, Map<string, Facing>>();

/**
 * Each owner's units point from where that owner starts towards the board's
 * centre (south up, north down, west right, east left on the usual setups),
 * so the owner can be told by shape as well as colour.
 */
export function facings(game: Game<unknown>): Map<string, Facing> {
  const cached = facingCache.get(game);
  if (cached) return cached;
  const { width, height } = boardSize(game);
  const sums = new Map<string, { f: number; r: number; n: number }>();
  for (const p of game.view(game.start(0)).pieces) {
    const i = squareIndex(p.at, width, height);
    if (i < 0) continue;
    const s = sums.get(p.owner) ?? { f: 0, r: 0, n: 0 };
    s.f += i % width;
    s.r += Math.floor(i / width);
    s.n++;
    sums.set(p.owner, s);
  }
  const out = new Map<string, Facing>();
  for (const owner of game.players) {
    const s = sums.get(owner);
    let facing: Facing = 'none';
    if (s) {
      const df = (width - 1) / 2 - s.f / s.n;
      const dr = (height - 1) / 2 - s.r / s.n;
      if (Math.abs(dr) >= Math.abs(df) && dr !== 0) facing = dr > 0 ? 'up' : 'down';
      else if (df !== 0) facing = df > 0 ? 'right' : 'left';
    }
    out.set(owner, facing);
  }
  facingCache.set(game, out);
  return out;
}

/** Rotation of a unit's triangle, degrees clockwise from pointing up. */
export const FACING_ANGLE: Readonly<Record<Facing, number>> = { up: 0, right: 90, down: 180, left: 270, none: 0 };

/** "north unit, class 3, speed 2". */
export function unitWords(game: Game<unknown>, piece: PieceView): string {
  const cls = Number(piece.class);
  const speed = speedOf(game, cls);
  return `${piece.owner} unit, class ${cls}${speed === undefined ? '' : `, speed ${speed}`}`;
}

/** The accessible name of a square: "c5: north unit, class 3, speed 2" or "c4: empty". */
export function describeSquare(game: Game<unknown>, sq: string, piece: PieceView | undefined): string {
  return piece ? `${sq}: ${unitWords(game, piece)}` : `${sq}: empty`;
}

export type TurnChoice = { ok: true; entry: ActionEntry; from: number; to: number } | { ok: false; reason: string };

/**
 * Turning the unit on `sq`: the legal action and the class it gives (found by
 * playing it on a copy), or the engine's reason it cannot be done.
 */
export function turnChoice<S>(game: Game<S>, state: S, entries: readonly ActionEntry[], sq: string): TurnChoice {
  const entry = entries.find((e) => e.object.turn === sq && Object.keys(e.object).length === 1);
  if (!entry)
    return { ok: false, reason: explain(game, state, { turn: sq }) ?? `the unit on ${sq} cannot be turned now` };
  const before = game.view(state).pieces.find((p) => p.at === sq);
  const copy = game.clone(state);
  game.apply(copy, entry.action);
  const after = game.view(copy).pieces.find((p) => p.at === sq);
  return { ok: true, entry, from: Number(before?.class), to: Number(after?.class) };
}
