/**
 * YAML syntax slips in plain words, on the line to fix. The yaml library says
 * where its grammar broke, which is often after the slip (on the next key, on
 * a comment line, at the end of the file) and often several times over. A
 * light line scanner finds the slip itself (a key indented unlike its
 * siblings, a [ or { or quote never closed, a list dash without its space);
 * a finding is reported only when it explains an error of the library, so a
 * valid file is never blamed, and the library's errors it explains are dropped.
 */
import { isMap, isScalar, Scalar, type Pair, type YAMLError } from 'yaml';
import { excerpt } from './diagnostics';

/** What is read of the library's errors (duplicate keys, found by yaml-source, come as these too). */
export type LibraryError = Pick<YAMLError, 'code' | 'pos' | 'message'>;

/** A problem as offsets into the text; yaml-source turns it into a Diagnostic. */
export interface Slip {
  start: number;
  end: number;
  /** Without the "YAML syntax: " prefix. */
  message: string;
}

interface Line {
  no: number;
  start: number;
  text: string;
  indent: number;
  /** Indented with a tab: the library names that itself. */
  tab: boolean;
  kind: 'blank' | 'comment' | 'content' | 'inside';
  /** Starts with "- ". */
  item: boolean;
  /** The block key of the line (after any "- "), as written before its colon. */
  key?: { text: string; col: number };
  /** Ends with "key:" or "-": its value is on the lines below. */
  opens: boolean;
  /** "-{", "-[", "-x": a list dash without its space. */
  dashNoSpace: boolean;
}

interface Finding extends Slip {
  /** The offsets of library errors this finding explains. */
  covers: [number, number];
}

interface Scan {
  lines: Line[];
  findings: Finding[];
}

const short = (s: string): string => excerpt(s, 40);
/** A block scalar's header from its | or > on: indicators, then at most a comment. */
const BLOCK_SCALAR_HEADER = /[|>][-+0-9]*\s*(#.*)?$/y;
const CLOSER: Record<string, string> = { '[': ']', '{': '}' };
const WHAT: Record<string, string> = { '[': 'list', '{': 'map' };
/** A ] or } with no [ or { open: found by the scanner and worded the same when only the library saw it. */
const closesNothing = (ch: string): string =>
  `this ${ch} closes nothing (no ${ch === ']' ? '[' : '{'} is open here); expected it removed`;

/** Lines with their indentation, keys and openers; flow collections, quotes and block scalars tracked across lines. */
function scan(text: string): Scan {
  const lines: Line[] = [];
  const findings: Finding[] = [];
  let flow: { ch: string; offset: number }[] = [];
  let flowBase = 0;
  let flowAtMargin = false;
  let quote: { ch: string; offset: number; base: number } | null = null;
  let blockScalarIndent: number | null = null;
  const never = (ch: string, offset: number, until: number, what: string): void => {
    findings.push({
      start: offset,
      end: offset + 1,
      covers: [offset, until],
      message: `the ${ch} opened here is never closed; expected ${what}`,
    });
  };
  // A quote reads on over line ends, and so does a [ or { written at the left margin: the library's errors up to the end are theirs.
  const unclosedQuote = (q: { ch: string; offset: number }): void =>
    never(q.ch, q.offset, text.length, `a closing ${q.ch} at the end of the text`);
  const unclosedFlow = (o: { ch: string; offset: number }, until: number): void =>
    never(
      o.ch,
      o.offset,
      flowBase < 0 || flowAtMargin ? text.length : until,
      `a ${CLOSER[o.ch]} at the end of the ${WHAT[o.ch]}`,
    );
  let offset = 0;
  // The content lines that may still be the parent of a later line: each indented more than the one below it.
  const parents: Line[] = [];
  const raw = text.split('\n');
  for (let n = 0; n < raw.length; n++) {
    let t = raw[n];
    let start = offset;
    offset += t.length + 1;
    if (t.endsWith('\r')) t = t.slice(0, -1);
    if (n === 0 && t.startsWith('\ufeff')) {
      t = t.slice(1);
      start += 1;
    }
    const indent = /^ */.exec(t)![0].length;
    const body = t.trim();
    const line: Line = {
      no: n + 1,
      start,
      text: t,
      indent,
      tab: /^ *\t/.test(t) && body !== '' && !body.startsWith('#'),
      kind: body === '' ? 'blank' : body.startsWith('#') ? 'comment' : 'content',
      item: false,
      opens: false,
      dashNoSpace: false,
    };
    lines.push(line);
    if (blockScalarIndent !== null) {
      if (line.kind === 'blank' || indent > blockScalarIndent) {
        line.kind = 'inside';
        continue;
      }
      blockScalarIndent = null;
    }
    if (line.kind === 'blank' || (line.kind === 'comment' && !quote)) continue;
    let from = indent;
    if (quote || flow.length > 0) {
      const base = quote ? quote.base : flowBase;
      // Inside [ ] or { } or quotes a line must be indented more than the key that opened them (a closing ] } " may sit under it).
      if (line.kind === 'content' && !line.tab && indent <= base && !/^[\]}"']/.test(body)) {
        // An open quote swallowed the brackets' ends: it is the one mistake.
        if (quote) unclosedQuote(quote);
        else for (const o of flow) unclosedFlow(o, start + t.length);
        quote = null;
        flow = [];
      } else {
        line.kind = 'inside';
        from = quote ? 0 : indent;
      }
    }
    if (line.kind === 'content') {
      if (/^(---|\.\.\.)(\s|$)|^%/.test(t)) {
        line.kind = 'comment';
        continue;
      }
      while (t[from] === '-' && (from + 1 === t.length || t[from + 1] === ' ')) {
        line.item = true;
        from++;
        while (t[from] === ' ') from++;
      }
      if (t[from] === '-' && /[[{"'A-Za-z_]/.test(t[from + 1] ?? '')) line.dashNoSpace = true;
    }
    let parentLine: Line | undefined;
    if (line.kind === 'content') {
      while (parents.length > 0 && parents.at(-1)!.indent >= line.indent) parents.pop();
      parentLine = parents.at(-1);
      parents.push(line);
    }
    // Characters: quotes, brackets, comments, the key's colon, a block scalar's | or >.
    const keyStart = from;
    let tokenStart = true;
    let flowOnLine = false;
    let sawColon = false;
    for (let j = from; j < t.length; j++) {
      const c = t[j];
      if (quote) {
        if (quote.ch === '"' && c === '\\') j++;
        else if (c === quote.ch && quote.ch === "'" && t[j + 1] === "'") j++;
        else if (c === quote.ch) {
          quote = null;
          tokenStart = false;
        }
        continue;
      }
      if (c === ' ' || c === '\t') continue;
      if (c === '#' && (j === 0 || /\s/.test(t[j - 1]))) break;
      if (tokenStart && (c === '"' || c === "'")) {
        quote = { ch: c, offset: start + j, base: flow.length > 0 ? flowBase : line.indent };
        continue;
      }
      if (tokenStart && (c === '[' || c === '{')) {
        if (flow.length === 0) {
          const parent = j === from && !line.item ? parentLine : line;
          flowBase = parent ? parent.indent : -1;
          flowAtMargin = j === 0;
        }
        flow.push({ ch: c, offset: start + j });
        flowOnLine = true;
        continue;
      }
      if (flow.length === 0 && tokenStart && (c === ']' || c === '}')) {
        // The library ends the document here: whatever follows is read as stray text.
        findings.push({
          start: start + j,
          end: start + j + 1,
          covers: [start + j, text.length],
          message: closesNothing(c),
        });
        tokenStart = false;
        continue;
      }
      if (flow.length > 0 && (c === ']' || c === '}')) {
        let k = flow.length - 1;
        while (k >= 0 && CLOSER[flow[k].ch] !== c) k--;
        if (k >= 0) {
          for (const o of flow.slice(k + 1)) unclosedFlow(o, start + j);
          flow = flow.slice(0, k);
        }
        tokenStart = false;
        continue;
      }
      if (flow.length > 0 && c === ',') {
        tokenStart = true;
        continue;
      }
      if (c === ':' && (j + 1 === t.length || /\s/.test(t[j + 1]) || (flow.length > 0 && /[,\]}]/.test(t[j + 1])))) {
        if (flow.length === 0 && !flowOnLine && !sawColon && line.kind === 'content')
          line.key = { text: t.slice(keyStart, j).trim(), col: keyStart + 1 };
        sawColon = true;
        tokenStart = true;
        continue;
      }
      if (
        tokenStart &&
        flow.length === 0 &&
        (c === '|' || c === '>') &&
        ((BLOCK_SCALAR_HEADER.lastIndex = j), BLOCK_SCALAR_HEADER.test(t))
      ) {
        blockScalarIndent = line.key ? line.key.col - 1 : line.indent;
        break;
      }
      if (tokenStart && (c === '-' || c === '?') && (j + 1 === t.length || t[j + 1] === ' ')) continue;
      if (tokenStart && (c === '&' || c === '!')) {
        while (j + 1 < t.length && !/\s/.test(t[j + 1])) j++;
        continue;
      }
      tokenStart = false;
    }
    if (
      line.kind === 'content' &&
      tokenStart &&
      !quote &&
      flow.length === 0 &&
      blockScalarIndent === null &&
      (line.key || line.item)
    )
      line.opens = true;
  }
  if (quote) unclosedQuote(quote);
  else for (const o of flow) unclosedFlow(o, text.length);
  return { lines, findings };
}

interface Block {
  indent: number;
  kind: 'map' | 'seq';
  /** "keys of move:", "items of setup:", "top-level keys". */
  of: string;
  count: number;
  first: Line;
  /** A list written at its key's own indentation ("setup:" then "- …" under the s). */
  atKeyIndent: boolean;
}

/** `text` without its comment (a # after a space), without a regular expression: a line may be megabytes long. */
function uncommented(text: string): string {
  for (let i = text.indexOf('#'); i >= 0; i = text.indexOf('#', i + 1)) {
    if (i > 0 && /\s/.test(text[i - 1])) return text.slice(0, i).trimEnd();
  }
  return text;
}

/** The line as written, without its comment. */
const written = (l: Line): string => uncommented(l.text.trim());
const labelOf = (l: Line): string =>
  l.key && !l.item
    ? `"${short(l.key.text)}:"`
    : l.item
      ? `the list item "${short(written(l))}"`
      : `"${short(written(l))}"`;

function misplaced(l: Line, col: number, of: string, covers: [number, number]): Finding {
  return {
    ...lineSlip(l, covers),
    message: `${labelOf(l)} is at column ${l.indent + 1} but the other ${of} are at column ${col}; expected it indented like them`,
  };
}

const lineSlip = (l: Line, covers: [number, number]): Finding => ({
  start: l.start + l.indent,
  end: l.start + l.indent + written(l).length,
  covers,
  message: '',
});

const runEnds = new WeakMap<Line[], number[]>();

/**
 * Where the lines from `i` on that are indented at least as line `i` end (comments and blank
 * lines included). All are found in one pass from the end, keeping the content lines that can
 * still end a run, each indented less than the one after it.
 */
function runEnd(lines: Line[], i: number): number {
  let ends = runEnds.get(lines);
  if (!ends) {
    ends = new Array<number>(lines.length);
    const enders: Line[] = [];
    const nextEnder = (indent: number): number => {
      // The nearest later ender indented less than `indent`: enders are indented less from the top of the stack down.
      let lo = 0;
      let hi = enders.length - 1;
      let found = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (enders[mid].indent < indent) {
          found = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      return found < 0 ? lines.length : enders[found].no - 1;
    };
    for (let k = lines.length - 1; k >= 0; k--) {
      const l = lines[k];
      const end = Math.max(k, nextEnder(l.indent) - 1);
      ends[k] = lines[end].start + lines[end].text.length;
      if (l.kind === 'content' && !l.tab) {
        while (enders.length > 0 && enders.at(-1)!.indent >= l.indent) enders.pop();
        enders.push(l);
      }
    }
    runEnds.set(lines, ends);
  }
  return ends[i];
}

/**
 * A key or list item indented unlike its siblings. The library reports such a
 * line on the lines after it; here the line that differs is named: a line
 * indented deeper than the entries around it, or a line written at its parent's
 * column so that the entries after it look too deep.
 */
function indentFindings(lines: Line[]): Finding[] {
  const found: Finding[] = [];
  const stack: Block[] = [];
  let pending: { indent: number; name: string; fromKey: boolean } | null = null;
  let last: { line: Line; index: number; emptied: { indent: number; name: string } | null; popped: Block[] } | null =
    null;
  // `l` belongs with the entries of `b`, a block already closed: name it, and reopen `b` so the lines after it are read as its entries.
  const rejoin = (b: Block, l: Line, covers: [number, number]): void => {
    found.push(misplaced(l, b.indent + 1, b.of, covers));
    b.count++;
    stack.push(b);
  };
  lines.forEach((l, index) => {
    if (l.kind !== 'content' || l.tab) return;
    const i = l.indent;
    const kind = l.item ? 'seq' : 'map';
    const entries = kind === 'seq' ? 'items' : 'keys';
    let emptied: { indent: number; name: string } | null = null;
    const popped: Block[] = [];
    if (stack.length === 0) {
      stack.push({ indent: i, kind, of: `top-level ${entries}`, count: 1, first: l, atKeyIndent: false });
    } else if (pending && (i > pending.indent || (i === pending.indent && l.item && pending.fromKey))) {
      stack.push({
        indent: i,
        kind,
        of: `${entries} of ${pending.name}`,
        count: 1,
        first: l,
        atKeyIndent: i === pending.indent,
      });
    } else {
      if (!l.key && !l.item) {
        // Text with no key: more indented, it continues the value above (valid YAML); beside its
        // siblings it is a key without its colon (worded from the library's error); anywhere else stray text.
        if (i > stack.at(-1)!.indent || stack.some((b) => b.indent === i)) return;
        found.push({
          ...lineSlip(l, [l.start, l.start + l.text.length]),
          message: `"${short(written(l))}" is text on a line of its own; expected "key: value", or a # at the start of a comment`,
        });
        return;
      }
      emptied = pending;
      while (stack.length > 1 && stack.at(-1)!.indent > i) popped.push(stack.pop()!);
      // A key at the column of a list written at its own key's column ends that list.
      while (
        stack.length > 1 &&
        stack.at(-1)!.indent === i &&
        stack.at(-1)!.kind !== kind &&
        stack.at(-2)!.indent === i
      )
        popped.push(stack.pop()!);
      const top = stack.at(-1)!;
      const from = last ? last.line.start : l.start;
      if (top.indent === i && top.kind === kind) {
        top.count++;
      } else if (top.indent === i) {
        const covers: [number, number] = [from, runEnd(lines, index)];
        if (popped.length > 0) {
          // "- from: c8" then "to: c4" under its dash: with the keys of that item.
          rejoin(popped.at(-1)!, l, covers);
        } else if (kind === 'seq' && top.count === 1 && last && top.first === last.line) {
          found.push({
            ...lineSlip(last.line, covers),
            message: `${labelOf(last.line)} is a key but the entries after it are list items ("- …"); expected a list item here too`,
          });
        } else {
          const other =
            kind === 'seq'
              ? `the ${top.of}; expected it without "- ", like the keys around it`
              : `the ${top.of}; expected a list item ("- …") like them`;
          found.push({ ...lineSlip(l, covers), message: `${labelOf(l)} is among ${other}` });
        }
      } else if (top.indent > i) {
        // Left of the first line of the file: leave it to the library.
      } else if (popped.length > 0) {
        // Between two levels: with the entries it just left.
        rejoin(popped.at(-1)!, l, [from, runEnd(lines, index)]);
      } else if (last && last.emptied && i > last.emptied.indent) {
        // "move:" then "speed: …" at move's column, then keys indented under move: speed is the odd one.
        found.push(
          misplaced(last.line, i + 1, `${entries} of ${last.emptied.name}`, [last.line.start, runEnd(lines, index)]),
        );
        stack.push({
          indent: i,
          kind,
          of: `${entries} of ${last.emptied.name}`,
          count: 2,
          first: last.line,
          atKeyIndent: false,
        });
      } else if (last && last.popped.some((b) => b.indent === i && b.kind === kind)) {
        // "edgeFort: true" at column 1 inside end:, the keys after it still under end:.
        rejoin(
          last.popped.find((p) => p.indent === i && p.kind === kind)!,
          last.line,
          [last.line.start, runEnd(lines, index)],
        );
      } else if (last && top.count === 1 && top.atKeyIndent && top.first === last.line && top.kind === kind) {
        // The first item at its key's column, the others indented: the first is the odd one.
        found.push(misplaced(last.line, i + 1, top.of, [last.line.start, runEnd(lines, index)]));
        top.indent = i;
        top.atKeyIndent = false;
        top.count++;
      } else {
        found.push(misplaced(l, top.indent + 1, top.of, [from, runEnd(lines, index)]));
        top.count++;
      }
    }
    pending = l.opens
      ? {
          indent: l.item && l.key ? l.key.col - 1 : i,
          name: l.key ? `${short(l.key.text)}:` : `the list item on line ${l.no}`,
          fromKey: Boolean(l.key),
        }
      : null;
    // "- key: value": the keys of that item line up with its first key.
    if (l.item && l.key)
      stack.push({
        indent: l.key.col - 1,
        kind: 'map',
        of: `keys of the list item on line ${l.no}`,
        count: 1,
        first: l,
        atKeyIndent: false,
      });
    last = { line: l, index, emptied, popped };
  });
  return found;
}

function dashFindings(lines: Line[]): Finding[] {
  return lines.flatMap((l, index) => {
    if (l.kind !== 'content' || !l.dashNoSpace) return [];
    const body = written(l);
    return [
      {
        start: l.start + l.indent,
        end: l.start + l.indent + 2,
        covers: [l.start, runEnd(lines, index)] as [number, number],
        message: `"${short(body)}" has no space after its "-"; expected "- ${short(body.slice(1))}" (a dash and a space before each list item)`,
      },
    ];
  });
}

/** The text from `at` to the end of its flow entry (a bracketed value as a whole). */
function flowEntry(text: string, at: number): string {
  let depth = 0;
  let j = at;
  for (; j < text.length && text[j] !== '\n'; j++) {
    const c = text[j];
    if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      if (depth === 0) break;
      depth--;
      if (depth === 0) {
        j++;
        break;
      }
    } else if (c === ',' && depth === 0) break;
  }
  return text.slice(at, j).trim();
}

const lineAt = (text: string, at: number): { start: number; text: string } => {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return { start, text: text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '') };
};

/**
 * The key written before a flow entry's missing colon: from the last , { or [ before `from`
 * on its line, spaces trimmed (read backwards, so a long line costs its length once).
 */
function entryHead(text: string, lineStart: number, from: number): { start: number; text: string } | null {
  let end = from;
  while (end > lineStart && /\s/.test(text[end - 1])) end--;
  let start = end;
  while (start > lineStart && !',{['.includes(text[start - 1])) start--;
  while (start < end && /\s/.test(text[start])) start++;
  return start < end ? { start, text: text.slice(start, end) } : null;
}

const itemStarts = new WeakMap<Line[], Line[]>();

/** The last list item line ("- …") that starts before `at`. */
function lastItemBefore(lines: Line[], at: number): Line | undefined {
  let items = itemStarts.get(lines);
  if (!items) {
    items = lines.filter((l) => l.kind === 'content' && l.item);
    itemStarts.set(lines, items);
  }
  let lo = 0;
  let hi = items.length - 1;
  let found: Line | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid].start < at) {
      found = items[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** One error of the library in plain words, or null for its generic wording. */
function explain(e: LibraryError, text: string, lines: Line[]): Slip | null {
  const [from, to] = e.pos;
  if (e.code === 'MISSING_CHAR' && e.message.startsWith('Implicit map keys need to be followed by map values')) {
    const line = text.slice(from, to);
    const written = uncommented(line.slice(0, line.indexOf('\n') >>> 0)).trim();
    return written ? { start: from, end: from + written.length, message: missingColon(written) } : null;
  }
  if (e.code === 'MISSING_CHAR' && e.message.startsWith('Missing , or : between flow map items')) {
    const key = entryHead(text, lineAt(text, from).start, from);
    if (!key) return null;
    const start = key.start;
    const written = `${key.text} ${flowEntry(text, from)}`;
    return { start, end: start + written.length, message: missingColon(written) };
  }
  if (e.code === 'MISSING_CHAR' && e.message.startsWith('Sequence item without - indicator')) {
    const here = lineAt(text, from);
    const body = here.text.trim();
    const at = here.start + here.text.indexOf(body);
    const sibling = lastItemBefore(lines, here.start);
    const col = sibling ? ` at column ${sibling.indent + 1}` : '';
    return {
      start: at,
      end: at + body.length,
      message: `"${short(body)}" is a list item without its "- "; expected "- ${short(body)}"${col}, like the items above it`,
    };
  }
  if (
    e.code === 'BLOCK_AS_IMPLICIT_KEY' &&
    e.message.startsWith('Nested mappings are not allowed in compact mappings')
  ) {
    const here = lineAt(text, from);
    // The key is read by a regular expression that backtracks: only on a line of sensible length.
    if (from - here.start > 1000) return null;
    const value = excerpt(uncommented(text.slice(from, here.start + here.text.length)).trim());
    const key = /^\s*(?:-\s+)*([^:#]+?):\s/.exec(here.text.slice(0, from - here.start + 1));
    if (!key || !/:(\s|$)/.test(value) || here.start + key[0].length > from) return null;
    const quoted = value.includes('"') && !value.includes("'") ? `'${value}'` : `"${value.replace(/["\\]/g, '\\$&')}"`;
    return {
      start: from,
      end: from + value.length,
      message: `a value containing ": " must be quoted; expected ${excerpt(key[1])}: ${quoted}`,
    };
  }
  if (e.code === 'UNEXPECTED_TOKEN' && /flow-(seq|map)-end/.test(e.message)) {
    const ch = text[from];
    return { start: from, end: from + 1, message: closesNothing(ch) };
  }
  return null;
}

function missingColon(written: string): string {
  const noSpace = /^([^\s:]+):(\S.*)$/.exec(written);
  if (noSpace)
    return `"${short(written)}" has no space after the colon; expected "${short(noSpace[1])}: ${short(noSpace[2])}"`;
  const words = /^(\S+)\s+(\S.*)$/.exec(written);
  if (words && written.split(/\s+/).length > 3)
    return `"${short(written)}" has no colon; expected "key: value" (a colon and a space after the key), or a # at the start of a comment`;
  if (words)
    return `"${short(written)}" has no colon; expected "${short(words[1])}: ${short(words[2])}" (a colon and a space after the key)`;
  return `"${short(written)}" has no colon; expected "${short(written)}: value" (a colon and a space after the key)`;
}

/** The first index of the sorted `values` holding a value >= `x` (values.length if none). */
function firstAtLeast(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Offsets covered by any of the ranges added so far (a Fenwick tree of range starts and ends): log time each. */
class Coverage {
  private readonly tree: Int32Array;
  constructor(size: number) {
    this.tree = new Int32Array(size + 3);
  }
  private bump(at: number, by: number): void {
    for (let i = at + 1; i < this.tree.length; i += i & -i) this.tree[i] += by;
  }
  add(from: number, to: number): void {
    this.bump(Math.max(0, from), 1);
    this.bump(Math.min(this.tree.length - 2, to + 1), -1);
  }
  covers(at: number): boolean {
    let sum = 0;
    for (let i = Math.min(at, this.tree.length - 2) + 1; i > 0; i -= i & -i) sum += this.tree[i];
    return sum > 0;
  }
}

/**
 * The library's errors, each in plain words on the line to fix, one per
 * mistake. `generic` words an error nothing here explains.
 */
export function syntaxSlips(
  text: string,
  errors: readonly LibraryError[],
  generic: (e: LibraryError) => string,
): Slip[] {
  const { lines, findings } = scan(text);
  const all = [...findings, ...dashFindings(lines), ...indentFindings(lines)];
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const errorStarts = sorted.map((e) => e.pos[0]);
  // A finding explains the library's errors that start within what it covers.
  const used = all.filter(
    (f) =>
      firstAtLeast(errorStarts, f.covers[0]) < errorStarts.length &&
      errorStarts[firstAtLeast(errorStarts, f.covers[0])] <= f.covers[1],
  );
  // One finding per line: an unclosed bracket and the indentation it upsets are one mistake.
  const covered = new Coverage(text.length);
  const chosen = used.filter((f) => {
    const first = !covered.covers(f.start);
    covered.add(f.covers[0], f.covers[1]);
    return first;
  });
  const slips: Slip[] = chosen.map(({ start, end, message }) => ({ start, end, message }));
  // The library's other errors: one per top-level entry, none beside a finding (the rest is its cascade).
  const roots = lines
    .filter((l) => l.kind === 'content' && l.indent === 0 && !l.item && !l.tab && !/^[\]}]/.test(l.text))
    .map((l) => l.start);
  const region = (at: number): number => {
    const k = firstAtLeast(roots, at + 1) - 1;
    return k >= 0 ? roots[k] : -1;
  };
  const taken = new Set(chosen.flatMap((f) => [region(f.start), region(f.covers[1])]));
  for (const e of sorted) {
    if (covered.covers(e.pos[0])) continue;
    // After a slip has ended the document early, every later top-level key is "unexpected": one message is enough.
    if (e.code === 'UNEXPECTED_TOKEN' && / in YAML stream/.test(e.message) && slips.length > 0) continue;
    const r = region(e.pos[0]);
    if (taken.has(r)) continue;
    taken.add(r);
    slips.push(explain(e, text, lines) ?? { start: e.pos[0], end: e.pos[1], message: generic(e) });
  }
  return slips.sort((a, b) => a.start - b.start);
}

/**
 * Valid YAML that is still a slip: inside { }, "at:c8" (no space after the
 * colon) or "at c8" (no colon) is read as a key with no value, and the schema
 * would then report a missing "at" and an unknown key "at:c8". `parent` holds `pair`.
 */
export function flowKeySlip(pair: Pair, parent: unknown): Slip | null {
  if (!isMap(parent) || !parent.flow || pair.value !== null || !isScalar(pair.key)) return null;
  const key = pair.key;
  if (key.type !== Scalar.PLAIN || typeof key.value !== 'string' || !key.range) return null;
  if (!/^[^\s:]+:\S|^\S+\s+\S/.test(key.value)) return null;
  return { start: key.range[0], end: key.range[1], message: missingColon(key.value) };
}
