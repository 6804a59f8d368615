import { keepPreviousData, useQueries, type QueryKey } from '@tanstack/react-query';
import { pollUnlessLive } from '../../api/liveState';

/** Rows fetched per request while scrolling: a screen or two of rows. */
export const ROW_WINDOW_SIZE = 100;

/** One answer of a paged list: `total` rows match, `rows` start at `offset`. */
export interface RowWindow<Row> {
  total: number;
  offset: number;
  rows: readonly Row[];
}

interface RowWindowsOptions<Page extends RowWindow<unknown>> {
  /** The key of the window of `limit` rows from `offset`; it names the list's filters and order too. */
  queryKey: (offset: number, limit: number) => QueryKey;
  fetchWindow: (offset: number, limit: number) => Promise<Page>;
  /** The rows on screen, first and last index; the windows that hold them are fetched. */
  visible: { first: number; last: number };
}

/**
 * The rows of a long list that the server filters, sorts and pages, fetched a window of
 * `ROW_WINDOW_SIZE` at a time for the rows on screen (the first window always, for the count).
 * While a window of new filters loads, the previous answer stays in place, so the table does not
 * flash; windows refresh with live updates, else with the 10 s status poll.
 */
export function useRowWindows<Page extends RowWindow<unknown>>({
  queryKey,
  fetchWindow,
  visible,
}: RowWindowsOptions<Page>) {
  const firstWindow = Math.floor(Math.max(0, visible.first) / ROW_WINDOW_SIZE);
  const lastWindow = Math.floor(Math.max(0, visible.last) / ROW_WINDOW_SIZE);
  const offsets = [0];
  for (let index = Math.max(1, firstWindow); index <= lastWindow; index++) offsets.push(index * ROW_WINDOW_SIZE);
  const results = useQueries({
    queries: offsets.map((offset) => ({
      queryKey: queryKey(offset, ROW_WINDOW_SIZE),
      queryFn: () => fetchWindow(offset, ROW_WINDOW_SIZE),
      placeholderData: keepPreviousData,
      refetchInterval: pollUnlessLive,
    })),
  });
  const first = results[0];
  const byOffset = new Map<number, Page>();
  for (const { data } of results) if (data) byOffset.set(data.offset, data);
  const rowAt = (index: number): Page['rows'][number] | undefined => {
    const offset = index - (index % ROW_WINDOW_SIZE);
    return byOffset.get(offset)?.rows[index - offset];
  };
  return {
    /** The first window's answer (the count and what else the list sends with it). */
    first: first.data,
    total: first.data?.total ?? 0,
    rowAt,
    pending: first.isPending,
    /** The filters changed and the first window of the new ones is on its way. */
    updating: first.isPlaceholderData,
    error: results.find((result) => result.error)?.error ?? null,
  };
}
