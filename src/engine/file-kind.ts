/**
 * What a YAML text is: a ruleset names its family, a scenario names its
 * ruleset. Read from the top-level keys as the YAML library's parser sees
 * them (a byte-order mark, flow style `{ ruleset: x }` and quoted keys are all
 * plain YAML), without building the document: one pass over the text, cheap
 * enough to run on every file the workbench is given. Pure; no DOM, no Node.
 */
import { CST, Parser } from 'yaml';

export type FileKind = 'ruleset' | 'scenario';

export interface FileHead {
  /** null when the text names neither a family nor a ruleset at its top level. */
  kind: FileKind | null;
  /** The `ruleset:` a scenario names, when it is written as plain text ('' otherwise). */
  ruleset: string;
  /** The base a ruleset `extends:`, when it is written as plain text ('' otherwise). */
  extends: string;
}

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

/** The last text read and its head: the page asks for the open scenario's head on every render, and a long one costs milliseconds to read. */
let last: { text: string; head: FileHead } | null = null;

export function fileHead(text: string): FileHead {
  if (last?.text === text) return last.head;
  const head = readHead(text);
  last = { text, head };
  return head;
}

function readHead(text: string): FileHead {
  const entries = topLevelLines(text) ?? topLevelEntries(text);
  // A variant may leave `family:` to its base (`extends:`).
  const kind = entries.has('family') || entries.has('extends') ? 'ruleset' : entries.has('ruleset') ? 'scenario' : null;
  const plain = (key: string) => {
    const value = entries.get(key);
    return value && CST.isScalar(value) ? (CST.resolveAsScalar(value)?.value ?? '').trim() : '';
  };
  return { kind, ruleset: kind === 'scenario' ? plain('ruleset') : '', extends: kind === 'ruleset' ? plain('extends') : '' };
}

/** `fileHead(text).kind`. */
export function fileKind(text: string): FileKind | null {
  return fileHead(text).kind;
}

/** A top-level key as written at the start of a line: plain, or in quotes without escapes. */
const KEY_LINE = /^(?:([^\s#'"{[\]},&*!|>%@`?:-][^:#]*?)|"([^"\\]*)"|'([^']*)')[ \t]*:(?:[ \t]|$)/;

/**
 * The common case read line by line, without lexing the whole text (a file
 * may be megabytes): in a block-style file every top-level key starts a line
 * at column 0, and the value of `ruleset:` (or `extends:`) is the rest of that line. Null when
 * the text is not plainly of that shape (flow style, explicit keys, anchors
 * at the top level …): the YAML parser reads those.
 */
function topLevelLines(text: string): Map<string, CST.Token | undefined> | null {
  const entries = new Map<string, CST.Token | undefined>();
  let started = false;
  for (let start = text.charCodeAt(0) === 0xfeff ? 1 : 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, Math.min(end, start + 2000)).replace(/\r$/, '');
    start = end + 1;
    const first = line[0];
    if (first === undefined || first === ' ' || first === '\t' || first === '#' || first === '\r') continue;
    if (/^---(\s|$)/.test(line) || line.startsWith('%')) {
      if (started) break;
      continue;
    }
    if (/^\.\.\.(\s|$)/.test(line)) break;
    started = true;
    // A closing bracket of a value that spans lines: nothing to read here.
    if (first === ']' || first === '}') continue;
    const m = KEY_LINE.exec(line);
    // A file that names its family is a ruleset whatever follows (thousands of lines without a colon need no lexing to say so).
    if (!m) return entries.has('family') ? entries : null;
    const key = (m[1] ?? m[2] ?? m[3]!).trimEnd();
    // Only the values of `ruleset:` and `extends:` are read: lexing every value would cost what this path saves.
    if (!entries.has(key)) entries.set(key, key === 'ruleset' || key === 'extends' ? valueToken(line.slice(m[0].length)) : undefined);
  }
  return entries;
}

/** The value written after a key on its line, as the parser's token (undefined when there is none). */
function valueToken(rest: string): CST.Token | undefined {
  if (rest.trim() === '' || rest.trimStart().startsWith('#')) return undefined;
  for (const token of new Parser().parse(rest)) {
    if (token.type === 'document') return token.value;
  }
  return undefined;
}
