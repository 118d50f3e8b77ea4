/**
 * Actions as integers. Squares need 10 bits (boards are at most 26 × 26 =
 * 676 squares), so a move is `from << 10 | to` and a turn `TURN | square`:
 * decoding is two shifts, never a division, on the hot path.
 */
export const SQUARE_BITS = 10;
export const SQUARE_MASK = (1 << SQUARE_BITS) - 1;
/** Marks a turn action; above every move code. */
export const TURN = 1 << (2 * SQUARE_BITS);

export const moveCode = (from: number, to: number): number => (from << SQUARE_BITS) | to;
export const turnCode = (square: number): number => TURN | square;
