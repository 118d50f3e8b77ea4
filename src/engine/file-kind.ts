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
  const entry = at >= 0 ? recent.splice(at, 1)[0]! : { text, head: readHead(text) };
  recent.unshift(entry);
  if (recent.length > RECENT_HEADS) recent.pop();
  return entry.head;
}

function readHead(text: string): FileHead {
  const entries = topLevelLines(text) ?? topLevelEntries(text);
  // A variant may leave `family:` to its base (`extends:`).
  const kind = entries.has('family') || entries.has('extends') ? 'ruleset' : entries.has('ruleset') ? 'scenario' : null;
  const plain = (key: string) => {
    const value = entries.get(key);
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
function topLevelLines(text: string): Map<string, CST.Token | undefined> | null {
  const entries = new Map<string, CST.Token | undefined>();
  let started = false;
  // The last key read holds a value of the head: an indented line after it would continue that value.
  let valued = false;
  for (let start = text.charCodeAt(0) === 0xfeff ? 1 : 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const long = end - start > MAX_LINE;
    const line = text.slice(start, Math.min(end, start + MAX_LINE)).replace(/\r$/, '');
    start = end + 1;
    const first = line[0];
    if (first === ' ' || first === '\t') {
      if (valued && line.trim() !== '') return null;
      continue;
    }
    if (first === undefined || first === '#' || first === '\r') continue;
    if (/^---(\s|$)/.test(line) || line.startsWith('%')) {
      if (started) break;
      continue;
    }
    if (/^\.\.\.(\s|$)/.test(line)) break;
    started = true;
    valued = false;
    // A closing bracket of a value that spans lines: nothing to read here.
    if (first === ']' || first === '}') continue;
    const m = KEY_LINE.exec(line);
    if (!m) return null;
    const key = (m[1] ?? m[2] ?? m[3]!).trimEnd();
    if (entries.has(key)) continue;
    // Only the values the head holds are read: lexing every value would cost what this path saves.
    if (!HEAD_VALUES.has(key)) {
      entries.set(key, undefined);
      continue;
    }
    const value = long ? null : valueToken(line.slice(m[0].length));
    if (value === null) return null;
    entries.set(key, value);
    valued = true;
  }
  return entries;
}

/**
 * The value written after a key on its line, as the parser's token (undefined when there is
 * none); null when it does not end on that line (a block scalar, an unclosed quote).
 */
function valueToken(rest: string): CST.Token | undefined | null {
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
