/**
 * The events of a state's last `apply`, kept in the state itself: recording
 * one costs one store into a plain integer array (two for the few kinds
 * with a large number), with no strings and no objects on the hot path;
 * events.ts turns them into typed events only when a reader asks
 * (`lastEvents`). Each state answers for itself, whatever was applied to
 * other states since. Random playouts read no events, so recording is kept
 * to the fewest stores: a playout records some 150 events a game.
 *
 * An event word holds, from the low bits: the kind (5 bits), the square (a
 * cell, 14 bits, see pond.ts; some kinds put a count there), `b` (4 bits: a
 * player, a team or a value) and `a + 1` (7 bits). A wide event (`a` too
 * large for its field: a cell, a turn number, a roll's rank, a pool count)
 * has WIDE in that field and `a` in the next word. Every word stays below
 * 2^30, a small integer, so the log stays an array of them. The fields hold
 * because the ruleset schema caps what goes in them (at most 8 players and
 * 8 teams, die values up to 12, 8 pawns a player, a pond radius of 61: a
 * cell below 2^14); test/engine/dice-pond/log.test.ts fails if a cap is raised
 * past its field.
 */
import type { DiceState } from './state';

/**
 * The fields' shifts, exported (though only this module reads them) so that
 * the bundle inlines them: a module-private constant stays a variable, which
 * the hot path reloads and checks on every use.
 */
export const SQUARE_SHIFT = 5;
export const B_SHIFT = 19;
export const A_SHIFT = 23;
/** The `a + 1` field of a wide event. */
export const WIDE = 127;

/** Appends an event whose `a` is small (−1 … 125) to the log of the apply under way on `s`. */
export function pushEvent(s: DiceState, kind: number, square: number, a: number, b: number): void {
  s.log[s.logN++] = kind | (square << SQUARE_SHIFT) | (b << B_SHIFT) | ((a + 1) << A_SHIFT);
}

/** Appends an event whose `a` may be any small integer (a cell, a turn number, a roll's rank, a pool count). */
export function pushWide(s: DiceState, kind: number, square: number, a: number, b: number): void {
  const i = s.logN;
  s.log[i] = kind | (square << SQUARE_SHIFT) | (b << B_SHIFT) | (WIDE << A_SHIFT);
  s.log[i + 1] = a;
  s.logN = i + 2;
}

/** One event read back: kind, square, a and b as they were pushed. */
export interface LoggedEvent {
  kind: number;
  square: number;
  a: number;
  b: number;
}

/** The events of the state's last apply, in order. */
export function readLog(s: DiceState): LoggedEvent[] {
  const out: LoggedEvent[] = [];
  const w = s.log;
  for (let i = 0; i < s.logN; i++) {
    const word = w[i];
    const field = word >>> A_SHIFT;
    out.push({
      kind: word & 31,
      square: (word >> SQUARE_SHIFT) & 0x3fff,
      b: (word >> B_SHIFT) & 15,
      a: field === WIDE ? w[++i] : field - 1,
    });
  }
  return out;
}
