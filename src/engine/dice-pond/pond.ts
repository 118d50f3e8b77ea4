/**
 * The pond's squares. The rules give the pond no edge, so squares are "x,y"
 * integers; the engine numbers them on a fixed square grid of side
 * 2·radius + 3 with "0,0" in the middle, CELL_STRIDE cells to a row (cell =
 * (y + radius + 1) · CELL_STRIDE + x + radius + 1; the columns past the
 * side are never squares). A one-square border ring never holds a die, so
 * the neighbour of any pond cell is `cell + delta` with no bounds test. A
 * cell is below 2^14 (radius ≤ 61), which is what action numbers reserve for
 * it.
 */

import { readSquare, steps } from './squares';

export interface Pond {
  readonly radius: number;
  readonly side: number;
  /** How many cell numbers there are: side rows of CELL_STRIDE (squares, the border ring and the columns past the side). */
  readonly cells: number;
  /** 1 for a pond square (|x|, |y| ≤ radius), 0 for the border ring and the columns past the side. */
  readonly inside: Uint8Array;
  /** Grid row (y + radius + 1) and column (x + radius + 1) of each cell. */
  readonly rowOf: Int16Array;
  readonly colOf: Int16Array;
  /** "x,y" of each cell ('' on the border). */
  readonly names: readonly string[];
  readonly placeDeltas: Int32Array;
  readonly moveDeltas: Int32Array;
}

/**
 * Cells per grid row: a power of two, so a cell's row and column are a shift
 * and a mask (what a state's window index reads, state.ts `at`), and at least
 * the side of the largest pond (radius 61: 125).
 */
export const ROW_SHIFT = 7;
export const CELL_STRIDE = 1 << ROW_SHIFT;
export const COL_MASK = CELL_STRIDE - 1;

/** An action's "no square given" (cell 0 is a border corner, never a square). */
export const NO_SQUARE = 0;

/** The cell offsets of the squares next to one (`steps` of squares.ts on this grid). */
function deltas(diagonal: boolean): Int32Array {
  return Int32Array.from(
    steps(diagonal ? 'orthogonal-and-diagonal' : 'orthogonal'),
    ([dx, dy]) => dy * CELL_STRIDE + dx,
  );
}

export function buildPond(radius: number, placeDiagonal: boolean, moveDiagonal: boolean): Pond {
  const side = 2 * radius + 3;
  const cells = side * CELL_STRIDE;
  const inside = new Uint8Array(cells);
  const rowOf = new Int16Array(cells);
  const colOf = new Int16Array(cells);
  const names = new Array<string>(cells).fill('');
  for (let c = 0; c < cells; c++) {
    const gx = c & COL_MASK;
    const gy = c >> ROW_SHIFT;
    rowOf[c] = gy;
    colOf[c] = gx;
    if (gx >= 1 && gx <= side - 2 && gy >= 1 && gy <= side - 2) {
      inside[c] = 1;
      names[c] = `${gx - radius - 1},${gy - radius - 1}`;
    }
  }
  return {
    radius,
    side,
    cells,
    inside,
    rowOf,
    colOf,
    names,
    placeDeltas: deltas(placeDiagonal),
    moveDeltas: deltas(moveDiagonal),
  };
}

function cellAt(P: Pond, x: number, y: number): number {
  return (y + P.radius + 1) * CELL_STRIDE + x + P.radius + 1;
}

export const xOf = (P: Pond, c: number): number => P.colOf[c] - P.radius - 1;
export const yOf = (P: Pond, c: number): number => P.rowOf[c] - P.radius - 1;

/** A square beyond the workbench's fixed grid; the rules' pond has no edge, so the ruleset's radius is the way out. */
export function outsideMessage(name: string, R: number): string {
  return `"${name}" is outside the pond the workbench keeps; expected x and y each from -${R} to ${R} (the ruleset's pond.radius, ${R}, sets this limit)`;
}

/** The cell of a square name, or a sentence saying why it is not a square of this pond. */
export function cellOf(P: Pond, name: unknown): number | string {
  const xy = readSquare(name);
  if (typeof xy === 'string') return xy;
  const [x, y] = xy;
  if (Math.abs(x) > P.radius || Math.abs(y) > P.radius) return outsideMessage(String(name), P.radius);
  return cellAt(P, x, y);
}
