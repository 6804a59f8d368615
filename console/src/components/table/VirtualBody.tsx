import { useRef, type ReactNode } from 'react';
import { SpacerRow } from './SpacerRow';
import { useVirtualRows, type VirtualRows, type VisibleRows } from './useVirtualRows';

interface VirtualBodyProps {
  /** All rows; only those on screen are drawn. */
  count: number;
  /** The estimated height of a row in pixels. */
  rowHeight: number;
  columns: number;
  onVisible: (visible: VisibleRows) => void;
  /** Draws the row at `index`; its element carries `virtualRowProps(index, measure)`. */
  renderRow: (index: number, measure: VirtualRows['measure']) => ReactNode;
}

/**
 * The rows of a table body that scrolls with the page, between the spacers that stand for the rows not
 * drawn. Scrolling re-renders only this body, and only rows that changed (rows should be memoised).
 */
export function VirtualBody({ count, rowHeight, columns, onVisible, renderRow }: VirtualBodyProps) {
  const topRef = useRef<HTMLTableRowElement>(null);
  const rows = useVirtualRows(topRef, count, rowHeight, onVisible);
  return (
    <>
      <SpacerRow ref={topRef} height={rows.before} columns={columns} />
      {rows.indexes.map((index) => renderRow(index, rows.measure))}
      <SpacerRow height={rows.after} columns={columns} />
    </>
  );
}
