/**
 * What a YAML text is: a ruleset names its family, a scenario names its
 * ruleset. Read from the top-level keys as the YAML library's parser sees
 * them (a byte-order mark, flow style `{ ruleset: x }` and quoted keys are all
 * plain YAML), without building the document: one pass over the text, cheap
 * enough to run on every file the workbench is given. The one reader of a
 * file's head (kind, family, title, the ruleset or base it names): nothing
 * else reads these from a text. Pure; no DOM, no Node.
 */
import { CST, Parser } from 'yaml';
import { basesOf } from './loader/extends';
import type { RulesetResolver } from './loader/resolver';
import { boundedText } from './loader/yaml-source';

export type FileKind = 'ruleset' | 'scenario';

export interface FileHead {
  /** null when the text names neither a family nor a ruleset at its top level. */
  kind: FileKind | null;
  /** The `ruleset:` a scenario names, when it is written as plain text ('' otherwise). */
  ruleset: string;
  /** The base a ruleset `extends:`, when it is written as plain text ('' otherwise). */
  extends: string;
  /**
   * The `family:` a ruleset writes ('' otherwise). A variant may leave it to its base:
   * `familyOfRuleset` finds it there.
   */
  family: string;
  /** The file's `title:`, ruleset or scenario ('' when it has none written as text). */
  title: string;
}

/** The top-level keys whose values a head holds. */
const HEAD_VALUES: ReadonlySet<string> = new Set(['ruleset', 'extends', 'family', 'title']);

/** The top-level `key: value` entries of the first document whose key is plain text. */
function topLevelEntries(text: string): Map<string, CST.Token | undefined> {
  const entries = new Map<string, CST.Token | undefined>();
  for (const token of new Parser().parse(text)) {
    if (token.type !== 'document') continue;
    const top = token.value;
    if (top && (top.type === 'block-map' || top.type === 'flow-collection')) {
      for (const item of top.items) {
        const key = item.key && CST.isScalar(item.key) ? CST.resolveAsScalar(item.key)?.value : undefined;
        if (key !== undefined && !entries.has(key)) entries.set(key, item.value);
      }
    }
    break;
  }
  return entries;
}

/**
 * The texts read last and their heads, the latest first: the page asks for the open files' heads
 * (the scenario's, the ruleset it names) on every render, and a long text costs milliseconds to
 * read. Looking one up is cheap: the same string, or one of another length, compares at once.
 */
const recent: { text: string; head: FileHead }[] = [];
const RECENT_HEADS = 4;

export function fileHead(text: string): FileHead {
  const at = recent.findIndex((r) => r.text === text);
  const entry = at >= 0 ? recent.splice(at, 1)[0] : { text, head: readHead(text) };
  recent.unshift(entry);
  if (recent.length > RECENT_HEADS) recent.pop();
  return entry.head;
}

/** A value of the head: a token of the YAML parser, or the text of a plain one-line value read without it. */
type HeadValue = CST.Token | string | undefined;

function readHead(text: string): FileHead {
  // The parser builds a token per item: it reads no more than the loader would give the library.
  const entries: Map<string, HeadValue> = topLevelLines(text) ?? topLevelEntries(boundedText(text));
  // A variant may leave `family:` to its base (`extends:`).
  const kind = entries.has('family') || entries.has('extends') ? 'ruleset' : entries.has('ruleset') ? 'scenario' : null;
  const plain = (key: string) => {
    const value = entries.get(key);
    if (typeof value === 'string') return value;
    return value && CST.isScalar(value) ? (CST.resolveAsScalar(value)?.value ?? '').trim() : '';
  };
  return {
    kind,
    ruleset: kind === 'scenario' ? plain('ruleset') : '',
    extends: kind === 'ruleset' ? plain('extends') : '',
    family: kind === 'ruleset' ? plain('family') : '',
    title: plain('title'),
  };
}

/** `fileHead(text).kind`. */
export function fileKind(text: string): FileKind | null {
  return fileHead(text).kind;
}

/**
 * The family a ruleset plays: the `family:` it writes, else that of the nearest base that
 * writes one, as the loader merges a variant over its bases (its bases found through `resolve`,
 * the chain read by the loader's own `basesOf`). '' when it cannot be told: not a ruleset, a
 * base not found, or no file of the chain naming a family.
 */
export function familyOfRuleset(text: string, file: string, resolve: RulesetResolver): string {
  const head = fileHead(text);
  if (head.family || !head.extends) return head.family;
  for (const base of basesOf(text, file, resolve)) {
    const family = fileHead(base.text).family;
    if (family) return family;
  }
  return '';
}

/** The family of the ruleset a scenario names (`ruleset:` found through `resolve`), or ''. */
export function familyOfScenario(text: string, file: string, resolve: RulesetResolver): string {
  const ref = fileHead(text).ruleset;
  if (!ref) return '';
  const found = resolve(ref, file);
  return 'error' in found ? '' : familyOfRuleset(found.text, found.file, resolve);
}

/** A top-level key as written at the start of a line: plain, or in quotes without escapes. */
const KEY_LINE = /^(?:([^\s#'"{[\]},&*!|>%@`?:-][^:#]*?)|"([^"\\]*)"|'([^']*)')[ \t]*:(?:[ \t]|$)/;

/** Longer lines are read no further than this (a key is short; a value this long is left to the parser). */
const MAX_LINE = 2000;

/**
 * The common case read line by line, without lexing the whole text (a file
 * may be megabytes): in a block-style file every top-level key starts a line
 * at column 0, and the value of a key the head holds is the rest of that line.
 * Null when the text is not plainly of that shape (flow style, explicit keys,
 * anchors at the top level, a line that is not a key, such a value running on
 * to the next lines …): the YAML parser reads those.
 */
function topLevelLines(whole: string): Map<string, HeadValue> | null {
  const text = whole.charCodeAt(0) === 0xfeff ? whole.slice(1) : whole;
  const entries = new Map<string, HeadValue>();
  let started = false;
  // The last key read holds a value of the head: an indented line after it would continue that value.
  let valued = false;
  let after = 0;
  // The lines that start at column 0 with neither a space nor a comment, found by the regex
  // engine: a JavaScript loop over every line cost milliseconds per file on a cold start.
  TOP_LINE.lastIndex = 0;
  for (let m = TOP_LINE.exec(text); m; m = TOP_LINE.exec(text)) {
    if (valued && INDENTED_TEXT.test(text.slice(after, m.index))) return null;
    after = m.index + m[0].length;
    const long = m[0].length > MAX_LINE;
    const line = (long ? m[0].slice(0, MAX_LINE) : m[0]).replace(/\r$/, '');
    const first = line[0];
    if (/^---(\s|$)/.test(line) || first === '%') {
      if (started) break;
      continue;
    }
    if (/^\.\.\.(\s|$)/.test(line)) break;
    started = true;
    valued = false;
    // A closing bracket of a value that spans lines: nothing to read here.
    if (first === ']' || first === '}') continue;
    const k = KEY_LINE.exec(line);
    if (!k) return null;
    const key = (k[1] ?? k[2] ?? k[3]).trimEnd();
    if (entries.has(key)) continue;
    // Only the values the head holds are read: lexing every value would cost what this path saves.
    if (!HEAD_VALUES.has(key)) {
      entries.set(key, undefined);
      continue;
    }
    const value = long ? null : valueToken(line.slice(k[0].length));
    if (value === null) return null;
    entries.set(key, value);
    valued = true;
  }
  if (valued && INDENTED_TEXT.test(text.slice(after))) return null;
  return entries;
}

/** A line starting at column 0 with text that is not a comment. */
const TOP_LINE = /^[^ \t\r\n#][^\n]*/gm;
/** An indented line with something on it (between two top-level lines). */
const INDENTED_TEXT = /\n[ \t]+[^ \t\r\n]/;

/**
 * A value that is plainly one word or phrase: no indicator first, no `: ` or ` #` inside, no
 * trailing `:`. It reads as itself, so the parser is not needed (most titles and ids; the
 * catalog reads the head of every shipped file before the first paint).
 */
const PLAIN_VALUE = /^[ \t]*([^\s'"[\]{}&*!|>%@`#,?:-](?:[^:#]|:(?![ \t]|$)|(?<![ \t])#)*?)[ \t]*(?:[ \t]#.*)?$/;

/**
 * The value written after a key on its line: its text when it is plain, else the parser's token
 * (undefined when there is none); null when it does not end on that line (a block scalar, an
 * unclosed quote).
 */
function valueToken(rest: string): HeadValue | null {
  const plain = PLAIN_VALUE.exec(rest);
  if (plain) return plain[1];
  if (rest.trim() === '' || rest.trimStart().startsWith('#')) return undefined;
  for (const token of new Parser().parse(rest)) {
    if (token.type !== 'document') continue;
    const value = token.value;
    if (value?.type === 'block-scalar') return null;
    let open = false;
    if (value && CST.isScalar(value)) CST.resolveAsScalar(value, false, () => (open = true));
    return open ? null : value;
  }
  return undefined;
}
