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
