import type { ApiNode, HostRowsPage, HostRowsQuery } from '@netloom/contract';
import { sql } from 'kysely';
import { listNodeViews } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { readApiHosts } from '../hosts/host-views';
import { toApiNode, type NodeListing } from '../node-records/return-node';
import { readableNetworks } from '../node-records/node-lookup';
import type { Caller } from '../../access/caller';
import { countRows, orderedKeys } from './key-window';
import {
  IPV4_CHARACTERS,
  IPV6_CHARACTERS,
  searchCondition,
  UUID_CHARACTERS,
  WIREGUARD_KEY_CHARACTERS,
  type SearchedText,
} from './search-sql';

/** The hosts a caller may see, as GET /api/hosts lists them: all, or those with a node in these networks. */
function visibleHosts(db: Database, networks: string[] | undefined) {
  const hosts = db.selectFrom('hosts');
  if (networks === undefined) return hosts;
  return hosts.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('nodes')
        .select(sql.lit(1).as('one'))
        .whereRef('nodes.host_id', '=', 'hosts.id')
        .where('nodes.network', 'in', networks),
    ),
  );
}

/** The texts the Devices page's search looks in. */
const SEARCHED: SearchedText[] = [
  { text: sql.ref('hosts.name') },
  { text: sql.ref('hosts.endpointip'), characters: IPV4_CHARACTERS, lowerCase: true },
  { text: sql.ref('hosts.endpointipv6'), characters: IPV6_CHARACTERS },
  { text: sql.ref('hosts.publickey'), characters: WIREGUARD_KEY_CHARACTERS },
  { text: sql.ref('hosts.id'), characters: UUID_CHARACTERS, lowerCase: true },
];

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
  const visible = visibleHosts(db, networks);
  const search = searchCondition(SEARCHED, query.search);
  const matching = search ? visible.where(search) : visible;
  const order = { by: [sql.ref('hosts.name_order'), sql.ref('hosts.id')], order: query.order };
  const [total, all, keys] = await Promise.all([
    countRows(matching),
    search ? countRows(visible) : null,
    orderedKeys(matching, sql.ref('hosts.id'), order, query),
  ]);
  const [hosts, nodes] = await Promise.all([readApiHosts(db, keys), nodesOfHosts(db, keys, networks, listing)]);
  const hostById = new Map(hosts.map((host) => [host.id, host]));
  return {
    total,
    offset: query.offset,
    all: all ?? total,
    rows: keys.flatMap((key) => {
      const host = hostById.get(key);
      return host ? [{ host, nodes: nodes.get(key) ?? [] }] : [];
    }),
  };
}
