/**
 * Copenhagen: "The attackers win when they encircle the king and every
 * remaining defender (no defender can reach the board edge through empty
 * squares or squares of its own side)." A depth-first fill from the
 * defenders that stops at the first edge square it reaches.
 */
import type { Scratch } from './scratch';
import type { TaflState } from './state';
import type { TaflTables } from './tables';

export function defendersEncircled(t: TaflTables, s: TaflState, sc: Scratch): boolean {
  const n = t.n,
    def = t.def,
    board = s.board,
    edge = t.edge,
    nb = t.nb,
    codeSide = t.codeSide;
  const first = def * n,
    end = first + s.count[def];
  if (end === first) return false;
  for (let i = first; i < end; i++) if (edge[s.list[i]] === 1) return false;
  const mark = sc.mark,
    stack = sc.stack,
    stamp = sc.next();
  let sp = 0;
  for (let i = first; i < end; i++) {
    const sq = s.list[i];
    mark[sq] = stamp;
    stack[sp++] = sq;
  }
  while (sp > 0) {
    const q = stack[--sp];
    for (let d = 0; d < 4; d++) {
      const r = nb[q * 4 + d];
      if (mark[r] === stamp) continue;
      const c = board[r];
      if (c !== 0 && codeSide[c] !== def) continue;
      if (edge[r] === 1) return false;
      mark[r] = stamp;
      stack[sp++] = r;
    }
  }
  return true;
}
