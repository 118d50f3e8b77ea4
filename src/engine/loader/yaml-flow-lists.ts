/**
 * Long lists of one-line flow maps, read without the YAML library. A scenario of 100,000
 * actions is a top-level key (`actions:`) followed by 100,000 lines such as `- { from: c1,
 * to: c5 }`; the library turns them into a syntax tree with a position on every token (about
 * 2.5 s of CPU and 190 MB), only for almost all of those positions never to be asked for.
 *
 * Here a line reader takes such a list, as the scan (scan.ts) reaches its key, when every item
 * line is of a simple, sure form (a flow map of plain words, whole numbers, booleans, quoted
 * strings without escapes, and flat lists of those, keys written once), giving the same values
 * the library would. The library reads the text without those lines (`cutLists`; even blank,
 * 100,000 lines cost it a second), and yaml-source puts the list back: the offsets of what
 * follows it, its values into the data, and a list node whose items are read by the library one
 * line at a time, only when a position inside one is asked for. Anything else (a comment inside
 * the braces, an anchor, a multi-line item, a value needing the YAML schema's finer rules) and
 * the list is left to the library whole.
 */
import { parseDocument, visit, YAMLSeq, type Document, type Node } from 'yaml';

/** A top-level list read by the scanner. */
export interface FlowList {
  /** The top-level key that holds the list, and the offset of that key. */
  key: string;
  keyAt: number;
  /** The values of the items, as the library's `toJS` makes them. */
  items: unknown[];
  /** Per item: the offset of its `{` and the offset after its `}` (the range of its flow map). */
  open: Int32Array;
  close: Int32Array;
  /** The offset of the first item's dash and the end of the last item's line (after its line break): the list's range. */
  start: number;
  end: number;
  /** The lines left out of the text the library reads: from the first item's line to `end`. */
  cut: [number, number];
  /** The text the list was read from (its items are read again from there, one at a time). */
  text: string;
  /** Its keys, values, lists and maps, as the scanner counts them (scan.ts): what the library would build for it. */
  nodes: number;
}

export interface FlowLists {
  /** The text without the lists' item lines, for the library. */
  text: string;
  lists: FlowList[];
  /** An offset in `text` → the same place in the whole text. */
  whole: (offset: number) => number;
}

/** Keys the YAML core schema reads as null or a boolean (so not as the text written), and the one `toJS` treats apart. */
const NOT_TEXT = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE', '__proto__']);
const BOOLEANS: Record<string, boolean> = {
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false,
};

const SPACE = 32;
const isWordStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** Letters, digits, _ and - (a key), plus . and + in a value (`v1.2`, `jeweled-skull`). */
const isKeyChar = (c: number): boolean => isWordStart(c) || isDigit(c) || c === 45;
const isWordChar = (c: number): boolean => isKeyChar(c) || c === 46 || c === 43;

/** Reads one line's flow map, `{ k: v, … }`, from `at` (its `{`); null when it is not of the sure form. */
export class LineReader {
  i = 0;
  /** The keys, values, lists and maps read so far, counted as the scanner counts them for the library (scan.ts). */
  nodes = 0;
  private end = 0;
  constructor(private readonly text: string) {}
  /** Reads from `at` on, up to `end` (the end of its line). */
  at(at: number, end: number): this {
    this.i = at;
    this.end = end;
    return this;
  }
  private spaces(): void {
    while (this.i < this.end && this.text.charCodeAt(this.i) === SPACE) this.i++;
  }
  /** A plain word, a whole number, a boolean or a quoted string without escapes; undefined if none. */
  private scalar(): string | number | boolean | undefined {
    const { text, end } = this;
    const start = this.i;
    this.nodes++;
    const c = text.charCodeAt(start);
    if (c === 34 || c === 39) {
      // "…" or '…' on one line, with no escapes ("\" or '') and no control characters.
      for (let j = start + 1; j < end; j++) {
        const d = text.charCodeAt(j);
        if (d === c) {
          if (c === 39 && text.charCodeAt(j + 1) === 39) return undefined;
          this.i = j + 1;
          return text.slice(start + 1, j);
        }
        if (d < SPACE || d === 92 || d === 127) return undefined;
      }
      return undefined;
    }
    let j = start;
    if (c === 45 && isDigit(text.charCodeAt(start + 1))) j++;
    while (j < end && isWordChar(text.charCodeAt(j))) j++;
    if (j === start) return undefined;
    const word = text.slice(start, j);
    this.i = j;
    if (isWordStart(c)) {
      if (NOT_TEXT.has(word)) return BOOLEANS[word];
      return word;
    }
    // Numbers: whole ones of up to 15 digits; floats, hex, octal, signs and leading zeros are the library's to read.
    return /^-?(?:0|[1-9]\d{0,14})$/.test(word) ? Number(word) : undefined;
  }
  /** A scalar or a flat list of scalars `[a, b]`; undefined if neither. */
  private value(): unknown {
    if (this.text.charCodeAt(this.i) !== 91) return this.scalar();
    this.i++;
    this.nodes++;
    this.spaces();
    const list: unknown[] = [];
    if (this.text.charCodeAt(this.i) === 93) {
      this.i++;
      return list;
    }
    for (;;) {
      const v = this.scalar();
      if (v === undefined) return undefined;
      list.push(v);
      this.spaces();
      const c = this.text.charCodeAt(this.i++);
      if (c === 93) return list;
      if (c !== 44) return undefined;
      this.spaces();
    }
  }
  /** The map, with `this.i` after its `}`. */
  map(): Record<string, unknown> | null {
    const { text } = this;
    const out: Record<string, unknown> = {};
    this.i++;
    // The dash before the map and the map.
    this.nodes += 2;
    this.spaces();
    if (text.charCodeAt(this.i) === 125) {
      this.i++;
      return out;
    }
    for (;;) {
      const start = this.i;
      if (!isWordStart(text.charCodeAt(start))) return null;
      while (this.i < this.end && isKeyChar(text.charCodeAt(this.i))) this.i++;
      const key = text.slice(start, this.i);
      // "key: value": a colon right after the key, then a space ("at:c8" is a key of its own to YAML).
      if (
        NOT_TEXT.has(key) ||
        Object.hasOwn(out, key) ||
        text.charCodeAt(this.i) !== 58 ||
        text.charCodeAt(this.i + 1) !== SPACE
      )
        return null;
      this.i += 2;
      // The key and its colon.
      this.nodes += 2;
      this.spaces();
      const v = this.value();
      if (v === undefined) return null;
      out[key] = v;
      this.spaces();
      const c = text.charCodeAt(this.i++);
      if (c === 125) return out;
      if (c !== 44) return null;
      this.spaces();
    }
  }
}

/** A top-level key that opens a block (`actions:`, maybe a comment after it), else null. */
export function blockKey(text: string, from: number, to: number): string | null {
  let j = from;
  if (!isWordStart(text.charCodeAt(j))) return null;
  while (j < to && isKeyChar(text.charCodeAt(j))) j++;
  const key = text.slice(from, j);
  if (text.charCodeAt(j) !== 58) return null;
  j++;
  while (j < to && text.charCodeAt(j) === SPACE) j++;
  // Nothing after the colon, or a comment after a space.
  if (j < to && !(text.charCodeAt(j) === 35 && text.charCodeAt(j - 1) === SPACE)) return null;
  return NOT_TEXT.has(key) ? null : key;
}

/** Blank (spaces only) or a comment line. */
function quiet(text: string, from: number, to: number): boolean {
  let j = from;
  while (j < to && text.charCodeAt(j) === SPACE) j++;
  return j === to || text.charCodeAt(j) === 35;
}

interface Item {
  value: Record<string, unknown>;
  open: number;
  close: number;
}

/** An item line `- { … }` at `indent`, or null. */
function itemLine(reader: LineReader, text: string, from: number, to: number, indent: number): Item | null {
  let j = from;
  while (j < to && text.charCodeAt(j) === SPACE) j++;
  if (j - from !== indent || text.charCodeAt(j) !== 45 || text.charCodeAt(j + 1) !== SPACE) return null;
  j++;
  while (j < to && text.charCodeAt(j) === SPACE) j++;
  if (text.charCodeAt(j) !== 123) return null;
  const value = reader.at(j, to).map();
  if (!value) return null;
  const close = reader.i;
  // After the }: spaces, then the end of the line or a comment after a space.
  let k = close;
  while (k < to && text.charCodeAt(k) === SPACE) k++;
  if (k < to && !(text.charCodeAt(k) === 35 && k > close)) return null;
  return { value, open: j, close };
}

/** Where the line from `from` ends (before its line break, and before a CR of CR LF). */
function lineEnd(text: string, from: number): { to: number; next: number } {
  const nl = text.indexOf('\n', from);
  const end = nl < 0 ? text.length : nl;
  return { to: end > from && text.charCodeAt(end - 1) === 13 ? end - 1 : end, next: nl < 0 ? text.length + 1 : nl + 1 };
}

/** A %YAML 1.1 directive changes how words read (yes, no, on); "---" may open a block scalar at column 0: no list is taken then. */
export const mayHoldLists = (text: string): boolean =>
  !(text.startsWith('%') || text.includes('\n%') || text.startsWith('---') || text.includes('\n---'));

/**
 * `text` without the item lines of the lists the scanner took (scan.ts), for the library. A list is
 * taken only when it ends at a top-level key (or the end of the text), so the library reads the rest
 * as it would have.
 */
export function cutLists(text: string, lists: FlowList[]): FlowLists {
  const parts: string[] = [];
  /** Where each cut is in the shorter text, and how much was cut up to there. */
  const cuts: { at: number; shift: number }[] = [];
  let from = 0;
  let shift = 0;
  for (const { cut } of lists) {
    parts.push(text.slice(from, cut[0]));
    const at = cut[0] - shift;
    shift += cut[1] - cut[0];
    cuts.push({ at, shift });
    from = cut[1];
  }
  parts.push(text.slice(from));
  const whole = (offset: number): number => {
    let by = 0;
    for (const c of cuts) if (offset >= c.at) by = c.shift;
    return offset + by;
  };
  return { text: parts.join(''), lists, whole };
}

/** The list under the key line at `keyAt` (whose next line starts at `first`), or null. */
export function readList(reader: LineReader, text: string, key: string, keyAt: number, first: number): FlowList | null {
  const items: unknown[] = [];
  const nodesBefore = reader.nodes;
  const open: number[] = [];
  const close: number[] = [];
  let cutFrom = -1;
  let indent = -1;
  let start = -1;
  let end = -1;
  let pos = first;
  while (pos < text.length) {
    const { to, next } = lineEnd(text, pos);
    if (quiet(text, pos, to)) {
      pos = next;
      continue;
    }
    if (indent < 0) {
      let j = pos;
      while (text.charCodeAt(j) === SPACE) j++;
      indent = j - pos;
    }
    const item = itemLine(reader, text, pos, to, indent);
    if (!item) {
      // The list ends at a top-level key; anything else (a deeper line, a stray dash) is the library's to read.
      if (
        items.length === 0 ||
        (!isWordStart(text.charCodeAt(pos)) && text.charCodeAt(pos) !== 34 && text.charCodeAt(pos) !== 39)
      )
        return null;
      break;
    }
    if (start < 0) {
      start = pos + indent;
      cutFrom = pos;
    }
    items.push(item.value);
    open.push(item.open);
    close.push(item.close);
    end = Math.min(next, text.length);
    pos = next;
  }
  if (items.length === 0) return null;
  return {
    key,
    keyAt,
    items,
    open: Int32Array.from(open),
    close: Int32Array.from(close),
    start,
    end,
    cut: [cutFrom, end],
    text,
    nodes: reader.nodes - nodesBefore,
  };
}

/** The list node yaml-source puts in place of a list read here: its range is the list's; its items are read on demand. */
export function listNode(list: FlowList): YAMLSeq {
  const seq = new YAMLSeq();
  seq.range = [list.start, list.end, list.end];
  return seq;
}

/**
 * Item `i` of `list` as the library reads it, its ranges offsets into the text: the item's line is read alone, which gives what reading the whole file gives,
 * since the scanner took only items that stand on one line.
 */
export function itemNode(list: FlowList, i: number, options: Parameters<typeof parseDocument>[1]): Node | undefined {
  if (i < 0 || i >= list.items.length || !Number.isInteger(i)) return undefined;
  const { text } = list;
  const at = list.open[i];
  const { next } = lineEnd(text, at);
  const doc: Document = parseDocument(text.slice(at, Math.min(next, text.length)), options);
  visit(doc, {
    Node(_, node) {
      if (node.range) node.range = [node.range[0] + at, node.range[1] + at, node.range[2] + at];
    },
  });
  return doc.contents ?? undefined;
}
