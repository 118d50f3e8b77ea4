/**
 * Captures are active: only the moved piece's arrival captures. Custodial
 * (the square beyond the victim holds an armed piece of the mover's side, or
 * is hostile to the victim), four-sided for `strength: 4` pieces, and
 * Copenhagen's shieldwall along the edge.
 */
import type { TaflState } from './state';
import type { TaflTables } from './tables';

/** Takes the piece on `sq` off the board and records the capture. */
export function removePiece(t: TaflTables, s: TaflState, sq: number): void {
  const n = t.n;
  const c = s.board[sq];
  const side = t.codeSide[c];
  const i = s.where[sq];
  const last = side * n + --s.count[side];
  const moved = s.list[last];
  s.list[i] = moved;
  s.where[moved] = i;
  s.board[sq] = 0;
  s.rowOcc[t.rankOf[sq]] &= ~(1 << t.fileOf[sq]);
  s.colOcc[t.fileOf[sq]] &= ~(1 << t.rankOf[sq]);
  s.caps[s.capN] = sq;
  s.capCodes[s.capN++] = c;
  if (c === t.royalCode) s.royal = -1;
  if (t.repetition !== 0) {
    s.hashLo ^= t.zobLo[c * n + sq];
    s.hashHi ^= t.zobHi[c * n + sq];
  }
}

/** Whether `sq` acts as a capturing partner of side `me` against a piece of code `victim`. */
function partner(t: TaflTables, board: Int8Array, sq: number, victim: number, me: number): boolean {
  const w = board[sq];
  if (w === 0) return t.hostE[victim * t.n + sq] === 1;
  if (t.codeSide[w] === me && t.anvil[w] === 1) return true;
  return t.hostO[victim * t.n + sq] === 1;
}

/** A `strength: 4` piece on `v`, next to the mover on `to`: enclosed on all four sides? The edge never encloses. */
function enclosed(t: TaflTables, board: Int8Array, v: number, victim: number, me: number, to: number): boolean {
  const nb = t.nb;
  for (let e = 0; e < 4; e++) {
    const q = nb[v * 4 + e];
    if (q < 0) return false;
    if (q !== to && !partner(t, board, q, victim, me)) return false;
  }
  return true;
}

/**
 * The squares of the pieces captured by side `me`'s piece arriving on `to`
 * (the board already shows it there), written to `out`; returns how many.
 * Reads only: the captures of one move never depend on each other (a
 * custodial victim next to `to` ends any edge row at length one, and the
 * squares a four-sided capture looks at are two steps from `to`).
 */
export function findCaptures(t: TaflTables, board: Int8Array, to: number, me: number, out: Int16Array): number {
  if (t.hammer[board[to]] === 0) return 0;
  const n = t.n,
    nb = t.nb,
    codeSide = t.codeSide;
  let k = 0;
  for (let d = 0; d < 4; d++) {
    const v = nb[to * 4 + d];
    if (v < 0) continue;
    const c = board[v];
    if (c === 0 || codeSide[c] === me || t.prot[c * n + v] === 1) continue;
    if (t.strong[c] === 1) {
      if (enclosed(t, board, v, c, me, to)) out[k++] = v;
      continue;
    }
    const b = nb[v * 4 + d];
    if (b >= 0 && partner(t, board, b, c, me)) out[k++] = v;
  }
  if (t.shieldwall && t.edge[to] === 1) k = shieldwalls(t, board, to, me, out, k);
  return k;
}

/**
 * Makes the captures of the move just made (the piece is on `to`). They are
 * found straight into the state's capture record: `removePiece` then writes
 * each square back onto itself, so no buffer outside the state is needed.
 */
export function captureAfterMove(t: TaflTables, s: TaflState, to: number, me: number): void {
  const k = findCaptures(t, s.board, to, me, s.caps);
  s.capN = 0;
  for (let i = 0; i < k; i++) removePiece(t, s, s.caps[i]);
}

/** The walls `to` may close: along its edge in both directions (a corner lies on two edges). */
function shieldwalls(t: TaflTables, board: Int8Array, to: number, me: number, out: Int16Array, k: number): number {
  const w = t.width;
  const f = to % w,
    r = (to - f) / w;
  if (r === 0 || r === t.height - 1) {
    const front = r === 0 ? 2 : 3;
    k = wall(t, board, to, 0, front, me, out, k);
    k = wall(t, board, to, 1, front, me, out, k);
  }
  if (f === 0 || f === w - 1) {
    const front = f === 0 ? 0 : 1;
    k = wall(t, board, to, 2, front, me, out, k);
    k = wall(t, board, to, 3, front, me, out, k);
  }
  return k;
}

/**
 * "A row of two or more pieces along the board edge is captured together when
 * the move brackets the row at both ends on the edge (a corner may be one
 * bracket) and every piece of the row has an enemy directly in front of it."
 */
function wall(
  t: TaflTables,
  board: Int8Array,
  to: number,
  d: number,
  front: number,
  me: number,
  out: Int16Array,
  k: number,
): number {
  const nb = t.nb,
    codeSide = t.codeSide,
    n = t.n;
  let q = nb[to * 4 + d];
  let len = 0;
  let last = 0;
  while (q >= 0) {
    const c = board[q];
    if (c === 0 || codeSide[c] === me) break;
    const fc = board[nb[q * 4 + front]];
    if (fc === 0 || codeSide[fc] !== me) return k;
    len++;
    last = c;
    q = nb[q * 4 + d]!;
  }
  if (q < 0 || len < 2 || !partner(t, board, q, last, me)) return k;
  for (let p = nb[to * 4 + d]; p !== q; p = nb[p * 4 + d]!) {
    const c = board[p];
    if (t.strong[c] === 0 && t.prot[c * n + p] === 0) out[k++] = p;
  }
  return k;
}
