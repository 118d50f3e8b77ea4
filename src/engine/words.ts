/** Sentence pieces every family's messages share. */

/** "a", "a and b", "a, b and c" (or `or`): a list as a sentence says it. */
export function wordList(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}` : (words[0] ?? '');
}
