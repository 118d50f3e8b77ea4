/**
 * YAML parsed with source positions, so every later problem (schema,
 * semantic, scenario) can point at `line:col` in the designer's file.
 */
import { type Alias, isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Pair, type YAMLError, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Diagnostic } from './diagnostics';
import { flowKeySlips, syntaxSlips, type Slip } from './yaml-syntax';

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

export function parseYaml(text: string, file: string): YamlParse {
  if (text.length > MAX_FILE_BYTES) {
    return {
      ok: false,
      diagnostics: [{ file, line: 1, col: 1, endLine: 1, endCol: 1, message: `file is ${(text.length / 1e6).toFixed(1)} MB; expected at most ${MAX_FILE_BYTES / 1e6} MB (a ruleset or scenario is a few kB)` }],
    };
  }
  const lines = new LineCounter();
  // resolveKnownTags: false: !!set, !!omap, !!binary and !!timestamp would become a
  // Set, Map, bytes or Date, which no schema key takes; they are refused below as unknown tags.
  // merge: `<<: *base` copies a shared block into a map (variants share a square's roles or a
  // class's table); YAML 1.2 left merge keys out, so without this "<<" is an unknown key.
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true, resolveKnownTags: false, merge: true });
  // The library's own advice ("; please use YAML.parseAllDocuments()") is for programmers, not designers.
  const generic = (e: YAMLError): string =>
    `${e.message.split('\n')[0]!.replace(/; please use .*/, '').replace('tag:yaml.org,2002:', '!!')}; expected ${YAML_EXPECTED[e.code] ?? YAML_EXPECTED_ANY}`;
  const syntax = (slips: Slip[]): Diagnostic[] => slips.map((s) => at(file, lines, s.start, s.end, `YAML syntax: ${s.message}`));
  // The library's warnings (an unknown !tag read as text, an ambiguous alias …) are
  // mistakes too: reading on would report their effects, not their cause.
  // Its errors are reworded on the line to fix, one per mistake (see yaml-syntax.ts).
  const problems = [...syntax(syntaxSlips(text, doc.errors, generic)), ...syntax(doc.warnings.map((e) => ({ start: e.pos[0], end: e.pos[1], message: generic(e) })))];
  if (problems.length > 0) return { ok: false, diagnostics: problems };
  // Inside { }, "at:c8" is valid YAML (a key with no value), but the schema would report its effects twice.
  const flowKeys = syntax(flowKeySlips(doc));
  if (flowKeys.length > 0) return { ok: false, diagnostics: flowKeys };
  const badKeys = collectionKeys(doc).map((key) =>
    at(file, lines, key.range?.[0] ?? 0, key.range?.[1] ?? 0, `a ${isMap(key) ? 'map' : 'list'} is used as a key; expected a plain key, a word or number before the colon ("key: value")`),
  );
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
 * Keys written as a list or map (`[1, 2]: x`): no schema key looks like that,
 * and turning them into object keys would only make the library print a
 * warning about it, so they are refused here, where their position is known.
 */
function collectionKeys(doc: Document): (YAMLMap | YAMLSeq)[] {
  const keys: (YAMLMap | YAMLSeq)[] = [];
  visit(doc, {
    Pair(_, pair) {
      if (isMap(pair.key) || isSeq(pair.key)) keys.push(pair.key);
    },
  });
  return keys;
}

const keyText = (p: Pair): string => (isScalar(p.key) ? String(p.key.value) : String(p.key));
/** The library's merge tag reads a `<<` key as the symbol `<<`. */
const isMergeKey = (p: Pair): boolean => isScalar(p.key) && typeof p.key.value === 'symbol' && p.key.value.description === '<<';

/**
 * The entry `key` of a map: written there, or else brought in by a merge key
 * (`<<: *base`, or `<<: [*a, *b]`, earlier sources first, as YAML merges them),
 * so an error about a merged value points where that value is written.
 */
function pairIn(doc: Document, map: YAMLMap, key: string): Pair | undefined {
  const own = map.items.find((p) => keyText(p) === key);
  if (own) return own;
  for (const merge of map.items.filter(isMergeKey)) {
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
function nodeAt(src: YamlSource, path: Path, key = false): Node | null {
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
