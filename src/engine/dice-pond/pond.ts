/**
 * The pond's squares. The rules give the pond no edge, so squares are "x,y"
 * integers; the engine numbers them on a fixed square grid of side
 * 2·radius + 3 with "0,0" in the middle (cell = (y + radius + 1) · side +
 * x + radius + 1). A one-square border ring never holds a die, so the
 * neighbour of any pond cell is `cell + delta` with no bounds test. A cell is
 * below 2^14 (radius ≤ 61), which is what action numbers reserve for it.
 */

export interface Pond {
  readonly radius: number;
  readonly side: number;
  readonly cells: number;
  /** 1 for a pond square (|x|, |y| ≤ radius), 0 for the border ring. */
  readonly inside: Uint8Array;
  /** Grid row (y + radius + 1) and column (x + radius + 1) of each cell. */
  readonly rowOf: Int16Array;
  readonly colOf: Int16Array;
  /** "x,y" of each cell ('' on the border). */
  readonly names: readonly string[];
  readonly placeDeltas: Int32Array;
  readonly moveDeltas: Int32Array;
}

/** An action's "no square given" (cell 0 is a border corner, never a square). */
export const NO_SQUARE = 0;

const ORTHOGONAL = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const DIAGONAL = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
] as const;

function deltas(side: number, diagonal: boolean): Int32Array {
  const dirs = diagonal ? [...ORTHOGONAL, ...DIAGONAL] : ORTHOGONAL;
  return Int32Array.from(dirs, ([dx, dy]) => dy * side + dx);
}

export function buildPond(radius: number, placeDiagonal: boolean, moveDiagonal: boolean): Pond {
  const side = 2 * radius + 3;
  const cells = side * side;
  const inside = new Uint8Array(cells);
  const rowOf = new Int16Array(cells);
  const colOf = new Int16Array(cells);
  const names = new Array<string>(cells).fill('');
  for (let c = 0; c < cells; c++) {
    const gx = c % side;
    const gy = (c - gx) / side;
    rowOf[c] = gy;
    colOf[c] = gx;
    if (gx >= 1 && gx <= side - 2 && gy >= 1 && gy <= side - 2) {
      inside[c] = 1;
      names[c] = `${gx - radius - 1},${gy - radius - 1}`;
    }
  }
  return { radius, side, cells, inside, rowOf, colOf, names, placeDeltas: deltas(side, placeDiagonal), moveDeltas: deltas(side, moveDiagonal) };
}

function cellAt(P: Pond, x: number, y: number): number {
  return (y + P.radius + 1) * P.side + x + P.radius + 1;
}

export const xOf = (P: Pond, c: number): number => P.colOf[c] - P.radius - 1;
export const yOf = (P: Pond, c: number): number => P.rowOf[c] - P.radius - 1;

const SQUARE = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/;

/** x and y of a square name, or a sentence saying why it is not one. */
export function readSquare(name: unknown): [number, number] | string {
  if (typeof name !== 'string') return `a square is written "x,y" in quotes, e.g. "1,0"; found ${JSON.stringify(name)}`;
  const m = SQUARE.exec(name);
  if (!m) return `"${name}" is not a square; expected "x,y" with whole numbers, e.g. "1,0" or "-2,3"`;
  return [Number(m[1]), Number(m[2])];
}

/** A square beyond the workbench's fixed grid; the rules' pond has no edge, so the ruleset's radius is the way out. */
export function outsideMessage(name: string, R: number): string {
  return `"${name}" is outside the pond the workbench keeps; expected x and y each from -${R} to ${R} (the ruleset's pond.radius, ${R}, sets this limit)`;
}

/** The cell of a square name, or a sentence saying why it is not a square of this pond. */
export function parseSquare(P: Pond, name: unknown): number | string {
  const xy = readSquare(name);
  if (typeof xy === 'string') return xy;
  const [x, y] = xy;
  if (Math.abs(x) > P.radius || Math.abs(y) > P.radius) return outsideMessage(String(name), P.radius);
  return cellAt(P, x, y);
}
