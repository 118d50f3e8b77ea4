/**
 * Moves: every piece moves like a rook over empty squares ("Pieces cannot move
 * diagonally. Pieces cannot move through another piece."), and a square's
 * roles decide who may stop on it or pass over it. Action = from * N + to.
 *
 * Speed: the empty run in each direction comes from the rank/file occupancy
 * masks (one count-leading-zeros each); a run without a special square for
 * the piece's type is written out without reading the board or the roles.
 */
import type { TaflState } from './state';
import type { TaflTables } from './tables';

/** Role bits of `TaflTables.perm`. */
export const STOP = 1;
export const PASS = 2;

/** Number of empty squares after bit `i` (towards higher bits) in `occ`, up to `max`. */
function runUp(occ: number, i: number, max: number): number {
  const x = occ >>> (i + 1);
  return x === 0 ? max : 31 - Math.clz32(x & -x);
}

/** Number of empty squares before bit `i` (towards bit 0) in `occ`. */
function runDown(occ: number, i: number): number {
  const y = occ & ((1 << i) - 1);
  return y === 0 ? i : i - 32 + Math.clz32(y);
}

/** A run holding a special square: square by square, by the type's roles. */
function slowRun(perm: Uint8Array, base: number, from: number, step: number, len: number, out: Int32Array, k: number, fromN: number): number {
  let to = from;
  for (let j = 0; j < len; j++) {
    to += step;
    const p = perm[base + to]!;
    if (p & STOP) out[k++] = fromN + to;
    if ((p & PASS) === 0) break;
  }
  return k;
}

/**
 * Writes the legal actions of the side to move into `out`; returns how many.
 * Runs are written four squares at a time (a loop whose length depends on the
 * position mispredicts at every exit; this one exits a quarter as often), so
 * up to three entries past the last action may be overwritten: the game's
 * `maxActions` leaves room for them.
 */
export function generateMoves(t: TaflTables, s: TaflState, out: Int32Array): number {
  const side = s.toMove;
  if (side < 0) return 0;
  const n = t.n, w = t.width, h = t.height;
  const board = s.board, list = s.list, rowOcc = s.rowOcc, colOcc = s.colOcc;
  const perm = t.perm, fixed = t.fixed, anyFixed = t.anyFixed, fileOf = t.fileOf, rankOf = t.rankOf, rowSpecial = t.rowSpecial, colSpecial = t.colSpecial;
  let k = 0;
  for (let i = side * n, end = i + s.count[side]!; i < end; i++) {
    const from = list[i]!;
    const code = board[from]!;
    const base = code * n;
    if (anyFixed && fixed[base + from] === 1) continue;
    const f = fileOf[from]!, r = rankOf[from]!;
    const ro = rowOcc[r]!, co = colOcc[f]!;
    const rs = rowSpecial[code * h + r]!, cs = colSpecial[code * w + f]!;
    const a = from * n + from;
    const east = runUp(ro, f, w - 1 - f), west = runDown(ro, f), north = runUp(co, r, h - 1 - r), south = runDown(co, r);
    if (rs === 0 || ((rs >>> (f + 1)) & ((1 << east) - 1)) === 0) {
      for (let j = 0; j < east; j += 4) { out[k + j] = a + j + 1; out[k + j + 1] = a + j + 2; out[k + j + 2] = a + j + 3; out[k + j + 3] = a + j + 4; }
      k += east;
    } else k = slowRun(perm, base, from, 1, east, out, k, from * n);
    if (rs === 0 || ((rs >>> (f - west)) & ((1 << west) - 1)) === 0) {
      for (let j = 0; j < west; j += 4) { out[k + j] = a - j - 1; out[k + j + 1] = a - j - 2; out[k + j + 2] = a - j - 3; out[k + j + 3] = a - j - 4; }
      k += west;
    } else k = slowRun(perm, base, from, -1, west, out, k, from * n);
    if (cs === 0 || ((cs >>> (r + 1)) & ((1 << north) - 1)) === 0) {
      for (let j = 0, b = a; j < north; j += 4, b += 4 * w) { out[k + j] = b + w; out[k + j + 1] = b + 2 * w; out[k + j + 2] = b + 3 * w; out[k + j + 3] = b + 4 * w; }
      k += north;
    } else k = slowRun(perm, base, from, w, north, out, k, from * n);
    if (cs === 0 || ((cs >>> (r - south)) & ((1 << south) - 1)) === 0) {
      for (let j = 0, b = a; j < south; j += 4, b -= 4 * w) { out[k + j] = b - w; out[k + j + 1] = b - 2 * w; out[k + j + 2] = b - 3 * w; out[k + j + 3] = b - 4 * w; }
      k += south;
    } else k = slowRun(perm, base, from, -w, south, out, k, from * n);
  }
  return k;
}

/** A run holding a special square: is there a square to stop on before a barred one? */
function runHasStop(perm: Uint8Array, base: number, from: number, step: number, len: number): boolean {
  let to = from;
  for (let j = 0; j < len; j++) {
    to += step;
    const p = perm[base + to]!;
    if (p & STOP) return true;
    if ((p & PASS) === 0) return false;
  }
  return false;
}

/** Whether the piece on `from` has at least one move. */
export function pieceCanMove(t: TaflTables, s: TaflState, from: number): boolean {
  const n = t.n, w = t.width, h = t.height, perm = t.perm;
  const code = s.board[from]!;
  const base = code * n;
  if (t.fixed[base + from] === 1) return false;
  const f = t.fileOf[from]!, r = t.rankOf[from]!;
  const ro = s.rowOcc[r]!, co = s.colOcc[f]!;
  const rs = t.rowSpecial[code * h + r]!, cs = t.colSpecial[code * w + f]!;
  let len = runUp(ro, f, w - 1 - f);
  if (len > 0 && (((rs >>> (f + 1)) & 1) === 0 || runHasStop(perm, base, from, 1, len))) return true;
  len = runDown(ro, f);
  if (len > 0 && (((rs >>> (f - 1)) & 1) === 0 || runHasStop(perm, base, from, -1, len))) return true;
  len = runUp(co, r, h - 1 - r);
  if (len > 0 && (((cs >>> (r + 1)) & 1) === 0 || runHasStop(perm, base, from, w, len))) return true;
  len = runDown(co, r);
  return len > 0 && (((cs >>> (r - 1)) & 1) === 0 || runHasStop(perm, base, from, -w, len));
}

export function sideCanMove(t: TaflTables, s: TaflState, side: number): boolean {
  for (let i = side * t.n, end = i + s.count[side]!; i < end; i++) {
    if (pieceCanMove(t, s, s.list[i]!)) return true;
  }
  return false;
}
