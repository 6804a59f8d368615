import type { ApiNode, HostRowsPage, HostRowsQuery } from '@netloom/contract';
import { listNodeViews } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { readApiHosts } from '../hosts/host-views';
import { toApiNode, type NodeListing } from '../node-records/return-node';
import { readableNetworks } from '../node-records/node-lookup';
import type { Caller } from '../../access/caller';
import { hostRowKeys } from '../../store/host-row-keys';

/** Host id -> its nodes in these networks (all networks when undefined), as the API returns them. */
async function nodesOfHosts(db: Database, hostIds: string[], networks: string[] | undefined, listing: NodeListing) {
  const nodes = new Map<string, ApiNode[]>();
  for (const view of await listNodeViews(db, { hostIds, networks })) {
    nodes.set(view.host_id, [...(nodes.get(view.host_id) ?? []), toApiNode(view, listing)]);
  }
  return nodes;
}

/**
 * GET /api/v2/host-rows: one window of the hosts the caller may see that match the search, sorted
 * by name in SQL, each with its nodes the caller may read; how many match and how many there are.
 */
export async function hostRowsPage(
  db: Database,
  caller: Caller,
  query: HostRowsQuery,
  listing: NodeListing,
): Promise<HostRowsPage> {
  const networks = await readableNetworks(db, caller);
  if (networks?.length === 0) return { total: 0, offset: query.offset, all: 0, rows: [] };
  const { total, all, keys } = await hostRowKeys(db, networks, query);
  const [hosts, nodes] = await Promise.all([readApiHosts(db, keys), nodesOfHosts(db, keys, networks, listing)]);
  const hostById = new Map(hosts.map((host) => [host.id, host]));
  return {
    total,
    offset: query.offset,
    all,
    rows: keys.flatMap((key) => {
      const host = hostById.get(key);
      return host ? [{ host, nodes: nodes.get(key) ?? [] }] : [];
    }),
  };
}
