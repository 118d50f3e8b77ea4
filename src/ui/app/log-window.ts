/**
 * The part of a long move log that is drawn: a scenario of 20,000 actions would be 20,000
 * entries in the page, seconds to lay out on every change. The log shows the entries around
 * the current step, in blocks (the drawn part moves only when the step leaves its block, so
 * stepping redraws little); the timeline reaches every step.
 */
import type { LogEntry } from '../timeline/types';

/** Entries per block: the drawn part is the block of the current step and one on each side. */
export const LOG_BLOCK = 200;

export interface LogWindow {
  entries: readonly LogEntry[];
  /** How many entries the whole log has. */
  total: number;
}

/** The entries of `all` (one per position, from 0) drawn when the board is at `position`. */
export function logWindow(all: readonly LogEntry[], position: number): LogWindow {
  if (all.length <= 3 * LOG_BLOCK) return { entries: all, total: all.length };
  const block = Math.floor(Math.max(0, Math.min(position, all.length - 1)) / LOG_BLOCK);
  const from = Math.max(0, (block - 1) * LOG_BLOCK);
  return { entries: all.slice(from, Math.min(all.length, (block + 2) * LOG_BLOCK)), total: all.length };
}

/** A line under the log when only part of it is drawn, in the designer's words ('' when all is). */
export function logWindowNote(w: LogWindow): string {
  if (w.entries.length === w.total) return '';
  const first = w.entries[0].position;
  const last = w.entries.at(-1)!.position;
  return `Moves ${first.toLocaleString('en')}–${last.toLocaleString('en')} of ${(w.total - 1).toLocaleString('en')} are listed here; the timeline above the board reaches every move.`;
}
