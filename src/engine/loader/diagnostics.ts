/** Positioned problems: every bad input ends up as one of these. */
import { terminalText } from '../terminal-text';

export interface SourcePos {
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
}

export interface Diagnostic extends SourcePos {
  file: string;
  endLine: number;
  endCol: number;
  /** What is wrong and what was expected. */
  message: string;
  /** Set on the one line that stands for problems left out ("and N more problems"): how many. */
  omitted?: number;
}

/**
 * `file:line:col: message`, the form compilers use, so editors and terminals can link it. A file
 * name or value quoted from a stranger's file shows its control characters escaped.
 */
export function formatDiagnostic(d: Diagnostic): string {
  return terminalText(`${d.file}:${d.line}:${d.col}: ${d.message}`);
}

/** Each problem once: the same message at the same place (a value shared through a YAML anchor, an error two schema rules report) is one problem. */
export function uniqueDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const text = formatDiagnostic(d);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** Values and lines are quoted this short at most: a message is read, and a file's content stays in its file. */
export const EXCERPT_CHARS = 60;

/** `text` as a message quotes it: at most EXCERPT_CHARS characters, the cut marked with "…". */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A file lists this many problems at most: past that, fixing the first ones comes before reading more. */
export const MAX_PROBLEMS_PER_FILE = 100;

/**
 * At most MAX_PROBLEMS_PER_FILE problems of each file, then one problem "and N more problems" at
 * the first one left out. Applying it again to its own result changes nothing.
 */
export function capDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const shown = new Map<string, number>();
  const hidden = new Map<string, { first: Diagnostic; count: number }>();
  const out: Diagnostic[] = [];
  for (const d of list) {
    const n = shown.get(d.file) ?? 0;
    const extra = hidden.get(d.file);
    const weight = d.omitted ?? 1;
    if (n < MAX_PROBLEMS_PER_FILE && !extra && d.omitted === undefined) {
      shown.set(d.file, n + 1);
      out.push(d);
    } else if (extra) extra.count += weight;
    else hidden.set(d.file, { first: d, count: weight });
  }
  for (const { first, count } of hidden.values()) out.push(moreProblems(first, count));
  return out;
}

/** The line that stands for `count` problems left out, placed at the first of them. */
export function moreProblems(first: Diagnostic, count: number): Diagnostic {
  const { file, line, col } = first;
  return {
    file,
    line,
    col,
    endLine: line,
    endCol: col,
    omitted: count,
    message: `and ${count} more problem${count === 1 ? '' : 's'} (only the first ${MAX_PROBLEMS_PER_FILE} are listed; fix these and check again)`,
  };
}

/** `list` with `count` more problems added to its "and N more problems" line, or null when it has none to add them to. */
export function withOmitted(list: readonly Diagnostic[], count: number): Diagnostic[] | null {
  const more = list.findIndex((d) => d.omitted !== undefined);
  if (more < 0) return null;
  return list.map((d, i) => (i === more ? moreProblems(d, d.omitted! + count) : d));
}
