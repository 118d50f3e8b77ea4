/**
 * YAML parsed with source positions, so every later problem (schema,
 * semantic, scenario) can point at `line:col` in the designer's file.
 */
import {
  type Alias,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
  type Pair,
  type YAMLError,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { capDiagnostics, excerpt, withOmitted, type Diagnostic } from './diagnostics';
import { thinPlainLines, type UnknownKeys } from './repeated-lines';
import { MAX_NESTING, MAX_NODES, scanText, type TextScan } from './scan';
import { textProblem } from './text';
import { flowKeySlip, syntaxSlips, type LibraryError, type Slip } from './yaml-syntax';
import {
  cutLists,
  itemNode,
  listNode,
  MAX_ITEM_NODES,
  READ_OPTIONS,
  type FlowList,
  type FlowLists,
} from './yaml-flow-lists';

/** Rulesets are a few kB and scenarios rarely more than 100 kB; anything this big is a mistake. */
export const MAX_FILE_BYTES = 2_000_000;
/** Aliases expand; a "billion laughs" file must be refused, not expanded. */
const MAX_ALIAS_COUNT = 200;

export type Path = readonly (string | number)[];

export interface YamlSource {
  file: string;
  doc: Document;
  lines: LineCounter;
  data: unknown;
  /**
   * Set when top-level keys the schema refuses were left unread (see
   * `parseYaml`): how many problems they are. `doc` and `data` lack them; the
   * caller adds them to its "and N more problems", or reads the file again
   * without `unknownKeys` when it lists no such line.
   */
  omitted?: number;
  /**
   * Set on a ruleset that `extends:` others (see extends.ts): its bases, nearest first.
   * `data` is then the merge of them all, and a path is placed in the file whose value
   * the merge reads there (`locate`).
   */
  bases?: readonly YamlSource[];
  /**
   * Top-level lists read by the line scanner (yaml-flow-lists.ts), by key: `doc` holds a list
   * node without items for each, whose items are read only when a position inside one is asked for.
   */
  lists?: ReadonlyMap<string, FlowList>;
}

export type YamlParse = { ok: true; source: YamlSource } | { ok: false; diagnostics: Diagnostic[] };

/** What a designer should write instead, for the YAML errors a hand-written file runs into. */
const YAML_EXPECTED: Partial<Record<YAMLError['code'], string>> = {
  DUPLICATE_KEY: 'each key once in a map (remove or merge the repeated key)',
  TAB_AS_INDENT: 'spaces for indentation, not tabs',
  BAD_INDENT: 'every { and [ closed, and the entries of one map or list indented by the same number of spaces',
  MISSING_CHAR: 'the closing bracket or quote ( } ] " \' ) of what was opened here',
  BLOCK_AS_IMPLICIT_KEY: '"key: value" on one line, or the value on the lines below, indented more than its key',
  MULTILINE_IMPLICIT_KEY: '"key: value" on one line, or the value on the lines below, indented more than its key',
  MULTIPLE_DOCS: 'one document per file (no second ---)',
  BAD_DQ_ESCAPE: 'a valid escape inside double quotes, such as \\n or \\", or single quotes',
  BAD_ALIAS: 'an alias *name after an anchor &name defined above it',
  TAG_RESOLVE_FAILED: 'a plain value without a !tag (Rulebench reads no custom YAML tags)',
  BAD_COLLECTION_TYPE: 'a plain map or list without a !!tag',
};
const YAML_EXPECTED_ANY = 'plain YAML: "key: value" lines indented with spaces, lists as "- item" or [a, b]';

/** Refused at `offset`, the one problem. */
const oneAt = (file: string, lines: LineCounter, offset: number, message: string): YamlParse => ({
  ok: false,
  diagnostics: [at(file, lines, offset, offset + 1, message)],
});

/** The line starts of all of `text` (the scan counts them only up to where it stopped, at a bound). */
function allLines(text: string): LineCounter {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines.addNewLine(i + 1);
  return lines;
}

function at(file: string, lines: LineCounter, start: number, end: number, message: string): Diagnostic {
  const a = lines.linePos(start);
  const b = lines.linePos(Math.max(start, end));
  return { file, line: a.line, col: a.col, endLine: b.line, endCol: b.col, message };
}

/**
 * The library makes an Error per problem, each with a stack trace nobody reads: for a file with
 * 100,000 mistakes that is seconds. Reading is synchronous, so nothing else sees the setting.
 */
function withoutStackTraces<T>(read: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return read();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** The library's message, its first line only and cut short (it may quote the file). */
function libraryWords(e: LibraryError): string {
  const first = e.message.slice(0, e.message.indexOf('\n') >>> 0);
  // The library's own advice ("; please use YAML.parseAllDocuments()") is for programmers, not designers.
  return excerpt(first.replace(/; please use .*/, '').replace('tag:yaml.org,2002:', '!!'), 120);
}

/**
 * `unknownKeys` (see repeated-lines.ts) says which top-level keys the caller's
 * schema refuses, so that a file of thousands of them is read without them:
 * the source then has `omitted` set.
 */
export function parseYaml(text: string, file: string, unknownKeys?: UnknownKeys): YamlParse {
  const refused = (message: string): YamlParse => ({
    ok: false,
    diagnostics: [{ file, line: 1, col: 1, endLine: 1, endCol: 1, message }],
  });
  if (text.length > MAX_FILE_BYTES) {
    return refused(
      `file is ${(text.length / 1e6).toFixed(1)} MB; expected at most ${MAX_FILE_BYTES / 1e6} MB (a ruleset or scenario is a few kB)`,
    );
  }
  const unreadable = textProblem(text, file);
  if (unreadable) return { ok: false, diagnostics: [unreadable] };
  // Bounded before the library reads anything: it recurses once per level, and builds a node per key and value.
  const scan = scanOnce(text);
  const refusedAt = (offset: number, message: string): YamlParse => oneAt(file, scan.lines, offset, message);
  if (scan.tooDeep >= 0)
    return refusedAt(
      scan.tooDeep,
      `YAML nesting: this opens level ${MAX_NESTING + 1} of nested lists, maps or indentation; expected at most ${MAX_NESTING} levels (a ruleset or scenario needs a few)`,
    );
  const tooManyAt = (offset: number): YamlParse =>
    refusedAt(
      offset,
      `YAML size: this is value ${MAX_NODES + 1} of the file (keys, values, list items and maps counted); expected at most ${MAX_NODES} (a ruleset or scenario has a few thousand; one-line actions, "- { from: c1, to: c5 }", are not counted)`,
    );
  // A list left to the library whole for one item too big for the list reader: that item is what to fix,
  // unless the bound is passed inside it.
  const big = scan.tooBigItem;
  const tooMany = (offset: number): YamlParse =>
    big && (offset < big[0] || offset >= big[1])
      ? oneAt(
          file,
          allLines(text),
          big[0],
          `YAML size: this list item has more than ${MAX_ITEM_NODES} values (keys, values, list items and maps counted), so its whole list is counted and the file passes ${MAX_NODES}; expected at most ${MAX_ITEM_NODES} in one item (an action has a dozen keys and a roll of at most 64 dice)`,
        )
      : tooManyAt(offset);
  // Thousands of one slip: read the file with all but the first few blanked, and count the rest.
  const thinned = scan.plain && thinPlainLines(text, scan.plain, unknownKeys);
  if (thinned) {
    if (thinned.tooMany >= 0) return tooMany(thinned.tooMany);
    // A file of plain top-level lines holds no list for the list reader.
    const read = readWhole(thinned.text, file);
    if (read.ok && thinned.unknownKeys) return { ok: true, source: { ...read.source, omitted: thinned.omitted } };
    const counted = read.ok || thinned.unknownKeys ? null : withOmitted(read.diagnostics, thinned.omitted);
    if (counted) return { ok: false, diagnostics: counted };
  }
  if (scan.tooMany >= 0) return tooMany(scan.tooMany);
  if (scan.lists.length === 0) return readWhole(text, file);
  // Long lists of simple maps were taken by the list reader; the library reads the rest.
  const cut = cutLists(text, scan.lists);
  const read = readWithLists(text, file, cut, scan.lines);
  if (read) return read;
  // Something there is wrong: the library reads the whole text, so every problem is found and worded as
  // before, unless the lists make that too big: then the problems are found in the rest alone (the lists'
  // lines are valid YAML on their own).
  if (scan.tooManyWhole < 0) return readWhole(text, file);
  const rest = checked(
    withoutStackTraces(() => parseDocument(cut.text, READ_OPTIONS)),
    scan.lines,
    file,
    cut.text,
    cut.whole,
  );
  return rest.ok ? tooMany(scan.tooManyWhole) : rest;
}

/**
 * `text`, or its part before the place where it passes a bound of scan.ts: what the YAML library's
 * parser may be given of it (file-kind.ts reads a head with the parser when its lines are not plain).
 */
export function boundedText(text: string): string {
  const scan = scanOnce(text);
  const past = Math.min(...[scan.tooDeep, scan.tooManyWhole].filter((at) => at >= 0));
  return Number.isFinite(past) ? text.slice(0, past) : text;
}

/**
 * The last few texts scanned, and their scans: one text may be read more than once on its way (its
 * head, see file-kind.ts; a ruleset whose bases are looked up first, see `basesKey`; a ruleset of
 * many unknown keys, see ruleset.ts). A scan that took lists is not kept: their items become the
 * caller's data, which the schema's defaults change.
 */
const recentScans = new Map<string, TextScan>();
const RECENT_SCANS = 4;
function scanOnce(text: string): TextScan {
  const known = recentScans.get(text);
  if (known) return known;
  const scan = scanText(text);
  if (scan.lists.length > 0) return scan;
  if (recentScans.size >= RECENT_SCANS) recentScans.delete(recentScans.keys().next().value!);
  recentScans.set(text, scan);
  return scan;
}

/** The list nodes standing for lists the line scanner read (see `readWithLists`). */
const scannedLists = new WeakMap<Node, FlowList>();

/**
 * The text read by the library without the lists the list reader took, then the lists put back (the
 * offsets of what follows them, list nodes, their data); null when that might not read as the
 * whole text does: the library found something wrong, or a list is not a plain top-level entry.
 * `lines` are `text`'s line starts.
 */
function readWithLists(text: string, file: string, scanned: FlowLists, lines: LineCounter): YamlParse | null {
  const doc = withoutStackTraces(() => parseDocument(scanned.text, READ_OPTIONS));
  const root = doc.contents;
  if (doc.errors.length > 0 || doc.warnings.length > 0 || !isMap(root) || root.flow || root.anchor) return null;
  visit(doc, {
    Node(_, node) {
      if (node.range)
        node.range = [scanned.whole(node.range[0]), scanned.whole(node.range[1]), scanned.whole(node.range[2])];
    },
  });
  for (const list of scanned.lists) {
    // The list's key must be an entry of the top-level map, with nothing read as its value.
    const pair = root.items.find((p) => isScalar(p.key) && p.key.range?.[0] === list.keyAt);
    if (
      !pair ||
      !isScalar(pair.key) ||
      pair.key.value !== list.key ||
      !(pair.value === null || (isScalar(pair.value) && pair.value.value === null))
    )
      return null;
    const seq = listNode(list);
    scannedLists.set(seq, list);
    (pair as Pair<unknown, unknown>).value = seq;
  }
  // The document's ranges are the whole text's now.
  const read = checked(doc, lines, file, text);
  if (!read.ok) return null;
  const data = read.source.data as Record<string, unknown>;
  for (const list of scanned.lists) data[list.key] = list.items;
  return { ok: true, source: { ...read.source, lists: new Map(scanned.lists.map((l) => [l.key, l])) } };
}

/** The document of `text` as the library reads it, or its problems. */
function readWhole(text: string, file: string): YamlParse {
  const lines = new LineCounter();
  const doc = withoutStackTraces(() => parseDocument(text, { ...READ_OPTIONS, lineCounter: lines }));
  return checked(doc, lines, file, text);
}

/**
 * `doc` (read from `text`) checked for what a designer's file must not have, and its data, or its
 * problems. `whole` places an offset of `text` in the file `lines` counts (`text` may be the file
 * without the lists the list reader took).
 */
function checked(
  doc: Document,
  lines: LineCounter,
  file: string,
  text: string,
  whole = (offset: number): number => offset,
): YamlParse {
  const place = (start: number, end: number, message: string): Diagnostic =>
    at(file, lines, whole(start), whole(end), message);
  const generic = (e: LibraryError): string =>
    `${libraryWords(e)}; expected ${YAML_EXPECTED[e.code] ?? YAML_EXPECTED_ANY}`;
  const syntax = (slips: Slip[]): Diagnostic[] =>
    capDiagnostics(slips.map((s) => place(s.start, s.end, `YAML syntax: ${s.message}`)));
  // The library's warnings (an unknown !tag read as text, an ambiguous alias …) are
  // mistakes too: reading on would report their effects, not their cause.
  // Its errors are reworded on the line to fix, one per mistake (see yaml-syntax.ts).
  const found = inspect(doc, (offset) => lines.linePos(whole(offset)).line);
  const errors = [...doc.errors, ...found.duplicates];
  // A finding of the line scanner is reported only when it explains an error: with none, there is nothing to scan for.
  const slips = errors.length > 0 ? syntaxSlips(text, errors, generic) : [];
  const problems = syntax([
    ...slips,
    ...doc.warnings.map((e) => ({ start: e.pos[0], end: e.pos[1], message: generic(e) })),
  ]);
  if (problems.length > 0) return { ok: false, diagnostics: problems };
  // Inside { }, "at:c8" is valid YAML (a key with no value), but the schema would report its effects twice.
  const flowKeys = syntax(found.flowKeys);
  if (flowKeys.length > 0) return { ok: false, diagnostics: flowKeys };
  const badKeys = capDiagnostics(
    found.collectionKeys.map((key) =>
      place(
        key.range?.[0] ?? 0,
        key.range?.[1] ?? 0,
        `a ${isMap(key) ? 'map' : 'list'} is used as a key; expected a plain key, a word or number before the colon ("key: value")`,
      ),
    ),
  );
  if (badKeys.length > 0) return { ok: false, diagnostics: badKeys };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    const aliases: Alias[] = [];
    visit(doc, {
      Alias(_, node) {
        aliases.push(node);
      },
    });
    const unresolved = aliases.find((a) => a.resolve(doc) === undefined);
    const why = e instanceof Error ? e.message : String(e);
    const message = unresolved
      ? `YAML alias *${unresolved.source} names no anchor; expected an anchor &${unresolved.source} set above the alias`
      : /alias/i.test(why)
        ? `YAML aliases expand to too much data (more than ${MAX_ALIAS_COUNT} alias uses); expected plain data without nested alias chains`
        : `YAML could not be read: ${why}; expected ${YAML_EXPECTED_ANY}`;
    const range = (unresolved ?? aliases[0])?.range ?? [0, 0];
    return { ok: false, diagnostics: [place(range[0], range[1], message)] };
  }
  return { ok: true, source: { file, doc, lines, data } };
}

/**
 * What the library accepts but a designer's file must not have, found in one
 * walk of the document:
 * - a key written twice in one map, as the library's DUPLICATE_KEY error (so it
 *   is worded and grouped like its other errors), found with one set per map (the
 *   library's own check compares each key with every earlier one: quadratic);
 * - inside { }, "at:c8" read as a key with no value (see `flowKeySlip`);
 * - keys written as a list or map (`[1, 2]: x`): no schema key looks like that,
 *   and turning them into object keys would only make the library print a
 *   warning about it, so they are refused where their position is known.
 */
function inspect(
  doc: Document,
  lineOf: (offset: number) => number,
): { duplicates: LibraryError[]; flowKeys: Slip[]; collectionKeys: (YAMLMap | YAMLSeq)[] } {
  const duplicates: LibraryError[] = [];
  const flowKeys: Slip[] = [];
  const collectionKeys: (YAMLMap | YAMLSeq)[] = [];
  visit(doc, {
    Map(_, map) {
      const seen = new Map<unknown, Pair>();
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue;
        const first = seen.get(pair.key.value);
        if (!first) {
          seen.set(pair.key.value, pair);
          continue;
        }
        const range = pair.key.range ?? [0, 0];
        const line = lineOf((first.key as Node).range?.[0] ?? 0);
        duplicates.push({
          pos: [range[0], range[1]],
          code: 'DUPLICATE_KEY',
          message: `Map keys must be unique: "${excerpt(keyText(pair))}" is already on line ${line}`,
        });
      }
    },
    Pair(_, pair, path) {
      if (isMap(pair.key) || isSeq(pair.key)) collectionKeys.push(pair.key);
      const slip = flowKeySlip(pair, path.at(-1));
      if (slip) flowKeys.push(slip);
    },
  });
  return { duplicates, flowKeys, collectionKeys };
}

const keyText = (p: Pair): string => (isScalar(p.key) ? String(p.key.value) : String(p.key));
/** The library's merge tag reads a `<<` key as the symbol `<<`. */
const isMergeKey = (p: Pair): boolean =>
  isScalar(p.key) && typeof p.key.value === 'symbol' && p.key.value.description === '<<';

/**
 * A map's entries by key (the first of each), built once for a map big enough
 * that looking through it per lookup would add up (a file may have 100,000
 * keys to place); small maps, such as the 100,000 actions of a long scenario,
 * are looked through, so they cost no memory.
 */
const INDEXED_FROM = 16;
const indexes = new WeakMap<YAMLMap, Map<string, number>>();

/** Where the entry `key` of a map is in its items (-1 if not written there). */
export function pairIndex(map: YAMLMap, key: string): number {
  if (map.items.length < INDEXED_FROM) return map.items.findIndex((p) => keyText(p) === key);
  let index = indexes.get(map);
  if (!index) {
    index = new Map();
    for (let i = map.items.length - 1; i >= 0; i--) index.set(keyText(map.items[i]), i);
    indexes.set(map, index);
  }
  return index.get(key) ?? -1;
}

/** The merge keys of a map, found as its entries are looked through once. */
const mergesOf = new WeakMap<YAMLMap, Pair[]>();
function merges(map: YAMLMap): Pair[] {
  if (map.items.length < INDEXED_FROM) return map.items.filter(isMergeKey);
  let found = mergesOf.get(map);
  if (!found) {
    found = map.items.filter(isMergeKey);
    mergesOf.set(map, found);
  }
  return found;
}

/**
 * The entry `key` of a map: written there, or else brought in by a merge key
 * (`<<: *base`, or `<<: [*a, *b]`, earlier sources first, as YAML merges them),
 * so an error about a merged value points where that value is written.
 */
function pairIn(doc: Document, map: YAMLMap, key: string): Pair | undefined {
  const own = pairIndex(map, key);
  if (own >= 0) return map.items[own];
  for (const merge of merges(map)) {
    const sources = isSeq(merge.value) ? merge.value.items : [merge.value];
    for (const source of sources) {
      const target = isAlias(source) ? source.resolve(doc) : source;
      const found = isMap(target) ? pairIn(doc, target, key) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The node at `path` (or the nearest ancestor that exists). With `key`, the
 * key of the last map entry instead of its value: unknown keys point there.
 */
export function nodeAt(src: YamlSource, path: Path, key = false): Node | null {
  return locate(src, path, key).node;
}

/** One step down from `node` (a map's entry `seg`, or a list's item), or undefined; with `key`, the entry's key. */
function child(doc: Document, node: unknown, seg: string | number, key: boolean): unknown {
  if (isAlias(node)) node = node.resolve(doc);
  if (isMap(node)) {
    const pair = pairIn(doc, node, String(seg));
    if (!pair) return undefined;
    return key ? pair.key : (pair.value ?? pair.key);
  }
  const scanned = isSeq(node) ? scannedLists.get(node) : undefined;
  if (scanned) return itemNode(scanned, Number(seg), READ_OPTIONS);
  return isSeq(node) ? (node.items[Number(seg)] ?? undefined) : undefined;
}

const isMapNode = (doc: Document, node: unknown): boolean => isMap(isAlias(node) ? node.resolve(doc) : node);

/**
 * The file and node a path is written at. In a source with `bases`, the value at a path
 * comes from the nearest file that writes it: maps are merged key by key, so a map's
 * entries are looked for in every file that writes that map as a map; a list or a value
 * comes whole from the one nearest file writing it. A path no file writes is placed at
 * its nearest written ancestor, in the nearest file writing that.
 */
export function locate(src: YamlSource, path: Path, key = false): { source: YamlSource; node: Node | null } {
  let layers: { source: YamlSource; node: unknown }[] = [src, ...(src.bases ?? [])].map((s) => ({
    source: s,
    node: s.doc.contents,
  }));
  for (let i = 0; i < path.length; i++) {
    const last = key && i === path.length - 1;
    const next: { source: YamlSource; node: unknown }[] = [];
    for (const layer of layers) {
      const found = child(layer.source.doc, layer.node, path[i], last);
      if (found) next.push({ source: layer.source, node: found });
    }
    if (next.length === 0) break;
    // Files below one that writes a list or a value here are not read at this path.
    const maps = last ? 0 : next.findIndex((l) => !isMapNode(l.source.doc, l.node));
    layers = maps === 0 ? next.slice(0, 1) : maps < 0 ? next : next.slice(0, maps);
  }
  const top = layers[0];
  return { source: top.source, node: (top.node as Node | null) ?? null };
}

export function diagnosticAt(src: YamlSource, path: Path, message: string, key = false): Diagnostic {
  // An item of a scanned list as a whole (each action of a long scenario, as the replay places it): its range was kept.
  const scanned = path.length === 2 && !key ? src.lists?.get(String(path[0])) : undefined;
  const i = Number(path[1]);
  if (scanned && Number.isInteger(i) && i >= 0 && i < scanned.items.length)
    return at(src.file, src.lines, scanned.open[i], scanned.close[i], message);
  const { source, node } = locate(src, path, key);
  const range = node?.range ?? [0, 0, 0];
  return at(source.file, source.lines, range[0], range[1], message);
}

/** Where `path` is written, 1-based. */
export function positionOf(src: YamlSource, path: Path): { line: number; col: number } {
  const d = diagnosticAt(src, path, '');
  return { line: d.line, col: d.col };
}
