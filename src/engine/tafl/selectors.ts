/**
 * Piece lists in the `squares` section name piece types or one of four
 * words; this resolves them to type names, so the tables never see words.
 */
import type { PieceSelector, TaflRules } from './rules';

export const SELECTOR_WORDS = ['all', 'royal', 'attackers', 'defenders'] as const;

/** The type names a selector list stands for, or the first unknown entry. */
export function resolveSelectors(
  rules: TaflRules,
  list: readonly PieceSelector[],
): { types: Set<string> } | { unknown: string; index: number } {
  const types = new Set<string>();
  const entries = Object.entries(rules.pieces);
  for (let i = 0; i < list.length; i++) {
    const sel = list[i];
    if (sel === 'all') entries.forEach(([n]) => types.add(n));
    else if (sel === 'royal') entries.filter(([, t]) => t.royal).forEach(([n]) => types.add(n));
    else if (sel === 'attackers' || sel === 'defenders')
      entries.filter(([, t]) => t.side === sel).forEach(([n]) => types.add(n));
    else if (rules.pieces[sel]) types.add(sel);
    else return { unknown: sel, index: i };
  }
  return { types };
}

/** Like `resolveSelectors`, for rules that passed `check` (every entry is known). */
export function selectedTypes(rules: TaflRules, list: readonly PieceSelector[]): Set<string> {
  const r = resolveSelectors(rules, list);
  if ('unknown' in r) throw new Error(`unknown piece selector "${r.unknown}"`);
  return r.types;
}
