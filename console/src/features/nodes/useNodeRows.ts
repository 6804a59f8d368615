import { ROWS_LIMIT_MAX } from '@netloom/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchNodeRows, listRowKeys, type NodeRowsFilters } from '../../api/listRows';
import { pollUnlessLive } from '../../api/liveState';
import { useVirtualList } from '../../components/table/useVirtualList';
import { viewOfRow } from './nodeFilters';

/** Every row of a network, hosts' nodes, by name: the filters the others are applied to. */
export const ALL_NODE_ROWS: NodeRowsFilters = {
  kind: 'netclient',
  gateway: 'all',
  health: 'all',
  search: '',
  sort: 'name',
  order: 'asc',
};

/** The Nodes page's rows for `filters`, fetched from the server a window at a time as the table scrolls. */
export function useNodeRows(netid: string, filters: NodeRowsFilters) {
  const list = useVirtualList({
    queryKey: (offset, limit) => listRowKeys.nodes(netid, filters, offset, limit),
    fetchWindow: (offset, limit) => fetchNodeRows(netid, filters, offset, limit),
  });
  const viewAt = (index: number) => {
    const row = list.rowAt(index);
    return row && viewOfRow(row);
  };
  return { ...list, viewAt };
}

/** The query of the first rows that match `filters`, as many as one request returns. */
function firstRowsQuery(netid: string, filters: Partial<NodeRowsFilters>) {
  const wanted = { ...ALL_NODE_ROWS, ...filters };
  return {
    queryKey: listRowKeys.nodes(netid, wanted, 0, ROWS_LIMIT_MAX),
    queryFn: () => fetchNodeRows(netid, wanted, 0, ROWS_LIMIT_MAX),
  };
}

/** Fetches (or takes from the cache) the first rows that match `filters`, for an action about to run. */
export function fetchFirstNodeRows(queryClient: QueryClient, netid: string, filters: Partial<NodeRowsFilters>) {
  return queryClient.fetchQuery(firstRowsQuery(netid, filters));
}

/**
 * The first rows of a network that match `filters` (up to the most one request returns), by name: a
 * network's relays, its failover host.
 */
export function useNodeRowViews(netid: string, filters: Partial<NodeRowsFilters>, enabled = true) {
  const query = useQuery({ ...firstRowsQuery(netid, filters), enabled, refetchInterval: pollUnlessLive });
  const views = useMemo(() => query.data?.rows.map(viewOfRow) ?? [], [query.data]);
  return { views, total: query.data?.total ?? 0, loaded: query.isSuccess };
}
