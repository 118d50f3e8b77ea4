/**
 * Copenhagen's exit fort: "the king stands on the edge, can move, and the
 * attackers can never break the fort (no piece of it can ever be captured)."
 *
 * Exact reading, as a greatest fixpoint: start by assuming every defender is
 * uncapturable ("safe"); the squares attackers can ever reach are those
 * connected to an attacker through squares not held by safe defenders; a
 * defender is not safe if it can be enclosed by squares attackers can reach
 * (or hostile squares) on both sides of a line (all four sides if strong),
 * or taken in a shieldwall. Repeat until nothing changes: there is a fort if
 * attackers can still never reach the king. A square whose defender can be
 * captured counts as reachable; an empty pocket sealed by safe defenders (an
 * "eye") does not — a pocket whose wall can be broken does.
 *
 * Cheap first: a fill from the king through empty squares that meets an
 * attacker ends the test at once (the usual case in open play).
 */
import { pieceCanMove } from './moves';
import type { Scratch } from './scratch';
import type { TaflState } from './state';
import type { TaflTables } from './tables';

export function exitFort(t: TaflTables, s: TaflState, sc: Scratch): boolean {
  const k = s.royal;
  if (!pieceCanMove(t, s, k)) return false;
  const board = s.board,
    nb = t.nb,
    codeSide = t.codeSide,
    def = t.def;
  const mark = sc.mark,
    stack = sc.stack,
    stamp = sc.next();
  let sp = 0;
  mark[k] = stamp;
  stack[sp++] = k;
  while (sp > 0) {
    const q = stack[--sp];
    for (let d = 0; d < 4; d++) {
      const r = nb[q * 4 + d];
      if (r < 0 || mark[r] === stamp) continue;
      const c = board[r];
      if (c !== 0) {
        if (codeSide[c] === def) continue;
        return false;
      }
      mark[r] = stamp;
      stack[sp++] = r;
    }
  }
  return fortHolds(t, s, sc);
}

function fortHolds(t: TaflTables, s: TaflState, sc: Scratch): boolean {
  const n = t.n,
    board = s.board,
    nb = t.nb,
    def = t.def,
    att = t.att;
  const safe = sc.safe,
    mark = sc.mark,
    stack = sc.stack;
  safe.fill(0);
  const first = def * n,
    end = first + s.count[def];
  for (let i = first; i < end; i++) {
    const sq = s.list[i];
    if (sq !== s.royal) safe[sq] = 1;
  }
  for (;;) {
    // Squares attackers can ever stand on or cross, given the current safe set.
    const stamp = sc.next();
    let sp = 0;
    for (let i = att * n, e = i + s.count[att]; i < e; i++) {
      const sq = s.list[i];
      mark[sq] = stamp;
      stack[sp++] = sq;
    }
    while (sp > 0) {
      const q = stack[--sp];
      for (let d = 0; d < 4; d++) {
        const r = nb[q * 4 + d];
        if (r < 0 || mark[r] === stamp || safe[r] === 1 || t.attCross[r] === 0) continue;
        if (r === s.royal) return false;
        mark[r] = stamp;
        stack[sp++] = r;
      }
    }
    const threat = (q: number, victim: number): boolean => {
      if (q < 0 || safe[q] === 1) return false;
      if (t.hostO[victim * n + q] === 1 || t.hostE[victim * n + q] === 1) return true;
      return mark[q] === stamp && t.attStop[q] === 1;
    };
    let changed = false;
    for (let i = first; i < end; i++) {
      const sq = s.list[i];
      if (safe[sq] === 0) continue;
      const c = board[sq];
      if (t.prot[c * n + sq] === 1) continue;
      const e = nb[sq * 4],
        w = nb[sq * 4 + 1],
        no = nb[sq * 4 + 2],
        so = nb[sq * 4 + 3];
      const lost =
        t.strong[c] === 1
          ? threat(e, c) && threat(w, c) && threat(no, c) && threat(so, c)
          : (threat(e, c) && threat(w, c)) || (threat(no, c) && threat(so, c));
      if (lost) {
        safe[sq] = 0;
        changed = true;
      }
    }
    if (t.shieldwall && breakableWalls(t, s, sc, stamp)) changed = true;
    if (!changed) return true;
  }
}

/** Marks unsafe the safe defenders that a shieldwall could take: rows on an edge, fronts and both ends reachable. */
function breakableWalls(t: TaflTables, s: TaflState, sc: Scratch, stamp: number): boolean {
  const w = t.width,
    h = t.height,
    n = t.n;
  const safe = sc.safe,
    mark = sc.mark;
  const standable = (q: number) => mark[q] === stamp && t.attStop[q] === 1 && safe[q] === 0;
  let changed = false;
  // Each edge line: its first square, step along it, and the step towards the front.
  const lines: [number, number, number, number][] = [
    [0, 1, w, w],
    [(h - 1) * w, 1, -w, w],
    [0, w, 1, h],
    [w - 1, w, -1, h],
  ];
  for (const [start, step, front, len] of lines) {
    let i = 0;
    while (i < len) {
      const sq = start + i * step;
      if (safe[sq] === 0) {
        i++;
        continue;
      }
      let j = i;
      let fronted = true;
      while (j < len && safe[start + j * step] === 1) {
        if (!standable(start + j * step + front)) fronted = false;
        j++;
      }
      const before = i > 0 ? start + (i - 1) * step : -1;
      const after = j < len ? start + j * step : -1;
      const lastCode = s.board[start + (j - 1) * step];
      const firstCode = s.board[sq];
      const bracket = (q: number, c: number) =>
        q >= 0 && (standable(q) || (s.board[q] === 0 && t.hostE[c * n + q] === 1));
      if (fronted && j - i >= 2 && bracket(before, firstCode) && bracket(after, lastCode)) {
        for (let k = i; k < j; k++) {
          const p = start + k * step;
          const c = s.board[p];
          if (t.strong[c] === 0 && t.prot[c * n + p] === 0) {
            safe[p] = 0;
            changed = true;
          }
        }
      }
      i = j;
    }
  }
  return changed;
}
