import { fetchHostRows, listRowKeys, type HostRowsFilters } from '../../api/listRows';
import { useVirtualList } from '../../components/table/useVirtualList';

/** The Devices page's rows for `filters`, fetched from the server a window at a time as the table scrolls. */
export function useHostRows(filters: HostRowsFilters) {
  return useVirtualList({
    queryKey: (offset, limit) => listRowKeys.hosts(filters, offset, limit),
    fetchWindow: (offset, limit) => fetchHostRows(filters, offset, limit),
  });
}

export type HostRowList = ReturnType<typeof useHostRows>;
