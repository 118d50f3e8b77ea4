/**
 * The free squares next to the pond, kept while dice are placed. The state's
 * `front` list holds them, those with room in their row and column first
 * (`[0, roomN)`: where a die may be placed), the shut ones after
 * (`[roomN, frontN)`). A square moves between the parts only when a line
 * fills or frees, so placement reads its squares in place and never filters
 * them. In play only the six power can add a die, so its squares are
 * gathered when it can (`squaresWithRoom`), and the many dice that sink
 * during play cost no list upkeep. Callers sync the workspace first.
 */
import { DIE_SHIFT, type DiceState } from './state';
import type { Tables } from './tables';

/** Whether a die may go on free square c: its row and column both hold fewer than the limit. */
function hasRoom(T: Tables, c: number): boolean {
  const W = T.W;
  const P = T.pond;
  return W.fullLines === 0 || (W.rowN[P.rowOf[c]] < T.lineLimit && W.colN[P.colOf[c]] < T.lineLimit);
}

/** Puts the square at index `from` of the front list at index `to`. */
function moveSquare(T: Tables, s: DiceState, from: number, to: number): void {
  const c = s.front[from];
  s.front[to] = c;
  T.W.slot[c] = to;
}

export function frontAdd(T: Tables, s: DiceState, c: number): void {
  let i = s.frontN++;
  if (hasRoom(T, c)) {
    // The first shut square makes way at the end of the list.
    if (s.roomN < i) moveSquare(T, s, s.roomN, i);
    i = s.roomN++;
  }
  s.front[i] = c;
  T.W.slot[c] = i;
}

export function frontRemove(T: Tables, s: DiceState, c: number): void {
  let hole = T.W.slot[c];
  if (hole < s.roomN) {
    // The last square with room fills the hole; the hole moves to where it was.
    if (hole !== --s.roomN) moveSquare(T, s, s.roomN, hole);
    hole = s.roomN;
  }
  if (hole !== --s.frontN) moveSquare(T, s, s.frontN, hole);
}

/** Swaps the squares at indexes i and j of the front list. */
function swapSquares(T: Tables, s: DiceState, i: number, j: number): void {
  const c = s.front[i];
  moveSquare(T, s, j, i);
  s.front[j] = c;
  T.W.slot[c] = j;
}

/** Moves the squares with room that lie on a line just filled (`ofLine` = the pond's rowOf or colOf) to the shut part. */
function shutLine(T: Tables, s: DiceState, ofLine: Int16Array, line: number): void {
  for (let i = s.roomN - 1; i >= 0; i--) if (ofLine[s.front[i]] === line) swapSquares(T, s, i, --s.roomN);
}

/** Moves the shut squares that have room again (after a line lost a die) to the part with room. */
function reopen(T: Tables, s: DiceState): void {
  for (let i = s.roomN; i < s.frontN; i++) if (hasRoom(T, s.front[i])) swapSquares(T, s, i, s.roomN++);
}

/** Counts a new die on c in its row and column; a line reaching the limit shuts its free squares (if listed). */
export function countIn(T: Tables, s: DiceState, c: number, listed: boolean): void {
  const W = T.W;
  const P = T.pond;
  const row = P.rowOf[c];
  const col = P.colOf[c];
  if (++W.rowN[row] === T.lineLimit) {
    W.fullLines++;
    if (listed) shutLine(T, s, P.rowOf, row);
  }
  if (++W.colN[col] === T.lineLimit) {
    W.fullLines++;
    if (listed) shutLine(T, s, P.colOf, col);
  }
}

/** Takes the die on c out of its row and column counts; a line dropping below the limit reopens squares (if listed). */
export function countOut(T: Tables, s: DiceState, c: number, listed: boolean): void {
  const W = T.W;
  const P = T.pond;
  const freed = (W.rowN[P.rowOf[c]]-- === T.lineLimit ? 1 : 0) + (W.colN[P.colOf[c]]-- === T.lineLimit ? 1 : 0);
  if (freed === 0) return;
  W.fullLines -= freed;
  if (listed && s.roomN < s.frontN) reopen(T, s);
}

/**
 * How many squares lead the front list with room in their row and column: a
 * restored state's `roomN` (its list keeps the order: room first). The
 * workspace must describe `s`.
 */
export function roomPrefix(T: Tables, s: DiceState): number {
  let n = 0;
  while (n < s.frontN && hasRoom(T, s.front[n])) n++;
  return n;
}

/** Placement is over: the free squares are no longer listed (see the top of this file). */
export function unlistFrontier(s: DiceState): void {
  s.frontN = 0;
  s.roomN = 0;
}

/**
 * Gathers the free squares next to a die with room in their row and column
 * into `T.squares` (die by die in list order, so the order depends on the
 * state alone) and returns how many there are. For the six power's add.
 */
export function squaresWithRoom(T: Tables, s: DiceState): number {
  const W = T.W;
  const d = T.pond.placeDeltas;
  const inside = T.pond.inside;
  const out = T.squares;
  const stamp = ++W.stamp;
  let m = 0;
  for (let i = 0; i < s.diceN; i++) {
    const c = s.dice[i] >> DIE_SHIFT;
    for (let k = 0; k < d.length; k++) {
      const n = c + d[k];
      if (W.grid[n] !== 0 || inside[n] !== 1 || W.mark[n] === stamp) continue;
      W.mark[n] = stamp;
      if (hasRoom(T, n)) out[m++] = n;
    }
  }
  return m;
}

/** Whether some free square next to the pond has room in its row and column (the first `roomN` of `front`). */
export function anyRoom(s: DiceState): boolean {
  return s.roomN > 0;
}
