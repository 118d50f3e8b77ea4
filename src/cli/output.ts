/**
 * Exit codes and printing shared by the CLI commands. Everything printed that may quote a file
 * (a name, a title, a value) goes through `say`, `warn` or `sayJson`, which show control
 * characters escaped: a stranger's file cannot steer the terminal (see terminal-text.ts).
 */
import { capDiagnostics, formatDiagnostic, type Diagnostic } from '../engine/loader/diagnostics';
import { terminalJson, terminalLines } from '../engine/terminal-text';

/** 0 all good, 1 a scenario check failed, 2 invalid input, 3 our own bug. */
export const EXIT = { ok: 0, failed: 1, invalid: 2, internal: 3 } as const;

/** Lines on stdout, each escaped. */
export function say(text: string): void {
  console.log(terminalLines(text));
}

/** Lines on stderr, each escaped. */
export function warn(text: string): void {
  console.error(terminalLines(text));
}

/** A value as indented JSON on stdout, with the characters JSON leaves raw escaped. */
export function sayJson(value: unknown): void {
  console.log(terminalJson(value, 2));
}

/** Text written to stdout as it is built (a report ending in a newline), each line escaped. */
export function write(text: string): void {
  process.stdout.write(terminalLines(text));
}

/** At most 100 problems per file, then one line "and N more problems". */
export function printDiagnostics(ds: readonly Diagnostic[]): void {
  for (const d of capDiagnostics(ds)) console.error(formatDiagnostic(d));
}
