/** Positioned problems: every bad input ends up as one of these. */

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
}

/** `file:line:col: message`, the form compilers use, so editors and terminals can link it. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col}: ${d.message}`;
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
