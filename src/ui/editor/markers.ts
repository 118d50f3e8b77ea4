/**
 * Diagnostics (1-based line/col ranges from the loader and the scenario
 * runner) → Monaco marker data. Pure: severities are passed in, so this is
 * testable without loading Monaco.
 */
import type { Diagnostic } from '../../engine/loader/diagnostics';

export interface MarkerLike {
  severity: number;
  message: string;
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
  source: string;
}

/** Monaco's MarkerSeverity values (stable since Monaco 0.x; checked by a test against monaco-editor). */
export const SEVERITY = { warning: 4, error: 8 } as const;

/** Marker for a diagnostic; an empty range grows to one character so the squiggle shows. */
export function toMarker(d: Diagnostic, severity: number, lineLength?: (line: number) => number): MarkerLike {
  const line = Math.max(1, d.line);
  let col = Math.max(1, d.col);
  const endLine = Math.max(line, d.endLine);
  let endCol = endLine === line ? Math.max(col, d.endCol) : Math.max(1, d.endCol);
  if (endLine === line && endCol <= col) {
    const len = lineLength?.(line);
    if (len !== undefined && col > len) {
      // Nothing to underline at the end of a line: underline the whole line instead.
      col = 1;
      endCol = Math.max(2, len + 1);
    } else endCol = col + 1;
  }
  return {
    severity,
    message: d.message,
    startLineNumber: line,
    startColumn: col,
    endLineNumber: endLine,
    endColumn: endCol,
    source: 'rulebench',
  };
}
