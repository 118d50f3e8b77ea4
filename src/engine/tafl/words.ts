/** How piece types and sides read in sentences ("tombstones may not enter …"). */
import { wordList } from '../words';
import type { TaflRules } from './rules';

export function typeLabel(type: string): string {
  return type.replace(/-/g, ' ');
}

export function typePlural(type: string): string {
  return `${typeLabel(type)}s`;
}

/** "the king" for the royal type (there is one of it), else the plural: "skulls". */
export function typeGroupWord(rules: TaflRules, type: string): string {
  return rules.pieces[type]?.royal ? `the ${typeLabel(type)}` : typePlural(type);
}

/** "the jeweled skull", "skulls and the jeweled skull", "no piece". */
export function typesPhrase(rules: TaflRules, types: readonly string[]): string {
  if (types.length === 0) return 'no piece';
  const words = types.map((t) => typeGroupWord(rules, t));
  return wordList(words);
}

/** "a skull", "an attacker". */
export function typeWithArticle(type: string): string {
  const label = typeLabel(type);
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`;
}
