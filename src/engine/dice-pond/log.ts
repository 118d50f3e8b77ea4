/**
 * The events of the last `apply`, shared by every state of a compiled game:
 * recording one costs four stores into one typed array, and no state carries
 * (or copies) a log. They belong to `owner`, the state last applied; any
 * other state (a clone, a restored state) has no events to show.
 */
import type { DiceState } from './state';

/** Words per event: kind, square (cell), a, b (see events.ts). */
export const EV = 4;

export class EventLog {
  words = new Int32Array(256 * EV);
  n = 0;
  owner: DiceState | null = null;
}

/** Appends an event; the buffer doubles (once in a long while) when an action outgrows it. */
export function pushEvent(log: EventLog, kind: number, square: number, a: number, b: number): void {
  const i = log.n * EV;
  if (i === log.words.length) {
    const bigger = new Int32Array(i * 2);
    bigger.set(log.words);
    log.words = bigger;
  }
  const w = log.words;
  w[i] = kind;
  w[i + 1] = square;
  w[i + 2] = a;
  w[i + 3] = b;
  log.n++;
}

/**
 * Builds a position without keeping its events (they belong to no apply):
 * they are written after the last apply's and dropped, so that apply's stay
 * readable and recording needs no "muted" test.
 */
export function quietly<R>(log: EventLog, build: () => R): R {
  const n = log.n;
  try {
    return build();
  } finally {
    log.n = n;
  }
}
