/**
 * YAML syntax slips in plain words, on the line to fix. The yaml library says
 * where its grammar broke, which is often after the slip (on the next key, on
 * a comment line, at the end of the file) and often several times over. A
 * light line scanner finds the slip itself (a key indented unlike its
 * siblings, a [ or { or quote never closed, a list dash without its space);
 * a finding is reported only when it explains an error of the library, so a
 * valid file is never blamed, and the library's errors it explains are dropped.
 */
import { isMap, isScalar, Scalar, visit, type Document, type YAMLError } from 'yaml';

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

const short = (s: string): string => (s.length > 40 ? `${s.slice(0, 37)}…` : s);
const CLOSER: Record<string, string> = { '[': ']', '{': '}' };
const WHAT: Record<string, string> = { '[': 'list', '{': 'map' };
/** A ] or } with no [ or { open: found by the scanner and worded the same when only the library saw it. */
const closesNothing = (ch: string): string => `this ${ch} closes nothing (no ${ch === ']' ? '[' : '{'} is open here); expected it removed`;

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
    findings.push({ start: offset, end: offset + 1, covers: [offset, until], message: `the ${ch} opened here is never closed; expected ${what}` });
  };
  // A quote reads on over line ends, and so does a [ or { written at the left margin: the library's errors up to the end are theirs.
  const unclosedQuote = (q: { ch: string; offset: number }): void => never(q.ch, q.offset, text.length, `a closing ${q.ch} at the end of the text`);
  const unclosedFlow = (o: { ch: string; offset: number }, until: number): void =>
    never(o.ch, o.offset, flowBase < 0 || flowAtMargin ? text.length : until, `a ${CLOSER[o.ch]} at the end of the ${WHAT[o.ch]}`);
  let offset = 0;
  const raw = text.split('\n');
  for (let n = 0; n < raw.length; n++) {
    let t = raw[n]!;
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
      no: n + 1, start, text: t, indent, tab: /^ *\t/.test(t) && body !== '' && !body.startsWith('#'),
      kind: body === '' ? 'blank' : body.startsWith('#') ? 'comment' : 'content', item: false, opens: false, dashNoSpace: false,
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
    // Characters: quotes, brackets, comments, the key's colon, a block scalar's | or >.
    const keyStart = from;
    let tokenStart = true;
    let flowOnLine = false;
    let sawColon = false;
    for (let j = from; j < t.length; j++) {
      const c = t[j]!;
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
      if (c === '#' && (j === 0 || /\s/.test(t[j - 1]!))) break;
      if (tokenStart && (c === '"' || c === "'")) {
        quote = { ch: c, offset: start + j, base: flow.length > 0 ? flowBase : line.indent };
        continue;
      }
      if (tokenStart && (c === '[' || c === '{')) {
        if (flow.length === 0) {
          const parent = j === from && !line.item ? lines.findLast((p) => p.kind === 'content' && p.indent < line.indent) : line;
          flowBase = parent ? parent.indent : -1;
          flowAtMargin = j === 0;
        }
        flow.push({ ch: c, offset: start + j });
        flowOnLine = true;
        continue;
      }
      if (flow.length === 0 && tokenStart && (c === ']' || c === '}')) {
        // The library ends the document here: whatever follows is read as stray text.
        findings.push({ start: start + j, end: start + j + 1, covers: [start + j, text.length], message: closesNothing(c) });
        tokenStart = false;
        continue;
      }
      if (flow.length > 0 && (c === ']' || c === '}')) {
        const k = flow.map((o) => CLOSER[o.ch]).lastIndexOf(c);
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
      if (c === ':' && (j + 1 === t.length || /\s/.test(t[j + 1]!) || (flow.length > 0 && /[,\]}]/.test(t[j + 1]!)))) {
        if (flow.length === 0 && !flowOnLine && !sawColon && line.kind === 'content') line.key = { text: t.slice(keyStart, j).trim(), col: keyStart + 1 };
        sawColon = true;
        tokenStart = true;
        continue;
      }
      if (tokenStart && flow.length === 0 && (c === '|' || c === '>') && /^[|>][-+0-9]*\s*(#.*)?$/.test(t.slice(j))) {
        blockScalarIndent = line.key ? line.key.col - 1 : line.indent;
        break;
      }
      if (tokenStart && (c === '-' || c === '?') && (j + 1 === t.length || t[j + 1] === ' ')) continue;
      if (tokenStart && (c === '&' || c === '!')) {
        while (j + 1 < t.length && !/\s/.test(t[j + 1]!)) j++;
        continue;
      }
      tokenStart = false;
    }
    if (line.kind === 'content' && tokenStart && !quote && flow.length === 0 && blockScalarIndent === null && (line.key || line.item)) line.opens = true;
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

/** The line as written, without its comment. */
const written = (l: Line): string => l.text.trim().replace(/\s+#.*$/, '');
const labelOf = (l: Line): string => (l.key && !l.item ? `"${short(l.key.text)}:"` : l.item ? `the list item "${short(written(l))}"` : `"${short(written(l))}"`);

function misplaced(l: Line, col: number, of: string, covers: [number, number]): Finding {
  return { ...lineSlip(l, covers), message: `${labelOf(l)} is at column ${l.indent + 1} but the other ${of} are at column ${col}; expected it indented like them` };
}

const lineSlip = (l: Line, covers: [number, number]): Finding => ({ start: l.start + l.indent, end: l.start + l.indent + written(l).length, covers, message: '' });

/** Where the lines from `i` on that are indented at least `indent` end (comments and blank lines included). */
function runEnd(lines: Line[], i: number, indent: number): number {
  let end = i;
  for (let k = i + 1; k < lines.length; k++) {
    const l = lines[k]!;
    if (l.kind === 'content' && !l.tab && l.indent < indent) break;
    end = k;
  }
  return lines[end]!.start + lines[end]!.text.length;
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
  let last: { line: Line; index: number; emptied: { indent: number; name: string } | null; popped: Block[] } | null = null;
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
      stack.push({ indent: i, kind, of: `${entries} of ${pending.name}`, count: 1, first: l, atKeyIndent: i === pending.indent });
    } else {
      if (!l.key && !l.item) {
        // Text with no key: more indented, it continues the value above (valid YAML); beside its
        // siblings it is a key without its colon (worded from the library's error); anywhere else stray text.
        if (i > stack.at(-1)!.indent || stack.some((b) => b.indent === i)) return;
        found.push({ ...lineSlip(l, [l.start, l.start + l.text.length]), message: `"${short(written(l))}" is text on a line of its own; expected "key: value", or a # at the start of a comment` });
        return;
      }
      emptied = pending;
      while (stack.length > 1 && stack.at(-1)!.indent > i) popped.push(stack.pop()!);
      // A key at the column of a list written at its own key's column ends that list.
      while (stack.length > 1 && stack.at(-1)!.indent === i && stack.at(-1)!.kind !== kind && stack.at(-2)!.indent === i) popped.push(stack.pop()!);
      const top = stack.at(-1)!;
      const from = last ? last.line.start : l.start;
      if (top.indent === i && top.kind === kind) {
        top.count++;
      } else if (top.indent === i) {
        const covers: [number, number] = [from, runEnd(lines, index, i)];
        if (popped.length > 0) {
          // "- from: c8" then "to: c4" under its dash: with the keys of that item.
          rejoin(popped.at(-1)!, l, covers);
        } else if (kind === 'seq' && top.count === 1 && last && top.first === last.line) {
          found.push({ ...lineSlip(last.line, covers), message: `${labelOf(last.line)} is a key but the entries after it are list items ("- …"); expected a list item here too` });
        } else {
          const other = kind === 'seq' ? `the ${top.of}; expected it without "- ", like the keys around it` : `the ${top.of}; expected a list item ("- …") like them`;
          found.push({ ...lineSlip(l, covers), message: `${labelOf(l)} is among ${other}` });
        }
      } else if (top.indent > i) {
        // Left of the first line of the file: leave it to the library.
      } else if (popped.length > 0) {
        // Between two levels: with the entries it just left.
        rejoin(popped.at(-1)!, l, [from, runEnd(lines, index, i)]);
      } else if (last && last.emptied && i > last.emptied.indent) {
        // "move:" then "speed: …" at move's column, then keys indented under move: speed is the odd one.
        found.push(misplaced(last.line, i + 1, `${entries} of ${last.emptied.name}`, [last.line.start, runEnd(lines, index, i)]));
        stack.push({ indent: i, kind, of: `${entries} of ${last.emptied.name}`, count: 2, first: last.line, atKeyIndent: false });
      } else if (last && last.popped.some((b) => b.indent === i && b.kind === kind)) {
        // "edgeFort: true" at column 1 inside end:, the keys after it still under end:.
        rejoin(last.popped.find((p) => p.indent === i && p.kind === kind)!, last.line, [last.line.start, runEnd(lines, index, i)]);
      } else if (last && top.count === 1 && top.atKeyIndent && top.first === last.line && top.kind === kind) {
        // The first item at its key's column, the others indented: the first is the odd one.
        found.push(misplaced(last.line, i + 1, top.of, [last.line.start, runEnd(lines, index, i)]));
        top.indent = i;
        top.atKeyIndent = false;
        top.count++;
      } else {
        found.push(misplaced(l, top.indent + 1, top.of, [from, runEnd(lines, index, i)]));
        top.count++;
      }
    }
    pending = l.opens
      ? { indent: l.item && l.key ? l.key.col - 1 : i, name: l.key ? `${short(l.key.text)}:` : `the list item on line ${l.no}`, fromKey: Boolean(l.key) }
      : null;
    // "- key: value": the keys of that item line up with its first key.
    if (l.item && l.key) stack.push({ indent: l.key.col - 1, kind: 'map', of: `keys of the list item on line ${l.no}`, count: 1, first: l, atKeyIndent: false });
    last = { line: l, index, emptied, popped };
  });
  return found;
}

function dashFindings(lines: Line[]): Finding[] {
  return lines.flatMap((l, index) => {
    if (l.kind !== 'content' || !l.dashNoSpace) return [];
    const body = written(l);
    return [{
      start: l.start + l.indent,
      end: l.start + l.indent + 2,
      covers: [l.start, runEnd(lines, index, l.indent)] as [number, number],
      message: `"${short(body)}" has no space after its "-"; expected "- ${short(body.slice(1))}" (a dash and a space before each list item)`,
    }];
  });
}

/** The text from `at` to the end of its flow entry (a bracketed value as a whole). */
function flowEntry(text: string, at: number): string {
  let depth = 0;
  let j = at;
  for (; j < text.length && text[j] !== '\n'; j++) {
    const c = text[j]!;
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

/** One error of the library in plain words, or null for its generic wording. */
function explain(e: YAMLError, text: string, lines: Line[]): Slip | null {
  const [from, to] = e.pos;
  if (e.code === 'MISSING_CHAR' && e.message.startsWith('Implicit map keys need to be followed by map values')) {
    const written = text.slice(from, to).split('\n')[0]!.replace(/\s+#.*$/, '').trim();
    return written ? { start: from, end: from + written.length, message: missingColon(written) } : null;
  }
  if (e.code === 'MISSING_CHAR' && e.message.startsWith('Missing , or : between flow map items')) {
    const head = /([^\s,{[][^,{[]*?)\s*$/.exec(text.slice(lineAt(text, from).start, from));
    if (!head) return null;
    const start = from - head[0].length;
    const written = `${head[1]} ${flowEntry(text, from)}`;
    return { start, end: start + written.length, message: missingColon(written) };
  }
  if (e.code === 'MISSING_CHAR' && e.message.startsWith('Sequence item without - indicator')) {
    const here = lineAt(text, from);
    const body = here.text.trim();
    const at = here.start + here.text.indexOf(body);
    const sibling = lines.findLast((l) => l.start < here.start && l.kind === 'content' && l.item);
    const col = sibling ? ` at column ${sibling.indent + 1}` : '';
    return { start: at, end: at + body.length, message: `"${short(body)}" is a list item without its "- "; expected "- ${short(body)}"${col}, like the items above it` };
  }
  if (e.code === 'BLOCK_AS_IMPLICIT_KEY' && e.message.startsWith('Nested mappings are not allowed in compact mappings')) {
    const here = lineAt(text, from);
    const value = text.slice(from, here.start + here.text.length).replace(/\s+#.*$/, '').trim();
    const key = /^\s*(?:-\s+)*([^:#]+?):\s/.exec(here.text);
    if (!key || !/:(\s|$)/.test(value) || here.start + key[0].length > from) return null;
    const quoted = value.includes('"') && !value.includes("'") ? `'${value}'` : `"${value.replace(/["\\]/g, '\\$&')}"`;
    return { start: from, end: from + value.length, message: `a value containing ": " must be quoted; expected ${key[1]}: ${quoted}` };
  }
  if (e.code === 'UNEXPECTED_TOKEN' && /flow-(seq|map)-end/.test(e.message)) {
    const ch = text[from]!;
    return { start: from, end: from + 1, message: closesNothing(ch) };
  }
  return null;
}

function missingColon(written: string): string {
  const noSpace = /^([^\s:]+):(\S.*)$/.exec(written);
  if (noSpace) return `"${short(written)}" has no space after the colon; expected "${noSpace[1]}: ${short(noSpace[2]!)}"`;
  const words = /^(\S+)\s+(\S.*)$/.exec(written);
  if (words && written.split(/\s+/).length > 3) return `"${short(written)}" has no colon; expected "key: value" (a colon and a space after the key), or a # at the start of a comment`;
  if (words) return `"${short(written)}" has no colon; expected "${words[1]}: ${short(words[2]!)}" (a colon and a space after the key)`;
  return `"${short(written)}" has no colon; expected "${short(written)}: value" (a colon and a space after the key)`;
}

/**
 * The library's errors, each in plain words on the line to fix, one per
 * mistake. `generic` words an error nothing here explains.
 */
export function syntaxSlips(text: string, errors: readonly YAMLError[], generic: (e: YAMLError) => string): Slip[] {
  const { lines, findings } = scan(text);
  const all = [...findings, ...dashFindings(lines), ...indentFindings(lines)];
  const explains = (f: Finding, e: YAMLError): boolean => e.pos[0] >= f.covers[0] && e.pos[0] <= f.covers[1];
  const used = all.filter((f) => errors.some((e) => explains(f, e)));
  // One finding per line: an unclosed bracket and the indentation it upsets are one mistake.
  const chosen = used.filter((f, k) => !used.slice(0, k).some((g) => g.covers[0] <= f.start && f.start <= g.covers[1]));
  const slips: Slip[] = chosen.map(({ start, end, message }) => ({ start, end, message }));
  // The library's other errors: one per top-level entry, none beside a finding (the rest is its cascade).
  const roots = lines.filter((l) => l.kind === 'content' && l.indent === 0 && !l.item && !l.tab && !/^[\]}]/.test(l.text)).map((l) => l.start);
  const region = (at: number): number => roots.filter((s) => s <= at).at(-1) ?? -1;
  const taken = new Set(chosen.flatMap((f) => [region(f.start), region(f.covers[1])]));
  for (const e of [...errors].sort((a, b) => a.pos[0] - b.pos[0])) {
    if (used.some((f) => explains(f, e))) continue;
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
 * would then report a missing "at" and an unknown key "at:c8".
 */
export function flowKeySlips(doc: Document): Slip[] {
  const slips: Slip[] = [];
  visit(doc, {
    Pair(_, pair, path) {
      const parent = path.at(-1);
      if (!isMap(parent) || !parent.flow || pair.value !== null || !isScalar(pair.key)) return;
      const key = pair.key;
      if (key.type !== Scalar.PLAIN || typeof key.value !== 'string' || !key.range) return;
      if (!/^[^\s:]+:\S|^\S+\s+\S/.test(key.value)) return;
      slips.push({ start: key.range[0], end: key.range[1], message: missingColon(key.value) });
    },
  });
  return slips;
}
