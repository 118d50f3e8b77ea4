/**
 * What the reusable move log shows: one entry per position on a timeline.
 * The workbench builds entries from a scenario run; a self-play report or a
 * compare view can build them from any list of moves.
 */

export type EntryStatus =
  /** Applied, as the scenario expected. */
  | 'ok'
  /** Refused, and the scenario said `illegal: true`. */
  | 'refused-as-expected'
  /** Refused, but the scenario expected it to be played. */
  | 'refused'
  /** Played, but the scenario said it must be refused. */
  | 'accepted-unexpectedly';

export interface EntryCheck {
  /** e.g. `pieces[0]`, `winner`. */
  field: string;
  ok: boolean;
  /** "expected south, found none", shown when the check fails. */
  detail: string;
  /** 1-based line of the check in its file, for jumping there. */
  line?: number;
}

export interface LogEntry {
  /** Timeline position this entry leads to (0 = the start). */
  position: number;
  /** Notation (`c1-c5`) or a label (`start`). */
  label: string;
  /** Who played it, when known. */
  player?: string;
  status: EntryStatus;
  /** The engine's reason when refused. */
  reason?: string;
  /** What the engine did: captures, sinks, automatic discards, round changes. */
  events: string[];
  /** Checks that run at this position. */
  checks: EntryCheck[];
  /** 1-based line of the action in its file. */
  line?: number;
}
