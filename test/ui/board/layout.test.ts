import { describe, expect, it } from 'vitest';
import { cellAt, cellCentre, cellLayout, cellX, cellY, stepCell } from '../../../src/ui/board/layout';

describe('cell layout (row 0 at the bottom, scaled by a viewBox)', () => {
  const l = cellLayout(8, 8, { left: 22, bottom: 22, top: 4, right: 4 }, 40);

  it('sizes the viewBox to the cells plus margins', () => {
    expect(l.width).toBe(22 + 8 * 40 + 4);
    expect(l.height).toBe(4 + 8 * 40 + 22);
    expect(l.viewBox).toBe(`0 0 ${l.width} ${l.height}`);
  });

  it('draws rank 1 at the bottom and the top rank first from the top', () => {
    expect(cellY(l, 0)).toBe(4 + 7 * 40);
    expect(cellY(l, 7)).toBe(4);
    expect(cellX(l, 0)).toBe(22);
    expect(cellCentre(l, 2, 0)).toEqual({ x: 22 + 2 * 40 + 20, y: 4 + 7 * 40 + 20 });
  });

  it('finds the cell under a point and nothing in the margins', () => {
    const { x, y } = cellCentre(l, 5, 3);
    expect(cellAt(l, x, y)).toEqual({ col: 5, row: 3 });
    expect(cellAt(l, 5, 100)).toBeNull();
    expect(cellAt(l, 100, l.height - 2)).toBeNull();
  });

  it('moves with the arrow keys the way the board is drawn, stopping at the edge', () => {
    expect(stepCell(l, 3, 3, 'ArrowUp')).toEqual({ col: 3, row: 4 });
    expect(stepCell(l, 3, 3, 'ArrowDown')).toEqual({ col: 3, row: 2 });
    expect(stepCell(l, 3, 3, 'ArrowLeft')).toEqual({ col: 2, row: 3 });
    expect(stepCell(l, 0, 0, 'ArrowLeft')).toBeNull();
    expect(stepCell(l, 7, 7, 'ArrowUp')).toBeNull();
    expect(stepCell(l, 3, 3, 'Enter')).toBeNull();
  });
});
