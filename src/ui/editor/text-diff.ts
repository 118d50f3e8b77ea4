/**
 * The smallest single replacement turning `before` into `after` (common
 * prefix and suffix kept). Applying it instead of replacing the whole text
 * keeps the editor's cursor, scroll position and undo history meaningful.
 */
export interface TextReplace {
  /** Offset in `before` where the replaced part starts. */
  start: number;
  /** Offset in `before` where it ends. */
  end: number;
  text: string;
}

export function minimalReplace(before: string, after: string): TextReplace | null {
  if (before === after) return null;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (
    tail < max - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail++;
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}
