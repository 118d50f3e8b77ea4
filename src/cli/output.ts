/** Exit codes and diagnostic printing shared by the CLI commands. */
import { formatDiagnostic, type Diagnostic } from '../engine/loader/diagnostics';

/** 0 all good, 1 a scenario check failed, 2 invalid input, 3 our own bug. */
export const EXIT = { ok: 0, failed: 1, invalid: 2, internal: 3 } as const;

export function printDiagnostics(ds: readonly Diagnostic[]): void {
  for (const d of ds) console.error(formatDiagnostic(d));
}
