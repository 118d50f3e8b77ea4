/**
 * A Units position: everything that changes during play lives in one array
 * of small integers (`d`), so a clone is a single copy and play never allocates.
 * Its layout (offsets in `Tables`):
 *
 *   d[sq]                        square sq: 0 empty, else owner << 4 | class
 *   d[oSlot + sq]                where the unit on sq sits in its owner's unit list
 *   d[oUnits + p]                how many units player p has
 *   d[oEv + EV_…]                what the last action did, as numbers (slots in play.ts; `events.ts` words them)
 *   d[oCap]                      cap: the room of each player's unit list
 *   d[oList + p * cap + i]       the square of player p's i-th unit (i < units of p)
 *
 * The unit lists let move generation visit a player's few units instead of
 * every square. A player never gains units, so each list needs only the room of
 * the largest army in the position the state started from: the array stays
 * small (a 4-player state is about a third of what lists as long as the board
 * would take), and many states played side by side stay in the CPU's caches.
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
