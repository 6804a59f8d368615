import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/** A cell of the shown matrix by its row and column. */
export interface GridCell {
  row: number;
  column: number;
}

/** Where one cell of the shown matrix stands: its left edge and width in its row, and whether Tab reaches it. */
export interface MatrixCellPlace extends GridCell {
  left: number;
  width: number;
  /** The cell that Tab reaches in the grid (one at a time). */
  active: boolean;
}

/** Rows that Page Up and Page Down move by. */
const PAGE_ROWS = 10;

const clamp = (value: number, size: number) => Math.max(0, Math.min(size - 1, value));

/**
 * Where a key moves the focus in a square grid of `size` devices: arrows by one cell, Home and End
 * to the ends of the row (with Ctrl, of the grid), Page Up and Down by ten rows. Null for other keys.
 */
export function movedCell(from: GridCell, key: string, ctrl: boolean, size: number): GridCell | null {
  const to = (row: number, column: number) => ({ row: clamp(row, size), column: clamp(column, size) });
  switch (key) {
    case 'ArrowUp':
      return to(from.row - 1, from.column);
    case 'ArrowDown':
      return to(from.row + 1, from.column);
    case 'ArrowLeft':
      return to(from.row, from.column - 1);
    case 'ArrowRight':
      return to(from.row, from.column + 1);
    case 'Home':
      return to(ctrl ? 0 : from.row, 0);
    case 'End':
      return to(ctrl ? size - 1 : from.row, size - 1);
    case 'PageUp':
      return to(from.row - PAGE_ROWS, from.column);
    case 'PageDown':
      return to(from.row + PAGE_ROWS, from.column);
    default:
      return null;
  }
}

/** The virtualiser's rows (or columns) to render, always with the one holding the focusable cell. */
export function rangeWith(index: number): (range: Range) => number[] {
  return (range) => {
    const indexes = defaultRangeExtractor(range);
    if (index >= range.count || indexes.includes(index)) return indexes;
    return [...indexes, index].sort((a, b) => a - b);
  };
}

/**
 * The attributes of the element that takes a cell's focus: its position, for arrow-key moves, and
 * its roving tab index (only the active cell is reached with Tab).
 */
export function cellFocus({ row, column, active }: MatrixCellPlace) {
  return { 'data-row': row, 'data-column': column, tabIndex: active ? 0 : -1 };
}

/** The position of a focused cell, from the data attributes that `cellFocus` gave it. */
export function cellOf(element: HTMLElement): GridCell | null {
  const { row, column } = element.dataset;
  return row === undefined || column === undefined ? null : { row: Number(row), column: Number(column) };
}
