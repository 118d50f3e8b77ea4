/**
 * Why a move is refused, in a designer's words: "f4→f7 passes over the piece
 * on f6", "only the jeweled skull may stop on the centre f6", "tombstones may
 * not enter the corner zone a2". Off the hot path: reads the rules freely.
 */
import { squareName } from '../grid';
import type { TaflRules } from './rules';
import { groupsDeciding } from './square-roles';
import { PASS, STOP } from './moves';
import type { TaflTables } from './tables';
import type { TaflState } from './state';
import { typeGroupWord, typeLabel, typesPhrase, typeWithArticle } from './words';

export function explainMove(t: TaflTables, rules: TaflRules, s: TaflState, action: number): string | null {
  const n = t.n;
  if (!Number.isInteger(action) || action < 0 || action >= n * n)
    return `action ${action} is not a move on this ${t.width}×${t.height} board`;
  const from = Math.floor(action / n),
    to = action % n;
  const sq = (i: number) => squareName(i, t.width);
  const code = s.board[from];
  if (code === 0) return `there is no piece on ${sq(from)}`;
  const type = t.typeNames[code - 1];
  const side = t.codeSide[code];
  if (side !== s.toMove)
    return `the ${typeLabel(type)} on ${sq(from)} belongs to the ${t.sideNames[side]}; it is the ${t.sideNames[s.toMove]}' turn`;
  if (from === to) return `${sq(from)}→${sq(to)} does not move; a piece must move at least one square`;
  const ff = from % t.width,
    tf = to % t.width;
  if (ff !== tf && from - ff !== to - tf)
    return `pieces move in a straight line along a rank or a file; ${sq(from)}→${sq(to)} is not one`;
  if (t.fixed[code * n + from] === 1)
    return `the ${typeLabel(type)} on ${sq(from)} stays on its ${groupAt(rules, t, from, type, 'fixes')} for the rest of the ${rules.match ? 'round' : 'game'}`;
  const step = ff === tf ? (to > from ? t.width : -t.width) : to > from ? 1 : -1;
  for (let q = from + step; q !== to; q += step) {
    if (s.board[q] !== 0) return `${sq(from)}→${sq(to)} passes over the piece on ${sq(q)}`;
    const p = t.perm[code * n + q];
    if ((p & PASS) === 0) {
      const group = groupAt(rules, t, q, type, 'pass');
      return (p & STOP) === 0
        ? `${typeGroupWord(rules, type)} may not enter the ${group} ${sq(q)}`
        : `${typeGroupWord(rules, type)} may not pass over the ${group} ${sq(q)}`;
    }
  }
  const there = s.board[to];
  if (there !== 0)
    return `${sq(from)}→${sq(to)} ends on ${typeWithArticle(t.typeNames[there - 1])} (on ${sq(to)}); a piece may only stop on an empty square`;
  const p = t.perm[code * n + to];
  if ((p & STOP) === 0) {
    const group = groupAt(rules, t, to, type, 'stop');
    if ((p & PASS) === 0) return `${typeGroupWord(rules, type)} may not enter the ${group} ${sq(to)}`;
    const allowed = t.typeNames.filter((_, i) => (t.perm[(i + 1) * n + to] & STOP) !== 0);
    return allowed.length === 0
      ? `no piece may stop on the ${group} ${sq(to)}`
      : `only ${typesPhrase(rules, allowed)} may stop on the ${group} ${sq(to)}`;
  }
  return null;
}

/** The name of the first square group at `sq` that decides for `type` (see `groupsDeciding`); `square` if none does. */
function groupAt(rules: TaflRules, t: TaflTables, sq: number, type: string, key: 'stop' | 'pass' | 'fixes'): string {
  const group = groupsDeciding(rules, squareName(sq, t.width), type, key)[0];
  return group === undefined ? 'square' : rules.squares[group].name;
}
