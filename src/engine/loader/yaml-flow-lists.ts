/**
 * Long lists of simple maps, read without the YAML library. A scenario of 100,000 actions is a
 * top-level key (`actions:`) followed by 100,000 lines such as `- { from: c1, to: c5 }` (what
 * `play --out` writes) or `- turn: c1`, or a flow list `actions: [{turn: c1}, {turn: f8}, …]` on
 * one line or several; the library turns them into a syntax tree with a position on every token
 * (about 2.5 s of CPU and 190 MB), only for almost all of those positions never to be asked for.
 *
 * Here a line reader takes such a list, as the scan (scan.ts) reaches its key, when every item is
 * of a simple, sure form: a flow map on one line, or a block map of one `key: value` a line at one
 * column; its values plain words, whole numbers, booleans, quoted strings without escapes, and
 * flat lists of those; its keys written once. It gives the same values the library would. The
 * library reads the text without those lines (`cutLists`; even blank, 100,000 lines cost it a
 * second), and yaml-source puts the list back: the offsets of what follows it, its values into
 * the data, and a list node whose items are read by the library one at a time, only when a
 * position inside one is asked for. A block list's item of another form (a comment inside the braces,
 * a multi-line flow map, a value going on over lines, a value needing the YAML schema's finer rules)
 * is read alone by the library, bounded by MAX_ITEM_NODES, so one such item does not give the library
 * (and the scanner's count) the whole list; an item that may not read alone as in the file (an anchor,
 * a null, a problem) and a flow list with any such item are left to the library whole.
 */
import {
  CST,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  Lexer,
  parseDocument,
  visit,
  YAMLSeq,
  type Document,
  type Node,
} from 'yaml';

/** A top-level list read by the scanner. */
export interface FlowList {
  /** The top-level key that holds the list, and the offset of that key. */
  key: string;
  keyAt: number;
  /** The values of the items, as the library's `toJS` makes them. */
  items: unknown[];
  /** Per item: the range of its map (from its `{` to after its `}`; a block map's from its first key to its last line break). */
  open: Int32Array;
  close: Int32Array;
  /** The list's range: from the first item's dash to the end of the last item's line (after its line break), or from `[` to after `]`. */
  start: number;
  end: number;
  /** What the text the library reads leaves out: from the first item's line to `end`, or from `[` to the end of the `]` line (before its line break). */
  cut: [number, number];
  /** Where the scanner reads on: the line after the list. */
  next: number;
  /** Written in brackets, `key: [{ … }, { … }]`, rather than as lines `- …` below the key. */
  flow: boolean;
  /** The text the list was read from (its items are read again from there, one at a time). */
  text: string;
  /** Its keys, values, lists and maps, as the scanner counts them (scan.ts): what the library would build for it. */
  nodes: number;
  /** The items the reader turned down, read by the library alone: item → the text read (from its dash line's start to its end). */
  alone: Map<number, [number, number]>;
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

/**
 * The most keys, values and lists an item may have (as the scanner counts them) for the reader to take its
 * list: an action has a dozen keys and a roll of at most 64 dice. A position inside an item is found by
 * reading the item alone with the library (`itemNode`), which must stay cheap; a list with a bigger
 * item is left to the scanner's count (scan.ts), which bounds what the library is given, and if that
 * refuses the file the item is named (yaml-source.ts).
 */
export const MAX_ITEM_NODES = 1_000;
/**
 * The nodes of the items one list may have read alone: each is a parse of its own by the library, about
 * 40 µs, so a 2 MB list of nothing but such items took 2.4 s. 20,000 nodes are some 4,000 unusual actions
 * (a note of several words, a quoted text with escapes) among any number of simple ones, under 0.2 s.
 */
const ALONE_NODES = 20_000;

// resolveKnownTags: false: !!set, !!omap, !!binary and !!timestamp would become a
// Set, Map, bytes or Date, which no schema key takes; yaml-source refuses them as unknown tags.
// merge: `<<: *base` copies a shared block into a map (variants share a square's roles or a
// class's table); YAML 1.2 left merge keys out, so without this "<<" is an unknown key.
// uniqueKeys: false: the library compares each key with every earlier one; `duplicateKeys` uses a set.
/** How the loader has the library read a file (yaml-source.ts), and so an item read alone. */
export const READ_OPTIONS = {
  prettyErrors: false,
  uniqueKeys: false,
  strict: true,
  resolveKnownTags: false,
  merge: true,
} as const;

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
  /** The range of the first list item with more than MAX_ITEM_NODES nodes, or null: its list is left to the library whole. */
  tooBig: [number, number] | null = null;
  /** The nodes of the items read alone so far (each one a parse by the library: see ALONE_NODES). */
  aloneNodes = 0;
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
      if (NOT_TEXT.has(word)) return Object.hasOwn(BOOLEANS, word) ? BOOLEANS[word] : undefined;
      return word;
    }
    // Numbers: whole ones of up to 15 digits; floats, hex, octal, signs and leading zeros are the library's to read.
    return /^-?(?:0|[1-9]\d{0,14})$/.test(word) ? Number(word) : undefined;
  }
  /** A scalar or a flat list of scalars `[a, b]`; undefined if neither. */
  value(): unknown {
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
      // Past MAX_ITEM_NODES its item is not taken: no need to read the rest.
      if (v === undefined || list.length === MAX_ITEM_NODES) return undefined;
      list.push(v);
      this.spaces();
      const c = this.text.charCodeAt(this.i++);
      if (c === 93) return list;
      if (c !== 44) return undefined;
      this.spaces();
    }
  }
  /** `key: value` into `out`, with `this.i` after the value; false when it is not of the sure form. */
  entry(out: Record<string, unknown>): boolean {
    const { text } = this;
    const start = this.i;
    if (!isWordStart(text.charCodeAt(start))) return false;
    while (this.i < this.end && isKeyChar(text.charCodeAt(this.i))) this.i++;
    const key = text.slice(start, this.i);
    // "key: value": a colon right after the key, then a space ("at:c8" is a key of its own to YAML).
    if (
      NOT_TEXT.has(key) ||
      Object.hasOwn(out, key) ||
      text.charCodeAt(this.i) !== 58 ||
      text.charCodeAt(this.i + 1) !== SPACE
    )
      return false;
    this.i += 2;
    // The key and its colon.
    this.nodes += 2;
    this.spaces();
    const v = this.value();
    if (v === undefined) return false;
    out[key] = v;
    return true;
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
      if (!this.entry(out)) return null;
      this.spaces();
      const c = text.charCodeAt(this.i++);
      if (c === 125) return out;
      if (c !== 44) return null;
      this.spaces();
    }
  }
}

/**
 * A top-level key whose value may be a list the reader takes: `actions:` alone (a comment may follow), its
 * items on the lines below (`open` is -1), or `actions: [`, a flow list opened at `open`; else null.
 */
export function listKey(text: string, from: number, to: number): { key: string; open: number } | null {
  let j = from;
  if (!isWordStart(text.charCodeAt(j))) return null;
  while (j < to && isKeyChar(text.charCodeAt(j))) j++;
  const key = text.slice(from, j);
  if (NOT_TEXT.has(key) || text.charCodeAt(j) !== 58) return null;
  const colon = ++j;
  while (j < to && text.charCodeAt(j) === SPACE) j++;
  // "actions:#x" and "actions:[" are no key and value to YAML: a space must come first.
  if (j === to || (text.charCodeAt(j) === 35 && j > colon)) return { key, open: -1 };
  return text.charCodeAt(j) === 91 && j > colon ? { key, open: j } : null;
}

/** Blank (spaces only) or a comment line. */
function quiet(text: string, from: number, to: number): boolean {
  let j = from;
  while (j < to && text.charCodeAt(j) === SPACE) j++;
  return j === to || text.charCodeAt(j) === 35;
}

/** From `from` to `to`: spaces, then nothing or a comment after a space. */
function restIsQuiet(text: string, from: number, to: number): boolean {
  let k = from;
  while (k < to && text.charCodeAt(k) === SPACE) k++;
  return k === to || (text.charCodeAt(k) === 35 && k > from);
}

/** Where the line from `from` ends (before its line break, and before a CR of CR LF), and where the next one starts. */
function lineEnd(text: string, from: number): { to: number; next: number } {
  const nl = text.indexOf('\n', from);
  const end = nl < 0 ? text.length : nl;
  return { to: end > from && text.charCodeAt(end - 1) === 13 ? end - 1 : end, next: nl < 0 ? text.length + 1 : nl + 1 };
}

/** The first line from `pos` on that is not blank or a comment (text.length or past it if none). */
function nextContent(text: string, pos: number): number {
  while (pos < text.length) {
    const { to, next } = lineEnd(text, pos);
    if (!quiet(text, pos, to)) return pos;
    pos = next;
  }
  return pos;
}

const spacesAt = (text: string, from: number): number => {
  let j = from;
  while (text.charCodeAt(j) === SPACE) j++;
  return j - from;
};

/** A list ends at a top-level key, at column 0 (or at the end of the text). */
const endsList = (text: string, pos: number): boolean =>
  pos >= text.length || isWordStart(text.charCodeAt(pos)) || text.charCodeAt(pos) === 34 || text.charCodeAt(pos) === 39;

interface Item {
  value: Record<string, unknown>;
  /** The range of the item's map, as the library gives it. */
  open: number;
  close: number;
  /** Where the line after the item starts. */
  next: number;
}

/**
 * A block map item whose first entry is at `at`, on the dash's line (`from` to `to`): every entry
 * `key: value` alone on its line, at the first key's column. The library's range of such a map runs
 * from its first key to the line break of its last entry. Null when the item is not of that sure form.
 */
function blockItem(reader: LineReader, text: string, from: number, at: number, to: number, next: number): Item | null {
  const value: Record<string, unknown> = {};
  const column = at - from;
  // The dash (the map and its first key are one place to the scanner, scan.ts).
  reader.nodes++;
  let line = { at, to, next };
  for (;;) {
    if (!reader.at(line.at, line.to).entry(value) || !restIsQuiet(text, reader.i, line.to)) return null;
    const close = Math.min(line.next, text.length);
    const pos = nextContent(text, line.next);
    const indent = pos < text.length ? spacesAt(text, pos) : 0;
    // Less indented: the map ends. Deeper: the value goes on over lines, or is a problem: the library's to read.
    if (indent < column) return { value, open: at, close, next: line.next };
    if (indent > column) return null;
    const { to: lineTo, next: lineNext } = lineEnd(text, pos);
    line = { at: pos + indent, to: lineTo, next: lineNext };
  }
}

/** An item `- { … }` or `- key: value` (maybe more entries below) whose dash is at `indent`, or null. */
function itemAt(reader: LineReader, text: string, from: number, to: number, next: number, indent: number): Item | null {
  let j = from;
  while (j < to && text.charCodeAt(j) === SPACE) j++;
  if (j - from !== indent || text.charCodeAt(j) !== 45 || text.charCodeAt(j + 1) !== SPACE) return null;
  j++;
  while (j < to && text.charCodeAt(j) === SPACE) j++;
  if (isWordStart(text.charCodeAt(j))) return blockItem(reader, text, from, j, to, next);
  if (text.charCodeAt(j) !== 123) return null;
  const value = reader.at(j, to).map();
  if (!value) return null;
  const close = reader.i;
  return restIsQuiet(text, close, to) ? { value, open: j, close, next } : null;
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

/** An item over MAX_ITEM_NODES: its list is left to the library, and the item is named if the file is then too big (yaml-source.ts). */
function bigItem(reader: LineReader, from: number, to: number): null {
  reader.tooBig ??= [from, to];
  return null;
}

/** Lexer tokens that start a node, as the scanner counts nodes (scan.ts). */
const NODE_TOKENS = new Set([
  'scalar',
  'single-quoted-scalar',
  'double-quoted-scalar',
  'block-scalar-header',
  'seq-item-ind',
  'map-value-ind',
  'explicit-key-ind',
  'flow-map-start',
  'flow-seq-start',
  'alias',
]);

/** The nodes of `source`, up to MAX_ITEM_NODES + 1: the lexer stops there, so a huge item costs little. */
function nodeCount(source: string): number {
  let count = 0;
  for (const token of new Lexer().lex(source)) {
    const type = CST.tokenType(token);
    if (type && NODE_TOKENS.has(type) && ++count > MAX_ITEM_NODES) break;
  }
  return count;
}

/**
 * Plain data, which reads the same alone as within the file: no anchor or alias (they reach across
 * items), no tag, no null (what "at:c8" in braces reads as), no key but a word or number, none twice.
 */
function plainData(doc: Document): boolean {
  let plain = true;
  visit(doc, {
    Node(_, node) {
      const keys = new Set<string>();
      const fails =
        isAlias(node) ||
        !!node.anchor ||
        !!node.tag ||
        (isScalar(node) && node.value === null) ||
        (isSeq(node) && node.items.includes(null)) ||
        (isMap(node) &&
          node.items.some((p) => {
            const k = isScalar(p.key) ? p.key.value : null;
            if (
              p.value === null ||
              (typeof k !== 'string' && typeof k !== 'number') ||
              k === '<<' ||
              keys.has(String(k))
            )
              return true;
            keys.add(String(k));
            return false;
          }));
      if (!fails) return undefined;
      plain = false;
      return visit.BREAK;
    },
  });
  return plain;
}

/** Where the item whose dash line starts at `from` ends: after its last line deeper than its dash at `indent`. */
function itemEnd(text: string, from: number, indent: number): number {
  let end = lineEnd(text, from).next;
  for (;;) {
    const pos = nextContent(text, end);
    if (pos >= text.length || spacesAt(text, pos) <= indent) return Math.min(end, text.length);
    end = lineEnd(text, pos).next;
  }
}

/**
 * The block list item whose dash (at column `indent`) is on the line at `from`, read by the library
 * alone; null when it may not read alone as it reads in the file; past MAX_ITEM_NODES, where it ends.
 */
function itemAlone(
  reader: LineReader,
  text: string,
  from: number,
  indent: number,
): (Item & { read: [number, number] }) | number | null {
  if (spacesAt(text, from) !== indent || text.charCodeAt(from + indent) !== 45) return null;
  const close = itemEnd(text, from, indent);
  const source = text.slice(from, close);
  const nodes = nodeCount(source);
  if (nodes > MAX_ITEM_NODES) return close;
  // A list of many unusual items is the library's whole, bounded by the file's node bound as before.
  if (reader.aloneNodes + nodes > ALONE_NODES) return null;
  reader.aloneNodes += nodes;
  // Counted as the library's, should the file be read whole after all (yaml-source.ts).
  reader.nodes += nodes;
  const doc = parseDocument(source, READ_OPTIONS);
  const seq = doc.contents;
  if (doc.errors.length > 0 || doc.warnings.length > 0 || !isSeq(seq) || seq.flow || seq.items.length !== 1)
    return null;
  if (!plainData(doc)) return null;
  const [value] = doc.toJS() as Record<string, unknown>[];
  const range = (seq.items[0] as Node).range!;
  return { value, open: from + range[0], close: from + range[1], next: close, read: [from, close] };
}

/**
 * The list at a top-level key line (from `from`, its line break at `to`, the next line at `next`): its
 * items on the lines below, or a flow list opened on the key line; null when there is none the reader takes.
 */
export function readList(reader: LineReader, text: string, from: number, to: number, next: number): FlowList | null {
  const key = listKey(text, from, to);
  if (!key) return null;
  return key.open < 0
    ? readBlockList(reader, text, key.key, from, next)
    : readFlowList(reader, text, key.key, from, key.open);
}

/** The block list under the key line at `keyAt` (whose next line starts at `first`), or null. */
function readBlockList(reader: LineReader, text: string, key: string, keyAt: number, first: number): FlowList | null {
  const items: unknown[] = [];
  const nodesBefore = reader.nodes;
  const open: number[] = [];
  const close: number[] = [];
  let cutFrom = -1;
  let indent = -1;
  let start = -1;
  let end = -1;
  let pos = first;
  const alone = new Map<number, [number, number]>();
  while (pos < text.length) {
    const { to, next } = lineEnd(text, pos);
    if (quiet(text, pos, to)) {
      pos = next;
      continue;
    }
    if (indent < 0) indent = spacesAt(text, pos);
    const itemFrom = reader.nodes;
    let item = itemAt(reader, text, pos, to, next, indent);
    if (item && reader.nodes - itemFrom > MAX_ITEM_NODES) return bigItem(reader, pos + indent, item.next);
    if (!item) {
      // The list ends at a top-level key.
      if (endsList(text, pos)) {
        if (items.length === 0) return null;
        break;
      }
      // One item turned down need not give the library the whole list (it counts every node of it, scan.ts).
      const one = itemAlone(reader, text, pos, indent);
      if (typeof one === 'number') return bigItem(reader, pos + indent, one);
      // Anything else (a deeper line, a stray dash, an anchor, a problem) is the library's to read, with the list.
      if (!one) return null;
      alone.set(items.length, one.read);
      item = one;
    }
    if (start < 0) {
      start = pos + indent;
      cutFrom = pos;
    }
    items.push(item.value);
    open.push(item.open);
    close.push(item.close);
    end = Math.min(item.next, text.length);
    pos = item.next;
  }
  // A list of no simple item is the library's to read, as any other part of the file.
  if (items.length === alone.size) return null;
  return {
    key,
    keyAt,
    items,
    open: Int32Array.from(open),
    close: Int32Array.from(close),
    start,
    end,
    cut: [cutFrom, end],
    next: end,
    text,
    nodes: reader.nodes - nodesBefore,
    flow: false,
    alone,
  };
}

/**
 * The flow list `[{ … }, { … }]` opened at `open` on the key line at `keyAt`: one-line flow maps,
 * commas between them, comments after a space, and every line after the key line indented but for
 * a `]` that closes the list (the library refuses any other line at column 0 inside the brackets); its
 * `]` ends a line, and a top-level key
 * (or the end of the text) follows. Null otherwise.
 */
function readFlowList(reader: LineReader, text: string, key: string, keyAt: number, open: number): FlowList | null {
  const items: unknown[] = [];
  const opens: number[] = [];
  const closes: number[] = [];
  const nodesBefore = reader.nodes;
  // The [.
  reader.nodes++;
  let i = open + 1;
  let line = lineEnd(text, open);
  /** On to the next thing inside the brackets, past spaces, comments and line breaks; false if the text ends or a line is not indented. */
  const gap = (): boolean => {
    for (;;) {
      while (i < line.to && text.charCodeAt(i) === SPACE) i++;
      if (i < line.to && !(text.charCodeAt(i) === 35 && text.charCodeAt(i - 1) === SPACE)) return true;
      if (line.next > text.length) return false;
      i = line.next;
      line = lineEnd(text, i);
      // Only the closing ] may stand at column 0.
      if (text.charCodeAt(i) === 93) return true;
      if (text.charCodeAt(i) !== SPACE) return false;
    }
  };
  if (!gap()) return null;
  for (;;) {
    if (text.charCodeAt(i) !== 123) return null;
    const itemFrom = reader.nodes;
    const value = reader.at(i, line.to).map();
    if (value && reader.nodes - itemFrom > MAX_ITEM_NODES) return bigItem(reader, i, reader.i);
    if (!value) return null;
    // No dash before a map inside [ ].
    reader.nodes--;
    items.push(value);
    opens.push(i);
    closes.push(reader.i);
    i = reader.i;
    if (!gap()) return null;
    const c = text.charCodeAt(i++);
    if (c === 93) break;
    if (c !== 44 || !gap()) return null;
  }
  if (!restIsQuiet(text, i, line.to) || !endsList(text, nextContent(text, line.next))) return null;
  return {
    key,
    keyAt,
    items,
    open: Int32Array.from(opens),
    close: Int32Array.from(closes),
    start: open,
    end: i,
    // The key line keeps its line break, so the library reads the key with no value.
    cut: [open, line.to],
    next: line.next,
    text,
    nodes: reader.nodes - nodesBefore,
    flow: true,
    alone: new Map(),
  };
}

/** The list node yaml-source puts in place of a list read here: its range is the list's; its items are read on demand. */
export function listNode(list: FlowList): YAMLSeq {
  const seq = new YAMLSeq();
  seq.range = [list.start, list.end, list.end];
  if (list.flow) seq.flow = true;
  return seq;
}

/**
 * Item `i` of `list` as the library reads it, its ranges offsets into the text: the item is read alone
 * (a block map indented as it is in the file), which gives what reading the whole file gives, since the
 * reader took only items of a form that reads the same alone.
 */
export function itemNode(list: FlowList, i: number, options: Parameters<typeof parseDocument>[1]): Node | undefined {
  if (i < 0 || i >= list.items.length || !Number.isInteger(i)) return undefined;
  const { text } = list;
  // An item read alone is read as it was taken: a list of one item, from its dash line.
  const alone = list.alone.get(i);
  const at = alone ? alone[0] : list.open[i];
  // A flow map reads the same at any column; a block map's entries are read at their column.
  const from = alone || text.charCodeAt(at) === 123 ? at : text.lastIndexOf('\n', at - 1) + 1;
  const doc: Document = parseDocument(
    ' '.repeat(at - from) + text.slice(at, alone ? alone[1] : list.close[i]),
    options,
  );
  visit(doc, {
    Node(_, node) {
      if (node.range) node.range = [node.range[0] + from, node.range[1] + from, node.range[2] + from];
    },
  });
  if (!alone) return doc.contents ?? undefined;
  return isSeq(doc.contents) ? ((doc.contents.items[0] as Node | null) ?? undefined) : undefined;
}
