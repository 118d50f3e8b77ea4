/** Sentence pieces every family's messages share. */

/** "a", "a and b", "a, b and c" (or `or`): a list as a sentence says it. */
export function wordList(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}` : (words[0] ?? '');
}

/** A value read from a designer's file as a message quotes it: a scalar as written, a list or a map as JSON. */
export function written(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v === null || v === undefined) return String(v);
  // A list or a map (YAML and JSON give nothing else): `String` would read "[object Object]".
  return JSON.stringify(v);
}
