/** Exit codes and diagnostic printing shared by the CLI commands. */
import { capDiagnostics, formatDiagnostic, type Diagnostic } from '../engine/loader/diagnostics';

/** 0 all good, 1 a scenario check failed, 2 invalid input, 3 our own bug. */
export const EXIT = { ok: 0, failed: 1, invalid: 2, internal: 3 } as const;

/** At most 100 problems per file, then one line "and N more problems". */
export function printDiagnostics(ds: readonly Diagnostic[]): void {
  for (const d of capDiagnostics(ds)) console.error(formatDiagnostic(d));
}
