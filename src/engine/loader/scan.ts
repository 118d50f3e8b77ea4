/**
 * One pass over a text before the YAML library reads any of it. The library (and everything
 * after it: toJS, the schema, our checks) recurses once per level of nesting and builds a node
 * with ranges for every key and value (about 1 kB each), so what it is given must be bounded
 * first: 100,000 nested [ ] would exhaust the stack, and a 2 MB file of a million one-character
 * items would take seconds and a GB. No ruleset or scenario needs more than a few levels or a few
 * thousand nodes; the one long thing a scenario holds, its list of actions (one-line items,
 * `- { turn: c1 }` or `- turn: c1`, or a flow list of flow maps), is read by the list reader
 * (yaml-flow-lists.ts) as this pass reaches it, and never given to the library: its items are
 * bounded by the schema's 100,000 actions and the 2 MB of a file, not here.
 *
 * Each line is read once, here or by the list reader (a list it turns down is read here after
 * it). What is found: the first place past a bound, the lists taken, the line starts, and, for a
 * file made only of plain top-level lines, what each line is (repeated-lines.ts thins thousands
 * of one slip from there).
 */
import { LineCounter } from 'yaml';
import { LineReader, mayHoldLists, readList, type FlowList } from './yaml-flow-lists';

/** Levels of [ ], { } and indentation together. */
export const MAX_NESTING = 200;
/**
 * Keys, values, lists and maps the library may be given (a "- " or a ":" counts too, as the empty
 * value it may stand for): 100 – 200 MB and about a second of its time (lists nested deep cost
 * most; just under the bound the CLI stays within 2 s and 300 MB, whatever the shape). A ruleset
 * has a few hundred; a scenario's setup and checks a few thousand; the actions the list reader takes are not counted.
 */
export const MAX_NODES = 100_000;

export type LineKind = 'key' | 'words' | 'quiet';

/** A file of plain top-level lines only, line by line (see repeated-lines.ts). */
export interface PlainLines {
  kinds: LineKind[];
  /** The key of a key line. */
  keys: (string | undefined)[];
  /** Where each line starts, and where it ends (its line break, or the end of the text). */
  starts: number[];
  ends: number[];
  /** The nodes counted on each line. */
  nodes: number[];
  /** The top-level entries, key → value as written, the first of each. */
  top: Map<string, string>;
}

export interface TextScan {
  /** Line starts, as the library counts them (complete unless a bound was passed). */
  lines: LineCounter;
  /** The offset of the first character that opens level MAX_NESTING + 1, or -1. */
  tooDeep: number;
  /** The offset of node MAX_NODES + 1 of what the library is given (the lists taken left out), or -1. */
  tooMany: number;
  /** The same, counting the lists taken too: where reading the whole text with the library would pass the bound. */
  tooManyWhole: number;
  /** The range of the first list item past the list reader's bound per item (MAX_ITEM_NODES), or null. */
  tooBigItem: [number, number] | null;
  /** Top-level lists of simple maps, taken by the list reader. */
  lists: FlowList[];
  /** Set when every line is a plain top-level line (and so no list was taken). */
  plain: PlainLines | null;
}

/** `key: value` at column 0: a plain key, then nothing or a plain value. */
const KEY_LINE = /([A-Za-z_][\w-]*(?: [\w-]+)*):(?: +(\w[\w.-]*(?: [\w.-]+)*))? *\r?(?=\n|$)/y;
/** Plain words at column 0 without a colon. */
const WORDS_LINE = /[A-Za-z_][\w-]*(?: [\w-]+)* *\r?(?=\n|$)/y;
const QUIET_LINE = /(?: *| *#.*)\r?(?=\n|$)/y;
/** Keys the YAML core schema reads as null or a boolean: two spellings can be one key. */
const NOT_TEXT = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']);
/** Past a few hundred characters a line is no slip repeated-lines.ts needs to find. */
const PLAIN_LINE_MAX = 200;

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t';

/** What the line from `start` to `end` (its line break) is, as a plain top-level line; null if it is none. */
function plainLine(text: string, start: number, end: number): { kind: LineKind; key?: string; value?: string } | null {
  if (end - start > PLAIN_LINE_MAX) return null;
  KEY_LINE.lastIndex = start;
  const key = KEY_LINE.exec(text);
  if (key) return NOT_TEXT.has(key[1]) ? null : { kind: 'key', key: key[1], value: key[2] ?? '' };
  WORDS_LINE.lastIndex = start;
  if (WORDS_LINE.test(text)) return { kind: 'words' };
  QUIET_LINE.lastIndex = start;
  return QUIET_LINE.test(text) ? { kind: 'quiet' } : null;
}

/**
 * Reads `text` as the YAML lexer does where it matters for depth and size: a [ or { opens a
 * level at the start of a value (or anywhere inside [ ] / { }), quotes and comments hide
 * brackets, each "- " and each deeper indentation opens a level; a node starts at each value,
 * key indicator, dash and bracket.
 */
export function scanText(text: string): TextScan {
  const lines = new LineCounter();
  lines.addNewLine(0);
  const scan: TextScan = {
    lines,
    tooDeep: -1,
    tooMany: -1,
    tooManyWhole: -1,
    tooBigItem: null,
    lists: [],
    plain: null,
  };
  const reader = mayHoldLists(text) ? new LineReader(text) : null;
  // A byte-order mark is no character of the text to YAML (nor of a plain line).
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let plain: PlainLines | null =
    start === 0 ? { kinds: [], keys: [], starts: [], ends: [], nodes: [], top: new Map() } : null;
  let nodes = 0;
  let whole = 0;
  const count = (at: number): void => {
    nodes++;
    whole++;
    if (nodes > MAX_NODES && scan.tooMany < 0) scan.tooMany = at;
    if (whole > MAX_NODES && scan.tooManyWhole < 0) scan.tooManyWhole = at;
  };
  let flow = 0;
  /** The block levels around the outermost open [ or {. */
  let flowBase = 0;
  let quote: '"' | "'" | null = null;
  let quoteBase = 0;
  let blockScalarBase: number | null = null;
  const indents: number[] = [];
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    else lines.addNewLine(end + 1);
    const nodesBefore = nodes;
    if (plain) {
      const line = plainLine(text, start, end);
      if (line) {
        plain.kinds.push(line.kind);
        plain.keys.push(line.key);
        plain.starts.push(start);
        plain.ends.push(end);
        if (line.key !== undefined && !plain.top.has(line.key)) plain.top.set(line.key, line.value!);
      } else plain = null;
    }
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
    // A top-level key whose value is a list of simple items: the list reader takes the items.
    const list =
      reader && !quote && flow === 0 && indent === 0 && !blank
        ? readList(reader, text, start, text.charCodeAt(end - 1) === 13 ? end - 1 : end, end + 1)
        : null;
    if (reader) scan.tooBigItem ??= reader.tooBig;
    // A flow list opens on its key's line: the line is read here up to its [.
    const lineEnd = list && list.cut[0] < end ? list.cut[0] : end;
    let j = start + indent;
    let tokenStart = true;
    let depth = flow;
    if (!quote && flow === 0 && !blank) {
      while (indents.length > 0 && indents.at(-1)! >= indent) indents.pop();
      indents.push(indent);
      depth = indents.length;
    }
    for (; j < lineEnd; j++) {
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
        count(j);
        quote = c;
        quoteBase = indent;
        continue;
      }
      if (c === '[' || c === '{') {
        if (tokenStart || flow > 0) {
          if (flow === 0) flowBase = depth;
          flow++;
          if (flowBase + flow > MAX_NESTING) {
            scan.tooDeep = j;
            return scan;
          }
          count(j);
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
      if (c === ':' && (j + 1 === lineEnd || isSpace(text[j + 1]) || text[j + 1] === '\r' || flow > 0)) {
        count(j);
        tokenStart = true;
        continue;
      }
      if (tokenStart && (c === '-' || c === '?') && (j + 1 === end || isSpace(text[j + 1]) || text[j + 1] === '\r')) {
        // "- - - x": each dash is a list inside the one before.
        if (flow === 0 && ++depth > MAX_NESTING) {
          scan.tooDeep = j;
          return scan;
        }
        count(j);
        continue;
      }
      if (tokenStart && flow === 0 && (c === '|' || c === '>') && blockScalarHeader(text, j + 1, end)) {
        count(j);
        blockScalarBase = indent;
        break;
      }
      if (tokenStart && (c === '&' || c === '!')) {
        while (j + 1 < end && !isSpace(text[j + 1]) && text[j + 1] !== '\r') j++;
        continue;
      }
      if (tokenStart) count(j);
      tokenStart = false;
    }
    if (!quote && flow === 0 && depth > MAX_NESTING) {
      scan.tooDeep = start + indent;
      return scan;
    }
    if (plain) plain.nodes.push(nodes - nodesBefore);
    start = end + 1;
    if (list) {
      scan.lists.push(list);
      plain = null;
      whole += list.nodes;
      if (whole > MAX_NODES && scan.tooManyWhole < 0) scan.tooManyWhole = list.start;
      for (let i = text.indexOf('\n', start); i >= 0 && i < list.next; i = text.indexOf('\n', i + 1))
        lines.addNewLine(i + 1);
      start = list.next;
    }
    // Past the bound nothing more is needed: only thinning a plain file (repeated-lines.ts) brings it back under.
    if (scan.tooMany >= 0 && !plain) return scan;
  }
  scan.plain = plain;
  return scan;
}

/** After | or >: indicators (digits, + or -), spaces, maybe a comment, then the line end. */
function blockScalarHeader(text: string, from: number, end: number): boolean {
  let j = from;
  while (j < end && /[-+0-9]/.test(text[j])) j++;
  while (j < end && (isSpace(text[j]) || text[j] === '\r')) j++;
  return j === end || (text[j] === '#' && isSpace(text[j - 1]));
}
