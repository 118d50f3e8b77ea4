/**
 * The free squares next to the pond, kept while dice are placed. The state's
 * `front` list holds them, those with room in their row and column first
 * (`[0, roomN)`: where a die may be placed), the shut ones after
 * (`[roomN, frontN)`). A square moves between the parts only when a line
 * fills or frees, so placement reads its squares in place and never filters
 * them. In play only the six power can add a die, so its squares are
 * gathered when it can (`addSquares`), and the many dice that sink
 * during play cost no list upkeep.
 */
import { lowCell } from './actions';
import { COL_MASK, ROW_SHIFT } from './pond';
import { at, DIE_SHIFT, type DiceState } from './state';
import type { Tables } from './tables';

/** Whether a die may go on free square c: its row and column both hold fewer than the limit. */
function hasRoom(T: Tables, s: DiceState, c: number): boolean {
  // A cell's row and column are a shift and a mask (pond.ts), cheaper here than the pond's tables.
  return (
    s.fullLines === 0 ||
    (s.rowN[(c >> ROW_SHIFT) - s.gridRow] < T.lineLimit && s.colN[(c & COL_MASK) - s.gridCol] < T.lineLimit)
  );
}

/** Lists free square c. */
export function frontAdd(T: Tables, s: DiceState, c: number): void {
  const front = s.front;
  let i = s.frontN++;
  if (hasRoom(T, s, c)) {
    // The first shut square makes way at the end of the list.
    if (s.roomN < i) front[i] = front[s.roomN];
    i = s.roomN++;
  }
  front[i] = c;
}

/**
 * Takes free square c off the front list. Its place is found by a walk: the
 * list is short, and the walk is cheaper than keeping every square's place
 * up to date as squares move (and clearing those places when placement ends).
 */
export function frontRemove(s: DiceState, c: number): void {
  const front = s.front;
  const n = s.frontN;
  let hole = 0;
  while (hole < n && front[hole] !== c) hole++;
  // Only a state made inconsistent from outside (a hand-made serialized state) lacks it: fail, never walk on.
  if (hole === n) throw new Error(`free square ${c} is not in the free-square list`);
  if (hole < s.roomN) {
    // The last square with room fills the hole; the hole moves to where it was.
    const r = --s.roomN;
    front[hole] = front[r];
    hole = r;
  }
  front[hole] = front[--s.frontN];
}

/** Swaps the squares at indexes i and j of the front list. */
function swapSquares(s: DiceState, i: number, j: number): void {
  const c = s.front[i];
  s.front[i] = s.front[j];
  s.front[j] = c;
}

/** Moves the squares with room that lie on a line just filled (`ofLine` = the pond's rowOf or colOf) to the shut part. */
function shutLine(s: DiceState, ofLine: Int16Array, line: number): void {
  for (let i = s.roomN - 1; i >= 0; i--) if (ofLine[s.front[i]] === line) swapSquares(s, i, --s.roomN);
}

/** Moves the shut squares that have room again (after a line lost a die) to the part with room. */
function reopen(T: Tables, s: DiceState): void {
  for (let i = s.roomN; i < s.frontN; i++) if (hasRoom(T, s, s.front[i])) swapSquares(s, i, s.roomN++);
}

/** Counts a new die on c in its row and column; a line reaching the limit shuts its free squares (if listed). */
export function countIn(T: Tables, s: DiceState, c: number, listed: boolean): void {
  const P = T.pond;
  const row = c >> ROW_SHIFT;
  const col = c & COL_MASK;
  if (++s.rowN[row - s.gridRow] === T.lineLimit) {
    s.fullLines++;
    if (listed) shutLine(s, P.rowOf, row);
  }
  if (++s.colN[col - s.gridCol] === T.lineLimit) {
    s.fullLines++;
    if (listed) shutLine(s, P.colOf, col);
  }
}

/** Takes the die on c out of its row and column counts; a line dropping below the limit reopens squares (if listed). */
export function countOut(T: Tables, s: DiceState, c: number, listed: boolean): void {
  const freed =
    (s.rowN[(c >> ROW_SHIFT) - s.gridRow]-- === T.lineLimit ? 1 : 0) +
    (s.colN[(c & COL_MASK) - s.gridCol]-- === T.lineLimit ? 1 : 0);
  if (freed === 0) return;
  s.fullLines -= freed;
  if (listed && s.roomN < s.frontN) reopen(T, s);
}

/**
 * How many squares lead the front list with room in their row and column: a
 * restored state's `roomN` (its list keeps the order: room first).
 */
export function roomPrefix(T: Tables, s: DiceState): number {
  let n = 0;
  while (n < s.frontN && hasRoom(T, s, s.front[n])) n++;
  return n;
}

/** Placement is over: the free squares are no longer listed (see the top of this file). */
export function unlistFrontier(s: DiceState): void {
  s.frontN = 0;
  s.roomN = 0;
}

/** Added to a free square's (negative) count to mark it written by `addSquares`; taken off again before it returns. */
const SEEN = 0x4000;

/**
 * Writes `base | square` at out[n …] for each free square next to a die with
 * room in its row and column (die by die in list order, so the order depends
 * on the state alone), and returns the new end. For the six power's add. A
 * square next to two dice is written once: the walk marks the squares it
 * writes in the state's grid, and takes the marks off by walking what it wrote
 * (fewer squares than the dice's neighbours).
 */
export function addSquares(T: Tables, s: DiceState, out: Int32Array, n: number, base: number): number {
  const d = T.pond.placeDeltas;
  const inside = T.pond.inside;
  const grid = s.grid;
  const near = s.near;
  const first = n;
  for (let i = 0; i < s.diceN; i++) {
    const c = s.dice[i] >> DIE_SHIFT;
    const here = s.diceAt[i];
    for (let k = 0; k < d.length; k++) {
      const q = here + near[k];
      // A die, a square already written (marked below −SEEN/2), the border ring, or a square without room.
      if (grid[q] > 0 || grid[q] < -(SEEN >> 1) || inside[c + d[k]] !== 1 || !hasRoom(T, s, c + d[k])) continue;
      grid[q] -= SEEN;
      out[n++] = base | (c + d[k]);
    }
  }
  for (let j = first; j < n; j++) grid[at(s, lowCell(out[j]))] += SEEN;
  return n;
}

/** Whether some free square next to the pond has room in its row and column (the first `roomN` of `front`). */
export function anyRoom(s: DiceState): boolean {
  return s.roomN > 0;
}
