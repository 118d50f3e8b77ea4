/**
 * Action numbers. The top bits say the kind, the rest pack its squares
 * (cells, 14 bits, see pond.ts) and values:
 *   place  1 | value << 14 | cell
 *   pawn   2 | cell
 *   roll   3 | outcome index (the rollers' ranks, mixed radix), or BAD_ROLL | dice given
 *   move   4 | from << 14 | to
 *   use    5 | player << 21 | how << 18 | value << 14 | cell (NO_SQUARE: none given)
 */
export const K_PLACE = 1;
export const K_PAWN = 2;
export const K_ROLL = 3;
export const K_MOVE = 4;
export const K_USE = 5;

export const H_LOWER = 0;
export const H_RAISE = 1;
export const H_ADD = 2;

const CELL_MASK = 0x3fff;
/** A roll whose number of dice is not the one due (kept so the refusal can say so). */
export const BAD_ROLL = 1 << 27;

export const kindOf = (a: number): number => a >>> 28;
export const placeAction = (v: number, c: number): number => (K_PLACE << 28) | (v << 14) | c;
export const pawnAction = (c: number): number => (K_PAWN << 28) | c;
export const rollAction = (index: number): number => (K_ROLL << 28) | index;
export const moveAction = (from: number, to: number): number => (K_MOVE << 28) | (from << 14) | to;
export const useAction = (player: number, how: number, v: number, c: number): number =>
  (K_USE << 28) | (player << 21) | (how << 18) | (v << 14) | c;

export const lowCell = (a: number): number => a & CELL_MASK;
export const highCell = (a: number): number => (a >>> 14) & CELL_MASK;
export const placeValue = (a: number): number => (a >>> 14) & 0xf;
export const useValue = (a: number): number => (a >>> 14) & 0xf;
export const useHow = (a: number): number => (a >>> 18) & 3;
export const usePlayer = (a: number): number => (a >>> 21) & 7;
export const rollIndex = (a: number): number => a & (BAD_ROLL - 1);
