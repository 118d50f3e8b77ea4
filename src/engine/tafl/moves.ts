/**
 * Moves: every piece moves like a rook over empty squares ("Pieces cannot move
 * diagonally. Pieces cannot move through another piece."), and a square's
 * roles decide who may stop on it or pass over it. Action = from * N + to.
 *
 * Speed: the empty run in each direction comes from the rank/file occupancy
 * masks (one count-leading-zeros each); a run without a special square for
 * the piece's type is written out without reading the board or the roles,
 * and one with a special square is cut and filtered with bit masks.
 */
import type { TaflState } from './state';
import type { TaflTables } from './tables';

/** Role bits of `TaflTables.perm`. */
export const STOP = 1;
export const PASS = 2;
/** Fields of `TaflTables.moveInfo`, at ((code * N + square) << INFO_SHIFT) + field. */
export const INFO_SHIFT = 2;
export const INFO_FIXED = 0;
export const INFO_ROW_SPECIAL = 1;
export const INFO_COL_SPECIAL = 2;

/**
 * Number of empty squares after bit `i` (towards higher bits) in `occ`, up to `max`.
 * A wall bit at `max` stands for the board's end, so the lowest set bit is always the
 * stop: no branch on whether the run reaches the edge (a third of runs do, at random).
 */
function runUp(occ: number, i: number, max: number): number {
  const x = (occ >>> (i + 1)) | (1 << max);
  return 31 - Math.clz32(x & -x);
}

/** Number of empty squares before bit `i` (towards bit 0) in `occ`; bit 0 of `y` is the wall below the board's first square. */
function runDown(occ: number, i: number): number {
  const y = ((occ & ((1 << i) - 1)) << 1) | 1;
  return i - 31 + Math.clz32(y);
}

/**
 * The squares a piece may stop on in a run holding a special square, as bits
 * of its rank or file: the run is cut after the first square the piece may
 * not pass over (it may still stop there if allowed), then the squares it may
 * not stop on are dropped. `up`: the run goes towards higher bits (east or
 * north of the piece), else towards lower ones. Without a square it may not
 * pass over, the masks keep the whole run (no branch).
 */
function stopBits(run: number, noStop: number, noPass: number, up: boolean): number {
  const blocked = noPass & run;
  if (up) run &= (blocked & -blocked) * 2 - 1;
  else run &= ~((1 << (31 - Math.clz32(blocked | 1))) - 1);
  return run & ~noStop;
}

/** Writes one action per bit of `bits`: the target square is `origin + bit * stride`. */
function writeBits(out: Int32Array, k: number, bits: number, origin: number, stride: number): number {
  while (bits !== 0) {
    const low = bits & -bits;
    out[k++] = origin + (31 - Math.clz32(low)) * stride;
    bits ^= low;
  }
  return k;
}

/**
 * Writes the legal actions of the side to move into `out`; returns how many.
 * Runs are written in blocks of four, the first block unconditionally, the
 * second if the run is longer, and a loop only past eight squares: a loop
 * whose length depends on the position mispredicts at its exit, and most runs
 * are four squares or shorter. So up to four entries past the last action may
 * be overwritten; the game's `maxActions` leaves room for them.
 */
/** The room `generateMoves` needs: every piece's every line, plus the spare entries it may write past the end. */
export const maxMoves = (t: TaflTables): number => t.n * (t.width + t.height - 2) + 4;

export function generateMoves(t: TaflTables, s: TaflState, out: Int32Array): number {
  const side = s.toMove;
  if (side < 0) return 0;
  const n = t.n,
    w = t.width,
    h = t.height;
  const board = s.board,
    list = s.list,
    rowOcc = s.rowOcc,
    colOcc = s.colOcc,
    info = t.moveInfo,
    fileOf = t.fileOf,
    rankOf = t.rankOf;
  let k = 0;
  for (let i = side * n, end = i + s.count[side]; i < end; i++) {
    const from = list[i];
    const f = fileOf[from],
      r = rankOf[from];
    const ro = rowOcc[r],
      co = colOcc[f];
    const code = board[from];
    const at = (code * n + from) << INFO_SHIFT;
    if (info[at + INFO_FIXED] === 1) continue;
    const rs = info[at + INFO_ROW_SPECIAL],
      cs = info[at + INFO_COL_SPECIAL];
    const a = from * n + from;
    const east = runUp(ro, f, w - 1 - f),
      west = runDown(ro, f),
      north = runUp(co, r, h - 1 - r),
      south = runDown(co, r);
    const eastBits = ((1 << east) - 1) << (f + 1),
      westBits = ((1 << west) - 1) << (f - west);
    const northBits = ((1 << north) - 1) << (r + 1),
      southBits = ((1 << south) - 1) << (r - south);
    if ((rs & eastBits) === 0) {
      out[k] = a + 1;
      out[k + 1] = a + 2;
      out[k + 2] = a + 3;
      out[k + 3] = a + 4;
      if (east > 4) {
        out[k + 4] = a + 5;
        out[k + 5] = a + 6;
        out[k + 6] = a + 7;
        out[k + 7] = a + 8;
        if (east > 8)
          for (let j = 8; j < east; j += 4) {
            out[k + j] = a + j + 1;
            out[k + j + 1] = a + j + 2;
            out[k + j + 2] = a + j + 3;
            out[k + j + 3] = a + j + 4;
          }
      }
      k += east;
    } else
      k = writeBits(out, k, stopBits(eastBits, t.rowNoStop[code * h + r], t.rowNoPass[code * h + r], true), a - f, 1);
    if ((rs & westBits) === 0) {
      out[k] = a - 1;
      out[k + 1] = a - 2;
      out[k + 2] = a - 3;
      out[k + 3] = a - 4;
      if (west > 4) {
        out[k + 4] = a - 5;
        out[k + 5] = a - 6;
        out[k + 6] = a - 7;
        out[k + 7] = a - 8;
        if (west > 8)
          for (let j = 8; j < west; j += 4) {
            out[k + j] = a - j - 1;
            out[k + j + 1] = a - j - 2;
            out[k + j + 2] = a - j - 3;
            out[k + j + 3] = a - j - 4;
          }
      }
      k += west;
    } else
      k = writeBits(out, k, stopBits(westBits, t.rowNoStop[code * h + r], t.rowNoPass[code * h + r], false), a - f, 1);
    if ((cs & northBits) === 0) {
      out[k] = a + w;
      out[k + 1] = a + 2 * w;
      out[k + 2] = a + 3 * w;
      out[k + 3] = a + 4 * w;
      if (north > 4) {
        out[k + 4] = a + 5 * w;
        out[k + 5] = a + 6 * w;
        out[k + 6] = a + 7 * w;
        out[k + 7] = a + 8 * w;
        if (north > 8)
          for (let j = 8, b = a + 8 * w; j < north; j += 4, b += 4 * w) {
            out[k + j] = b + w;
            out[k + j + 1] = b + 2 * w;
            out[k + j + 2] = b + 3 * w;
            out[k + j + 3] = b + 4 * w;
          }
      }
      k += north;
    } else
      k = writeBits(
        out,
        k,
        stopBits(northBits, t.colNoStop[code * w + f], t.colNoPass[code * w + f], true),
        a - r * w,
        w,
      );
    if ((cs & southBits) === 0) {
      out[k] = a - w;
      out[k + 1] = a - 2 * w;
      out[k + 2] = a - 3 * w;
      out[k + 3] = a - 4 * w;
      if (south > 4) {
        out[k + 4] = a - 5 * w;
        out[k + 5] = a - 6 * w;
        out[k + 6] = a - 7 * w;
        out[k + 7] = a - 8 * w;
        if (south > 8)
          for (let j = 8, b = a - 8 * w; j < south; j += 4, b -= 4 * w) {
            out[k + j] = b - w;
            out[k + j + 1] = b - 2 * w;
            out[k + j + 2] = b - 3 * w;
            out[k + j + 3] = b - 4 * w;
          }
      }
      k += south;
    } else
      k = writeBits(
        out,
        k,
        stopBits(southBits, t.colNoStop[code * w + f], t.colNoPass[code * w + f], false),
        a - r * w,
        w,
      );
  }
  return k;
}

/** Whether the piece on `from` has at least one move. */
export function pieceCanMove(t: TaflTables, s: TaflState, from: number): boolean {
  const n = t.n,
    w = t.width,
    h = t.height;
  const code = s.board[from];
  if (t.fixed[code * n + from] === 1) return false;
  const f = t.fileOf[from],
    r = t.rankOf[from];
  const ro = s.rowOcc[r],
    co = s.colOcc[f];
  const row = code * h + r,
    col = code * w + f;
  const east = runUp(ro, f, w - 1 - f),
    west = runDown(ro, f),
    north = runUp(co, r, h - 1 - r),
    south = runDown(co, r);
  return (
    stopBits(((1 << east) - 1) << (f + 1), t.rowNoStop[row], t.rowNoPass[row], true) !== 0 ||
    stopBits(((1 << west) - 1) << (f - west), t.rowNoStop[row], t.rowNoPass[row], false) !== 0 ||
    stopBits(((1 << north) - 1) << (r + 1), t.colNoStop[col], t.colNoPass[col], true) !== 0 ||
    stopBits(((1 << south) - 1) << (r - south), t.colNoStop[col], t.colNoPass[col], false) !== 0
  );
}

export function sideCanMove(t: TaflTables, s: TaflState, side: number): boolean {
  for (let i = side * t.n, end = i + s.count[side]; i < end; i++) {
    if (pieceCanMove(t, s, s.list[i])) return true;
  }
  return false;
}
