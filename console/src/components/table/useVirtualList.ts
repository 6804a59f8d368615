import { useCallback, useState } from 'react';
import { ROW_WINDOW_SIZE, useRowWindows, type RowWindow } from './useRowWindows';
import type { VisibleRows } from './useVirtualRows';

interface VirtualListOptions<Page extends RowWindow<unknown>> {
  /** The key of the window of `limit` rows from `offset`; it names the list's filters and order too. */
  queryKey: (offset: number, limit: number) => readonly unknown[];
  fetchWindow: (offset: number, limit: number) => Promise<Page>;
}

const windowOf = (row: number) => Math.floor(row / ROW_WINDOW_SIZE);

/**
 * A long list the server filters, sorts and pages, for a table that scrolls with the page: its windows
 * of rows (`rowAt`), fetched for the rows the table says are on screen (`onVisible`, for
 * `useVirtualRows`). The list re-renders only when the rows on screen reach another window, not on
 * every frame of a scroll.
 */
export function useVirtualList<Page extends RowWindow<unknown>>({ queryKey, fetchWindow }: VirtualListOptions<Page>) {
  const [visible, setVisible] = useState<VisibleRows>({ first: 0, last: 0 });
  const onVisible = useCallback(
    (next: VisibleRows) =>
      setVisible((previous) =>
        windowOf(previous.first) === windowOf(next.first) && windowOf(previous.last) === windowOf(next.last)
          ? previous
          : next,
      ),
    [],
  );
  return { ...useRowWindows({ queryKey, fetchWindow, visible }), onVisible };
}

export type VirtualList<Row> = ReturnType<typeof useRowWindows<RowWindow<Row>>> & {
  onVisible: (visible: VisibleRows) => void;
};
