/**
 * The events of a state's last `apply`, kept in the state itself: recording
 * one costs four stores into a plain integer array (no strings, no objects on
 * the hot path); events.ts turns them into typed events only when a reader
 * asks (`lastEvents`). Each state answers for itself, whatever was applied to
 * other states since.
 */
import type { DiceState } from './state';

/** Words per event: kind, square (cell), a, b (see events.ts). */
export const EV = 4;

/** Appends an event to the log of the apply under way on `s`. */
export function pushEvent(s: DiceState, kind: number, square: number, a: number, b: number): void {
  const i = s.logN * EV;
  const w = s.log;
  w[i] = kind;
  w[i + 1] = square;
  w[i + 2] = a;
  w[i + 3] = b;
  s.logN++;
}
