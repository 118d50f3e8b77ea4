import { describe, expect, it } from 'vitest';
import { cellCentre, cellLayout, cellX, cellY, squareGrid, stepCell } from '../../../src/ui/board/layout';

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

  it('moves with the arrow keys the way the board is drawn, stopping at the edge', () => {
    expect(stepCell(l, 3, 3, 'ArrowUp')).toEqual({ col: 3, row: 4 });
    expect(stepCell(l, 3, 3, 'ArrowDown')).toEqual({ col: 3, row: 2 });
    expect(stepCell(l, 3, 3, 'ArrowLeft')).toEqual({ col: 2, row: 3 });
    expect(stepCell(l, 0, 0, 'ArrowLeft')).toBeNull();
    expect(stepCell(l, 7, 7, 'ArrowUp')).toBeNull();
    expect(stepCell(l, 3, 3, 'Enter')).toBeNull();
  });
});

describe('square grid (chess names, a1 bottom-left)', () => {
  const g = squareGrid(11, 11);

  it('names cells both ways', () => {
    expect(g.nameAt(0, 0)).toBe('a1');
    expect(g.nameAt(5, 5)).toBe('f6');
    expect(g.nameAt(10, 10)).toBe('k11');
    expect(g.posOf('k1')).toEqual({ col: 10, row: 0 });
    expect(g.posOf('l1')).toBeNull();
    expect(g.posOf('a12')).toBeNull();
  });

  it('draws a1 in the bottom-left corner', () => {
    const a1 = g.posOf('a1')!;
    const k11 = g.posOf('k11')!;
    expect(cellY(g.layout, a1.row)).toBeGreaterThan(cellY(g.layout, k11.row));
    expect(cellX(g.layout, a1.col)).toBeLessThan(cellX(g.layout, k11.col));
  });
});
