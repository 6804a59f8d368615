import {
  hostRowsPageSchema,
  nodeRowsPageSchema,
  type HostRowsQuery,
  type NodeKeysQuery,
  type NodeRowsPage,
} from '@netloom/contract';
import { QUERY_ROOTS } from './queryRoots';
import { requestRaw } from './client';

/** The Nodes page's filters and order as the server takes them (the window is added per request). */
export type NodeRowsFilters = Omit<NodeKeysQuery, 'role' | 'gateway_id'> &
  Pick<Partial<NodeKeysQuery>, 'role' | 'gateway_id'>;
/** The Devices page's search and order. */
export type HostRowsFilters = Omit<HostRowsQuery, 'offset' | 'limit'>;

/** Windows of node rows live under the nodes root, so they reload with every change to nodes. */
export const listRowKeys = {
  nodes: (netid: string, filters: NodeRowsFilters, offset: number, limit: number) =>
    [QUERY_ROOTS.nodes, 'rows', netid, filters, offset, limit] as const,
  hosts: (filters: HostRowsFilters, offset: number, limit: number) =>
    [QUERY_ROOTS.hosts, 'rows', filters, offset, limit] as const,
};

/** Query text of the values that are set (neither undefined nor empty), URL-encoded. */
export function queryText(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') query.set(name, String(value));
  return query.toString();
}

/** The node rows of a network from `offset` on that match `filters`, with their count. */
export function fetchNodeRows(
  netid: string,
  filters: NodeRowsFilters,
  offset: number,
  limit: number,
): Promise<NodeRowsPage> {
  const query = queryText({ ...filters, offset, limit });
  return requestRaw(nodeRowsPageSchema, `/v2/networks/${encodeURIComponent(netid)}/node-rows?${query}`);
}

/** The host rows from `offset` on that match `filters`, with their count. */
export function fetchHostRows(filters: HostRowsFilters, offset: number, limit: number) {
  return requestRaw(hostRowsPageSchema, `/v2/host-rows?${queryText({ ...filters, offset, limit })}`);
}
