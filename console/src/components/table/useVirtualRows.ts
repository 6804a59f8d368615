import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Rows drawn beyond the screen on each side, so a fast scroll rarely shows an empty row. */
const OVERSCAN = 10;

/** The rows on screen, first and last index. */
export interface VisibleRows {
  first: number;
  last: number;
}

/**
 * The rows of a table body that scrolls with the page: only those on screen (and a few around them)
 * are drawn, between two spacer rows that keep the scroll height of all `count`. Each drawn row is
 * measured once shown (`virtualRowProps`), so rows may be taller than `rowHeight`, the estimate. `onVisible`
 * hears which rows are on screen as the page scrolls.
 */
export function useVirtualRows(
  /** The body's first row (its top spacer): where the rows' positions count from. */
  topRef: RefObject<HTMLTableRowElement | null>,
  count: number,
  rowHeight: number,
  onVisible: (visible: VisibleRows) => void,
) {
  const [scrollMargin, setScrollMargin] = useState(0);
  const shown = useRef<VisibleRows>({ first: 0, last: 0 });
  /** Where the body starts on the page (its first row is the top spacer): the rows' positions count from there. */
  const measureMargin = () => {
    const top = topRef.current?.getBoundingClientRect().top;
    if (top !== undefined) setScrollMargin(Math.round(top + window.scrollY));
  };
  useLayoutEffect(measureMargin, [count, topRef]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin,
    onChange: ({ range }) => {
      measureMargin();
      if (!range || (range.startIndex === shown.current.first && range.endIndex === shown.current.last)) return;
      shown.current = { first: range.startIndex, last: range.endIndex };
      onVisible(shown.current);
    },
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length > 0 ? items[0].start - scrollMargin : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin) : 0;
  return {
    indexes: items.map((item) => item.index),
    /** Heights of the spacer rows above and below the drawn rows. */
    before,
    after,
    /** Measures a drawn row's element (see `virtualRowProps`); the same function on every render. */
    measure: virtualizer.measureElement,
  };
}

/** What a drawn row's element carries: its index for measuring, and its place among all rows for screen readers. */
export function virtualRowProps(index: number, measure: (element: HTMLElement | null) => void) {
  return { 'data-index': index, ref: measure, 'aria-rowindex': index + 2 };
}

export type VirtualRows = ReturnType<typeof useVirtualRows>;
