/**
 * The pond's squares. The rules give the pond no edge, so squares are
 * "x,y" integers; actions name them by a square code (x + 64) | (y + 64) << 7
 * that never depends on how a state stores its grid.
 *
 * A state stores the pond in a square window around "0,0" (a layout): the
 * smallest one that holds it, starting at radius 7 and growing (15, 31, then
 * `pond.radius`) when a die reaches the window's last ring. Small windows keep
 * a fresh state cheap; a one-square ring of border cells beyond the window
 * never holds a die, so the neighbour of a pond cell is `cell + delta` with
 * no bounds test.
 */

export const CODE_BITS = 7;
const OFF = 64;
/** No square: x = y = -64, outside every pond (radius ≤ 61). */
export const NO_SQUARE = 0;

export const squareCode = (x: number, y: number): number => ((y + OFF) << CODE_BITS) | (x + OFF);
export const codeX = (code: number): number => (code & 127) - OFF;
export const codeY = (code: number): number => (code >>> CODE_BITS) - OFF;
export const squareName = (code: number): string => `${codeX(code)},${codeY(code)}`;

export interface Layout {
  readonly index: number;
  /** Squares with |x|, |y| ≤ r are stored; the ring beyond is border. */
  readonly r: number;
  readonly side: number;
  readonly cells: number;
  readonly inside: Uint8Array;
  /** Grid row (y + r + 1) and column (x + r + 1) of each cell. */
  readonly rowOf: Int16Array;
  readonly colOf: Int16Array;
  /** cell → square code (NO_SQUARE on the border), and code → cell (-1 outside this window). */
  readonly codeOf: Int16Array;
  readonly cellOf: Int16Array;
  readonly placeDeltas: Int32Array;
  readonly moveDeltas: Int32Array;
  /** Capacity of the dice list and of the frontier list. */
  readonly maxDice: number;
  readonly maxFront: number;
}

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

function buildLayout(index: number, r: number, lineLimit: number, placeDiagonal: boolean, moveDiagonal: boolean): Layout {
  const side = 2 * r + 3;
  const cells = side * side;
  const inside = new Uint8Array(cells);
  const rowOf = new Int16Array(cells);
  const colOf = new Int16Array(cells);
  const codeOf = new Int16Array(cells);
  const cellOf = new Int16Array(1 << (2 * CODE_BITS)).fill(-1);
  for (let c = 0; c < cells; c++) {
    const gx = c % side;
    const gy = (c - gx) / side;
    rowOf[c] = gy;
    colOf[c] = gx;
    if (gx >= 1 && gx <= side - 2 && gy >= 1 && gy <= side - 2) {
      inside[c] = 1;
      const code = squareCode(gx - r - 1, gy - r - 1);
      codeOf[c] = code;
      cellOf[code] = c;
    }
  }
  const placeDeltas = deltas(side, placeDiagonal);
  // Each row holds at most lineLimit dice; the frontier is at most every neighbour of every die.
  const maxDice = Math.min((2 * r + 1) ** 2, lineLimit * (2 * r + 1));
  const maxFront = Math.min((2 * r + 1) ** 2, maxDice * placeDeltas.length);
  return { index, r, side, cells, inside, rowOf, colOf, codeOf, cellOf, placeDeltas, moveDeltas: deltas(side, moveDiagonal), maxDice, maxFront };
}

/** The windows a state may use, smallest first; the last one is the whole pond (radius R). */
export function buildLayouts(R: number, lineLimit: number, placeDiagonal: boolean, moveDiagonal: boolean): Layout[] {
  const radii = [7, 15, 31].filter((r) => r < R);
  radii.push(R);
  return radii.map((r, i) => buildLayout(i, r, lineLimit, placeDiagonal, moveDiagonal));
}

/** The smallest layout keeping every square within `reach` of "0,0" off its last ring (or the last layout). */
export function layoutFor(layouts: readonly Layout[], reach: number): number {
  for (const l of layouts) if (reach < l.r) return l.index;
  return layouts.length - 1;
}

const SQUARE = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/;

/** The code of a square name, or a sentence saying why it is not a square of a pond of radius R. */
export function parseSquare(R: number, name: unknown): number | string {
  if (typeof name !== 'string') return `a square is written "x,y" in quotes, e.g. "1,0"; found ${JSON.stringify(name)}`;
  const m = SQUARE.exec(name);
  if (!m) return `"${name}" is not a square; expected "x,y" with whole numbers, e.g. "1,0" or "-2,3"`;
  const x = Number(m[1]);
  const y = Number(m[2]);
  if (Math.abs(x) > R || Math.abs(y) > R) {
    return `"${name}" is outside the pond the workbench keeps (x and y from -${R} to ${R}; pond.radius: ${R})`;
  }
  return squareCode(x, y);
}
