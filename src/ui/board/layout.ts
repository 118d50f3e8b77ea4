/**
 * Geometry shared by the SVG boards: a rectangle of cells with row 0 at the
 * BOTTOM (rank 1, or the lowest y of the dice pond), drawn in a viewBox so the
 * browser scales the board to its container. Pure maths, tested in Node.
 */

import { squareIndex, squareName } from '../../engine/grid';

export interface Margins {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface CellLayout {
  cols: number;
  rows: number;
  /** Side of one cell in viewBox units. */
  cell: number;
  margin: Margins;
  /** Total width and height in viewBox units. */
  width: number;
  height: number;
  viewBox: string;
}

/** The size of one cell in viewBox units; text sizes are fractions of it. */
export const CELL = 40;

export function cellLayout(cols: number, rows: number, margin: Partial<Margins> = {}, cell = CELL): CellLayout {
  const m: Margins = { left: 0, top: 0, right: 0, bottom: 0, ...margin };
  const width = m.left + cols * cell + m.right;
  const height = m.top + rows * cell + m.bottom;
  return { cols, rows, cell, margin: m, width, height, viewBox: `0 0 ${width} ${height}` };
}

/** Left edge of column `col`. */
export function cellX(l: CellLayout, col: number): number {
  return l.margin.left + col * l.cell;
}

/** Top edge of row `row` (row 0 is drawn at the bottom). */
export function cellY(l: CellLayout, row: number): number {
  return l.margin.top + (l.rows - 1 - row) * l.cell;
}

export function cellCentre(l: CellLayout, col: number, row: number): { x: number; y: number } {
  return { x: cellX(l, col) + l.cell / 2, y: cellY(l, row) + l.cell / 2 };
}

/** Draws every cell of the layout, bottom row first. */
export function eachCell<T>(l: CellLayout, draw: (col: number, row: number) => T): T[] {
  const out: T[] = [];
  for (let row = 0; row < l.rows; row++) for (let col = 0; col < l.cols; col++) out.push(draw(col, row));
  return out;
}

/** Arrow-key steps: which way each key moves on a board drawn with rank 1 at the bottom. */
const ARROW_STEPS: Readonly<Record<string, { dc: number; dr: number }>> = {
  ArrowLeft: { dc: -1, dr: 0 },
  ArrowRight: { dc: 1, dr: 0 },
  ArrowUp: { dc: 0, dr: 1 },
  ArrowDown: { dc: 0, dr: -1 },
};

/** The neighbouring cell in an arrow's direction, staying on the board (null at the edge). */
export function stepCell(
  l: Pick<CellLayout, 'cols' | 'rows'>,
  col: number,
  row: number,
  key: string,
): { col: number; row: number } | null {
  const step = ARROW_STEPS[key];
  if (!step) return null;
  const c = col + step.dc;
  const r = row + step.dr;
  if (c < 0 || c >= l.cols || r < 0 || r >= l.rows) return null;
  return { col: c, row: r };
}

/** The cells a board is drawn on: layout plus square names both ways. */
export interface CellGrid {
  layout: CellLayout;
  /** The square drawn at (col, row), row 0 at the bottom; null where no square can be. */
  nameAt(col: number, row: number): string | null;
  posOf(square: string): { col: number; row: number } | null;
}

/** A rectangular board with chess square names (a1 bottom-left), with room for coordinates left and below. */
export function squareGrid(width: number, height: number): CellGrid {
  return {
    layout: cellLayout(width, height, { left: 22, bottom: 22, top: 4, right: 4 }),
    nameAt: (col, row) => squareName(row * width + col, width),
    posOf: (sq) => {
      const i = squareIndex(sq, width, height);
      return i < 0 ? null : { col: i % width, row: Math.floor(i / width) };
    },
  };
}
