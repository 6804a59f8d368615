import { describe, expect, it } from 'vitest';
import { cellFocus, movedCell, rangeWith } from './gridFocus';

describe('moving the focus in the matrix', () => {
  const from = { row: 3, column: 4 };

  it('moves by one cell with the arrows, and stops at the edges', () => {
    expect(movedCell(from, 'ArrowUp', false, 10)).toEqual({ row: 2, column: 4 });
    expect(movedCell(from, 'ArrowRight', false, 10)).toEqual({ row: 3, column: 5 });
    expect(movedCell({ row: 0, column: 0 }, 'ArrowLeft', false, 10)).toEqual({ row: 0, column: 0 });
    expect(movedCell({ row: 9, column: 9 }, 'ArrowDown', false, 10)).toEqual({ row: 9, column: 9 });
  });

  it('goes to the ends of the row with Home and End, of the grid with Ctrl, and by ten rows a page', () => {
    expect(movedCell(from, 'Home', false, 10)).toEqual({ row: 3, column: 0 });
    expect(movedCell(from, 'End', true, 10)).toEqual({ row: 9, column: 9 });
    expect(movedCell(from, 'PageDown', false, 50)).toEqual({ row: 13, column: 4 });
    expect(movedCell(from, 'PageUp', false, 50)).toEqual({ row: 0, column: 4 });
    expect(movedCell(from, 'a', false, 10)).toBeNull();
  });

  it('keeps the focusable row rendered when it is out of view', () => {
    const range = { startIndex: 10, endIndex: 12, overscan: 1, count: 100 };
    expect(rangeWith(2)(range)).toEqual([2, 9, 10, 11, 12, 13]);
    expect(rangeWith(11)(range)).toEqual([9, 10, 11, 12, 13]);
    expect(rangeWith(100)(range)).toEqual([9, 10, 11, 12, 13]);
  });

  it('lets Tab reach the active cell only, and marks each cell with its position', () => {
    const place = { ...from, left: 0, width: 36 };
    expect(cellFocus({ ...place, active: true })).toEqual({ 'data-row': 3, 'data-column': 4, tabIndex: 0 });
    expect(cellFocus({ ...place, active: false }).tabIndex).toBe(-1);
  });
});
