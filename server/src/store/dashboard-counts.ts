import type { DashboardNetwork, Network } from '@netloom/contract';
import { sql } from 'kysely';
import type { Database } from './schema';
import { nodeStatusSql, selectNodesWithStatusInputs, type StatusClock } from './status-sql';

type Cards = Map<string, DashboardNetwork>;

/** A network's card before anything is counted. */
function emptyCard({ netid, name }: Pick<Network, 'netid' | 'name'>): DashboardNetwork {
  return {
    netid,
    name,
    nodes: { total: 0, healthy: 0, warning: 0, error: 0, offline: 0 },
    gateways: { relays: 0, remote_access: 0, egress: 0, internet: 0 },
    clients: { total: 0, enabled: 0 },
  };
}

/** Counts and sums read as bigint text on PostgreSQL and as numbers on SQLite; null when nothing was summed. */
function count(value: string | number | bigint | null): number {
  return Number(value ?? 0);
}

/**
 * Adds the networks' nodes by status: the database gives each node the status the node lists give
 * it (`nodeStatusSql`) and returns one row per network and status.
 */
async function countNodeStatuses(db: Database, netids: string[], counts: Cards, listing: StatusClock) {
  const rows = await selectNodesWithStatusInputs(db)
    .select((eb) => [
      'nodes.network',
      nodeStatusSql(listing).as('node_status'),
      eb.fn.countAll<string | number>().as('nodes'),
    ])
    .where('nodes.network', 'in', netids)
    .groupBy(['nodes.network', sql.ref('node_status')])
    .execute();
  for (const row of rows) {
    const nodes = counts.get(row.network)?.nodes;
    if (!nodes) continue;
    const number = count(row.nodes);
    const status = row.node_status;
    nodes.total += number;
    if (status === 'online') nodes.healthy += number;
    else if (status === 'warning' || status === 'error') nodes[status] += number;
    else nodes.offline += number;
  }
}

/** Adds the networks' relays, remote-access, egress and internet gateways. */
async function countGateways(db: Database, netids: string[], counts: Cards) {
  const rows = await db
    .selectFrom('nodes')
    .select((eb) => [
      'network',
      eb.fn.sum<string | number>('isrelay').as('relays'),
      eb.fn.sum<string | number>('isingressgateway').as('remote_access'),
      eb.fn.sum<string | number>('isegressgateway').as('egress'),
      eb.fn.sum<string | number>('isinternetgateway').as('internet'),
    ])
    .where('network', 'in', netids)
    .groupBy('network')
    .execute();
  for (const { network, ...gateways } of rows) {
    const card = counts.get(network);
    if (!card) continue;
    card.gateways = {
      relays: count(gateways.relays),
      remote_access: count(gateways.remote_access),
      egress: count(gateways.egress),
      internet: count(gateways.internet),
    };
  }
}

/** Adds the networks' external clients, all and enabled. */
async function countClients(db: Database, netids: string[], counts: Cards) {
  const rows = await db
    .selectFrom('ext_clients')
    .select((eb) => [
      'network',
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.sum<string | number>('enabled').as('enabled'),
    ])
    .where('network', 'in', netids)
    .groupBy('network')
    .execute();
  for (const row of rows) {
    const card = counts.get(row.network);
    if (card) card.clients = { total: count(row.total), enabled: count(row.enabled) };
  }
}

/** The dashboard cards of these networks, in their order: three grouped queries whatever the number of nodes. */
export async function countNetworks(
  db: Database,
  networks: Pick<Network, 'netid' | 'name'>[],
  listing: StatusClock,
): Promise<DashboardNetwork[]> {
  const counts: Cards = new Map(networks.map((network) => [network.netid, emptyCard(network)]));
  const netids = [...counts.keys()];
  if (netids.length === 0) return [];
  await Promise.all([
    countNodeStatuses(db, netids, counts, listing),
    countGateways(db, netids, counts),
    countClients(db, netids, counts),
  ]);
  return [...counts.values()];
}

/** How many distinct hosts have a node in these networks. */
export async function countHostsIn(db: Database, netids: string[]): Promise<number> {
  if (netids.length === 0) return 0;
  const row = await db
    .selectFrom('nodes')
    .select((eb) => eb.fn.count<string | number>('host_id').distinct().as('hosts'))
    .where('network', 'in', netids)
    .executeTakeFirstOrThrow();
  return count(row.hosts);
}
