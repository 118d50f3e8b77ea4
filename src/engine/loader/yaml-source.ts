/**
 * YAML parsed with source positions, so every later problem (schema,
 * semantic, scenario) can point at `line:col` in the designer's file.
 */
import { type Alias, isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Pair, type YAMLError, type YAMLMap, type YAMLSeq } from 'yaml';
import { capDiagnostics, excerpt, withOmitted, type Diagnostic } from './diagnostics';
import { MAX_NESTING, tooDeepAt } from './nesting';
import { thinRepeatedLines, type UnknownKeys } from './repeated-lines';
import { textProblem } from './text';
import { flowKeySlip, syntaxSlips, type LibraryError, type Slip } from './yaml-syntax';

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
  const refused = (message: string): YamlParse => ({ ok: false, diagnostics: [{ file, line: 1, col: 1, endLine: 1, endCol: 1, message }] });
  if (text.length > MAX_FILE_BYTES) {
    return refused(`file is ${(text.length / 1e6).toFixed(1)} MB; expected at most ${MAX_FILE_BYTES / 1e6} MB (a ruleset or scenario is a few kB)`);
  }
  const unreadable = textProblem(text, file);
  if (unreadable) return { ok: false, diagnostics: [unreadable] };
  // Measured before the library reads anything: it recurses once per level.
  const deep = tooDeepAt(text);
  if (deep >= 0) {
    const lines = new LineCounter();
    lines.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0 && i < deep; i = text.indexOf('\n', i + 1)) lines.addNewLine(i + 1);
    return { ok: false, diagnostics: [at(file, lines, deep, deep + 1, `YAML nesting: this opens level ${MAX_NESTING + 1} of nested lists, maps or indentation; expected at most ${MAX_NESTING} levels (a ruleset or scenario needs a few)`)] };
  }
  // Thousands of one slip: read the file with all but the first few blanked, and count the rest.
  const thinned = thinRepeatedLines(text, unknownKeys);
  if (thinned) {
    const read = readDocument(thinned.text, file);
    if (read.ok && thinned.unknownKeys) return { ok: true, source: { ...read.source, omitted: thinned.omitted } };
    const counted = read.ok || thinned.unknownKeys ? null : withOmitted(read.diagnostics, thinned.omitted);
    if (counted) return { ok: false, diagnostics: counted };
  }
  return readDocument(text, file);
}

/** The document of a text known to be of sensible size and depth, or its problems. */
function readDocument(text: string, file: string): YamlParse {
  const lines = new LineCounter();
  // resolveKnownTags: false: !!set, !!omap, !!binary and !!timestamp would become a
  // Set, Map, bytes or Date, which no schema key takes; they are refused below as unknown tags.
  // merge: `<<: *base` copies a shared block into a map (variants share a square's roles or a
  // class's table); YAML 1.2 left merge keys out, so without this "<<" is an unknown key.
  // uniqueKeys: false: the library compares each key with every earlier one; `duplicateKeys` uses a set.
  const doc = withoutStackTraces(() => parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false, strict: true, resolveKnownTags: false, merge: true }));
  const generic = (e: LibraryError): string => `${libraryWords(e)}; expected ${YAML_EXPECTED[e.code] ?? YAML_EXPECTED_ANY}`;
  const syntax = (slips: Slip[]): Diagnostic[] => capDiagnostics(slips.map((s) => at(file, lines, s.start, s.end, `YAML syntax: ${s.message}`)));
  // The library's warnings (an unknown !tag read as text, an ambiguous alias …) are
  // mistakes too: reading on would report their effects, not their cause.
  // Its errors are reworded on the line to fix, one per mistake (see yaml-syntax.ts).
  const found = inspect(doc, lines);
  const errors = [...doc.errors, ...found.duplicates];
  const problems = syntax([...syntaxSlips(text, errors, generic), ...doc.warnings.map((e) => ({ start: e.pos[0], end: e.pos[1], message: generic(e) }))]);
  if (problems.length > 0) return { ok: false, diagnostics: problems };
  // Inside { }, "at:c8" is valid YAML (a key with no value), but the schema would report its effects twice.
  const flowKeys = syntax(found.flowKeys);
  if (flowKeys.length > 0) return { ok: false, diagnostics: flowKeys };
  const badKeys = capDiagnostics(found.collectionKeys.map((key) =>
    at(file, lines, key.range?.[0] ?? 0, key.range?.[1] ?? 0, `a ${isMap(key) ? 'map' : 'list'} is used as a key; expected a plain key, a word or number before the colon ("key: value")`),
  ));
  if (badKeys.length > 0) return { ok: false, diagnostics: badKeys };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    const aliases: Alias[] = [];
    visit(doc, { Alias(_, node) { aliases.push(node); } });
    const unresolved = aliases.find((a) => a.resolve(doc) === undefined);
    const why = e instanceof Error ? e.message : String(e);
    const message = unresolved
      ? `YAML alias *${unresolved.source} names no anchor; expected an anchor &${unresolved.source} set above the alias`
      : /alias/i.test(why)
        ? `YAML aliases expand to too much data (more than ${MAX_ALIAS_COUNT} alias uses); expected plain data without nested alias chains`
        : `YAML could not be read: ${why}; expected ${YAML_EXPECTED_ANY}`;
    const range = (unresolved ?? aliases[0])?.range ?? [0, 0];
    return { ok: false, diagnostics: [at(file, lines, range[0], range[1], message)] };
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
function inspect(doc: Document, lines: LineCounter): { duplicates: LibraryError[]; flowKeys: Slip[]; collectionKeys: (YAMLMap | YAMLSeq)[] } {
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
        const line = lines.linePos((first.key as Node).range?.[0] ?? 0).line;
        duplicates.push({ pos: [range[0], range[1]], code: 'DUPLICATE_KEY', message: `Map keys must be unique: "${excerpt(keyText(pair))}" is already on line ${line}` });
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
const isMergeKey = (p: Pair): boolean => isScalar(p.key) && typeof p.key.value === 'symbol' && p.key.value.description === '<<';

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
    for (let i = map.items.length - 1; i >= 0; i--) index.set(keyText(map.items[i]!), i);
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
  let node: unknown = src.doc.contents;
  for (let i = 0; i < path.length; i++) {
    if (isAlias(node)) node = node.resolve(src.doc);
    const seg = path[i];
    let next: unknown;
    if (isMap(node)) {
      const pair = pairIn(src.doc, node, String(seg));
      if (!pair) break;
      next = key && i === path.length - 1 ? pair.key : pair.value ?? pair.key;
    } else if (isSeq(node)) {
      next = node.items[Number(seg)];
    }
    if (!next) break;
    node = next;
  }
  return (node as Node | null) ?? null;
}

export function diagnosticAt(src: YamlSource, path: Path, message: string, key = false): Diagnostic {
  const node = nodeAt(src, path, key);
  const range = node?.range ?? [0, 0, 0];
  return at(src.file, src.lines, range[0], range[1], message);
}

/** Where `path` is written, 1-based. */
export function positionOf(src: YamlSource, path: Path): { line: number; col: number } {
  const d = diagnosticAt(src, path, '');
  return { line: d.line, col: d.col };
}
