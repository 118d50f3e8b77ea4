/**
 * A Units position: everything that changes during play lives in one array
 * of small integers (`d`), so a clone is a single copy and play never allocates.
 * Its layout (offsets in `Tables`):
 *
 *   d[sq]                        square sq: 0 empty, else owner << 4 | class
 *   d[oSlot + sq]                where the unit on sq sits in its owner's unit list
 *   d[oList + p * size + i]      the square of player p's i-th unit (i < units of p)
 *   d[oUnits + p]                how many units player p has
 *   d[oEv + EV_…]                what the last action did, as numbers (slots in play.ts; `events.ts` words them)
 *
 * The unit lists let move generation visit a player's few units instead of
 * every square.
 */

/**
 * A plain array of small integers rather than a typed array: V8 reads a packed
 * integer array as fast, and allocates and copies it several times faster
 * (a typed array over 64 bytes gets its own off-heap buffer), which matters
 * for `start` and `clone` in random play and search.
 */
export type Cells = number[];

export interface UnitsState {
  d: Cells;
  /** Player index, or NOBODY once the game is over. */
  toMove: number;
  ply: number;
  /** Player index, DRAWN, or ONGOING. */
  winner: number;
  /** One of the END_ codes. */
  end: number;
}

export function cloneState(s: UnitsState): UnitsState {
  return { d: s.d.slice(), toMove: s.toMove, ply: s.ply, winner: s.winner, end: s.end };
}

export interface SerializedUnitsState {
  d: number[];
  toMove: number;
  ply: number;
  winner: number;
  end: number;
}

export function serializeState(s: UnitsState): SerializedUnitsState {
  return { d: Array.from(s.d), toMove: s.toMove, ply: s.ply, winner: s.winner, end: s.end };
}

export function deserializeState(json: unknown, length: number): UnitsState {
  const j = json as Partial<SerializedUnitsState> | null;
  if (!j || !Array.isArray(j.d) || j.d.length !== length || !j.d.every(Number.isInteger)) {
    throw new Error(`not a serialized state of this Units ruleset: expected "d", a list of ${length} whole numbers`);
  }
  for (const k of ['toMove', 'ply', 'winner', 'end'] as const) {
    if (!Number.isInteger(j[k])) throw new Error(`not a serialized state of this Units ruleset: expected "${k}", a whole number; found ${JSON.stringify(j[k]) ?? 'nothing'}`);
  }
  return { d: j.d.slice(), toMove: j.toMove!, ply: j.ply!, winner: j.winner!, end: j.end! };
}
