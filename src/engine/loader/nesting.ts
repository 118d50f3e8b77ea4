/**
 * How deep a text nests, found by one linear pass before the YAML library
 * reads it. The library (and everything after it: toJS, the schema, our
 * checks) recurses once per level, so 100,000 nested [ ] would exhaust the
 * stack (or take minutes) before any message could be given. No ruleset or
 * scenario needs more than a few levels.
 */

/** Levels of [ ], { } and indentation together. */
export const MAX_NESTING = 200;

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t';

/**
 * The offset of the first character that opens level MAX_NESTING + 1, or -1.
 * It reads the text as the YAML lexer does where it matters for depth: a [ or {
 * opens a level at the start of a value (or anywhere inside [ ] / { }), quotes
 * and comments hide brackets, each "- " and each deeper indentation opens a level.
 */
export function tooDeepAt(text: string): number {
  let flow = 0;
  /** The block levels around the outermost open [ or {. */
  let flowBase = 0;
  let quote: '"' | "'" | null = null;
  let quoteBase = 0;
  let blockScalarBase: number | null = null;
  const indents: number[] = [];
  // A byte-order mark is no character of the text to YAML.
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let indent = 0;
    while (text[start + indent] === ' ') indent++;
    const first = text[start + indent];
    const blank = start + indent >= end || first === '\r' || (first === '#' && !quote);
    if (blockScalarBase !== null && (blank || indent > blockScalarBase)) {
      start = end + 1;
      continue;
    }
    blockScalarBase = null;
    // A quote does not reach past a line indented no more than the line it opened on: the lexer ends it there.
    if (quote && !blank && indent <= quoteBase && flow === 0) quote = null;
    let j = start + indent;
    let tokenStart = true;
    let depth = flow;
    if (!quote && flow === 0 && !blank) {
      while (indents.length > 0 && indents.at(-1)! >= indent) indents.pop();
      indents.push(indent);
      depth = indents.length;
    }
    for (; j < end; j++) {
      const c = text[j];
      if (quote) {
        if (quote === '"' && c === '\\') j++;
        else if (c === quote && quote === "'" && text[j + 1] === "'") j++;
        else if (c === quote) {
          quote = null;
          tokenStart = false;
        }
        continue;
      }
      if (isSpace(c) || c === '\r') continue;
      if (c === '#' && (j === start || isSpace(text[j - 1]))) break;
      if (tokenStart && (c === '"' || c === "'")) {
        quote = c;
        quoteBase = indent;
        continue;
      }
      if (c === '[' || c === '{') {
        if (tokenStart || flow > 0) {
          if (flow === 0) flowBase = depth;
          flow++;
          if (flowBase + flow > MAX_NESTING) return j;
          tokenStart = true;
          continue;
        }
      }
      if (flow > 0 && (c === ']' || c === '}')) {
        flow--;
        tokenStart = false;
        continue;
      }
      if (flow > 0 && c === ',') {
        tokenStart = true;
        continue;
      }
      if (c === ':' && (j + 1 === end || isSpace(text[j + 1]) || text[j + 1] === '\r' || flow > 0)) {
        tokenStart = true;
        continue;
      }
      if (tokenStart && (c === '-' || c === '?') && (j + 1 === end || isSpace(text[j + 1]) || text[j + 1] === '\r')) {
        // "- - - x": each dash is a list inside the one before.
        if (flow === 0 && ++depth > MAX_NESTING) return j;
        continue;
      }
      if (tokenStart && flow === 0 && (c === '|' || c === '>') && blockScalarHeader(text, j + 1, end)) {
        blockScalarBase = indent;
        break;
      }
      if (tokenStart && (c === '&' || c === '!')) {
        while (j + 1 < end && !isSpace(text[j + 1]) && text[j + 1] !== '\r') j++;
        continue;
      }
      tokenStart = false;
    }
    if (!quote && flow === 0 && depth > MAX_NESTING) return start + indent;
    start = end + 1;
  }
  return -1;
}

/** After | or >: indicators (digits, + or -), spaces, maybe a comment, then the line end. */
function blockScalarHeader(text: string, from: number, end: number): boolean {
  let j = from;
  while (j < end && /[-+0-9]/.test(text[j])) j++;
  while (j < end && (isSpace(text[j]) || text[j] === '\r')) j++;
  return j === end || (text[j] === '#' && isSpace(text[j - 1]));
}
