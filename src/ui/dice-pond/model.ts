/**
 * The dice pond's board logic, pure and tested in Node: where the pond is
 * (it has no fixed board, so the drawn window follows the dice), how full
 * each row and column is against the ruleset's limit, and what a player may
 * do with each rolled group, with the engine's reason for every choice that
 * is not open. Reads only `Game`, `view` and `game.rules`.
 */
import { dicePondRulesOf } from '../../engine/dice-pond/dice-pond-game';
import type { DicePondRules } from '../../engine/dice-pond/rules';
import { neighbours, parseSquare } from '../../engine/dice-pond/squares';
import type { ActionObject, DieView, Game } from '../../engine/game';
import { explain, type ActionEntry } from '../board/actions';

/** The most dice a row or column may hold (`pond.maxDicePerLine`). */
export function lineLimit(game: Game<unknown>): number {
  return dicePondRulesOf(game).pond.maxDicePerLine;
}

/** The highest face (`dice.top`). */
export function topValue(game: Game<unknown>): number {
  return dicePondRulesOf(game).dice.top;
}

/** How far squares reach from "0,0" (`pond.radius`). */
export function pondRadius(game: Game<unknown>): number {
  return dicePondRulesOf(game).pond.radius;
}

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * The window of the pond to draw: every given square plus one free ring
 * around them (where dice can be placed), at least `min` squares each way,
 * kept inside the pond's radius.
 */
export function pondBounds(squares: Iterable<string>, radius: number, min = 5): Bounds {
  let b: Bounds | null = null;
  for (const sq of squares) {
    const p = parseSquare(sq);
    if (!p) continue;
    b = b
      ? {
          minX: Math.min(b.minX, p.x),
          maxX: Math.max(b.maxX, p.x),
          minY: Math.min(b.minY, p.y),
          maxY: Math.max(b.maxY, p.y),
        }
      : { minX: p.x, maxX: p.x, minY: p.y, maxY: p.y };
  }
  b ??= { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  b = { minX: b.minX - 1, maxX: b.maxX + 1, minY: b.minY - 1, maxY: b.maxY + 1 };
  const grow = (lo: number, hi: number): [number, number] => {
    while (hi - lo + 1 < min) {
      hi++;
      if (hi - lo + 1 < min) lo--;
    }
    return [lo, hi];
  };
  [b.minX, b.maxX] = grow(b.minX, b.maxX);
  [b.minY, b.maxY] = grow(b.minY, b.maxY);
  const clamp = (v: number) => Math.max(-radius, Math.min(radius, v));
  return { minX: clamp(b.minX), maxX: clamp(b.maxX), minY: clamp(b.minY), maxY: clamp(b.maxY) };
}

/** `b` grown just enough to hold every square of `squares` (within the pond's radius). */
export function coverSquares(b: Bounds, squares: Iterable<string>, radius: number): Bounds {
  const out = { ...b };
  for (const sq of squares) {
    const p = parseSquare(sq);
    if (!p || Math.abs(p.x) > radius || Math.abs(p.y) > radius) continue;
    out.minX = Math.min(out.minX, p.x);
    out.maxX = Math.max(out.maxX, p.x);
    out.minY = Math.min(out.minY, p.y);
    out.maxY = Math.max(out.maxY, p.y);
  }
  return out;
}

export interface LineCounts {
  /** Dice per row (y) and per column (x). */
  rows: Map<number, number>;
  cols: Map<number, number>;
}

export function lineCounts(dice: readonly DieView[]): LineCounts {
  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  for (const d of dice) {
    const p = parseSquare(d.at);
    if (!p) continue;
    rows.set(p.y, (rows.get(p.y) ?? 0) + 1);
    cols.set(p.x, (cols.get(p.x) ?? 0) + 1);
  }
  return { rows, cols };
}

/** How a line's count reads against the limit: room left, full, or over (only a setup can do that). */
export function lineState(count: number, limit: number): 'ok' | 'full' | 'over' {
  return count > limit ? 'over' : count === limit ? 'full' : 'ok';
}

/** A rolled die's value list from what a designer types: "1 3 3 6", "1,3,3,6", "[1, 3, 3, 6]". */
export function parseRollText(text: string): number[] | { error: string } {
  const parts = text
    .replace(/[[\]]/g, ' ')
    .split(/[\s,;]+/)
    .filter((t) => t !== '');
  if (parts.length === 0) return { error: 'type the rolled values, e.g. 1 3 3 6' };
  const values: number[] = [];
  for (const t of parts) {
    if (!/^\d+$/.test(t)) return { error: `"${t}" is not a die value; type numbers such as 1 3 3 6` };
    values.push(Number(t));
  }
  return values;
}

/** Values of the legal placements now (placement phase), each with how many squares take it. */
export function placementValues(entries: readonly ActionEntry[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of entries) {
    if (typeof e.object.place === 'number' && typeof e.object.at === 'string' && Object.keys(e.object).length === 2)
      out.set(e.object.place, (out.get(e.object.place) ?? 0) + 1);
  }
  return out;
}

/** One way to use a group: legal (with its action, or the squares to pick from) or not (with why). */
export interface GroupChoice {
  kind: 'lower' | 'raise' | 'add';
  /** The action without its square: what a square completes (`{ use: 6, do: 'add' }`). */
  fixed: ActionObject;
  /** The legal actions of this choice by square (`lower` has one, under the key ''). */
  options: Map<string, ActionEntry>;
  /** Why it cannot be chosen (when `options` is empty). */
  reason: string | null;
}

export interface Group {
  value: number;
  /** Team games: whose group it is, when the engine names the roller (`by:`). */
  player?: string;
  choices: GroupChoice[];
}

/**
 * What the player can do with the groups due now, from the legal actions:
 * lower every die of the value; raise one die (under an own pawn, or any die
 * below the top with the six power); add a die (six power). A choice with no
 * legal action keeps the engine's reason. The top value always offers all
 * three, since that is when the six power is possible.
 */
export function groupChoices<S>(game: Game<S>, state: S, entries: readonly ActionEntry[]): Group[] {
  const groups = new Map<string, Group>();
  const top = topValue(game);
  const view = game.view(state);
  const mover = view.toMove;
  for (const e of entries) {
    const o = e.object;
    if (typeof o.use !== 'number' || typeof o.do !== 'string') continue;
    const player = typeof o.by === 'string' ? o.by : undefined;
    const key = `${o.use}|${player ?? ''}`;
    const base: ActionObject = player ? { use: o.use, by: player } : { use: o.use };
    let g = groups.get(key);
    if (!g) {
      const kinds: GroupChoice['kind'][] = o.use === top ? ['lower', 'raise', 'add'] : ['lower', 'raise'];
      g = {
        value: o.use,
        ...(player ? { player } : {}),
        choices: kinds.map((kind) => ({ kind, fixed: { ...base, do: kind }, options: new Map(), reason: null })),
      };
      groups.set(key, g);
    }
    let choice = g.choices.find((c) => c.kind === o.do);
    if (!choice) {
      choice = { kind: o.do as GroupChoice['kind'], fixed: { ...base, do: o.do }, options: new Map(), reason: null };
      g.choices.push(choice);
    }
    choice.options.set(typeof o.at === 'string' ? o.at : '', e);
  }
  // Pawns of the player(s) to move: where a refused raise is most worth explaining.
  const owners = new Set<string>([mover, ...[...groups.values()].flatMap((g) => (g.player ? [g.player] : []))]);
  const ownPawns = view.pieces.filter((p) => owners.has(p.owner)).map((p) => p.at);
  const emptyNextToDie = frontSquare(
    dicePondRulesOf(game),
    view.dice ?? [],
    view.pieces.map((p) => p.at),
  );
  for (const g of groups.values()) {
    for (const c of g.choices) {
      if (c.options.size > 0) continue;
      c.reason = reasonFor(game, state, c, ownPawns, emptyNextToDie);
    }
  }
  return [...groups.values()].sort((a, b) => a.value - b.value);
}

/** The engine's reason, asked with a square when the action needs one. */
function reasonFor<S>(game: Game<S>, state: S, c: GroupChoice, ownPawns: string[], front: string | null): string {
  const tries: ActionObject[] = [];
  if (c.kind === 'lower') tries.push(c.fixed);
  if (c.kind === 'raise') tries.push(c.fixed, ...ownPawns.map((at) => ({ ...c.fixed, at })));
  if (c.kind === 'add') tries.push(...(front ? [{ ...c.fixed, at: front }] : []), c.fixed);
  let first: string | null = null;
  for (const t of tries) {
    const parsed = game.parseAction(state, t);
    if (!parsed.ok) {
      first ??= parsed.error;
      continue;
    }
    const why = game.whyIllegal(state, parsed.action);
    if (why) return why;
  }
  return first ?? explain(game, state, c.fixed) ?? 'not possible now';
}

/** Some empty square next to a die, under the rules' `placement.adjacency` (to ask why a die cannot be added there). */
function frontSquare(rules: DicePondRules, dice: readonly DieView[], pawns: readonly string[]): string | null {
  const taken = new Set([...dice.map((d) => d.at), ...pawns]);
  for (const d of dice) {
    const free = neighbours(rules, d.at, 'placement').find((sq) => !taken.has(sq));
    if (free !== undefined) return free;
  }
  return null;
}

/** The label of a choice's button; `valueAt` gives the die on a square, to say what a raise makes of it. */
export function choiceLabel(g: Group, c: GroupChoice, valueAt: (sq: string) => number | undefined): string {
  const v = g.value;
  const n = c.options.size;
  switch (c.kind) {
    case 'lower':
      return `Lower every ${v}`;
    case 'raise': {
      if (n !== 1) return n > 1 ? `Raise a die… (${n} choices)` : `Raise a ${v}`;
      const at = [...c.options.keys()][0];
      const was = valueAt(at);
      return was === undefined ? `Raise the die at ${at}` : `Raise the ${was} at ${at} to ${was + 1}`;
    }
    case 'add':
      return n === 1
        ? `Add a 1 at ${[...c.options.keys()][0]}`
        : n > 1
          ? `Add a die showing 1… (${n} squares)`
          : 'Add a die showing 1';
  }
}
