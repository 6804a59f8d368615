import type { Metric, NetworkMetrics, NodeMetrics } from '@netloom/contract';
import { fromFlag } from '../../store/flags';
import type { Database, NodeMetricsTable } from '../../store/schema';

const NANOSECONDS_PER_SECOND = 1e9;

/** The share of the measured time a peer was connected, 0-100 (0 before any time was measured). */
export function uptimePercent(row: NodeMetricsTable): number {
  return row.totaltime_seconds > 0 ? (100 * row.uptime_seconds) / row.totaltime_seconds : 0;
}

function metricOf(row: NodeMetricsTable, name: string): Metric {
  return {
    node_name: name,
    uptime: Math.floor(row.uptime_seconds / 60),
    totaltime: Math.floor(row.totaltime_seconds / 60),
    latency: row.latency,
    totalreceived: row.total_received,
    lasttotalreceived: row.last_received,
    totalsent: row.total_sent,
    lasttotalsent: row.last_sent,
    actualuptime: Math.round(row.uptime_seconds * NANOSECONDS_PER_SECOND),
    percentup: uptimePercent(row),
    connected: fromFlag(row.connected),
  };
}

/** Node id or client id -> its name: a node is named by its host, an external client by its id. */
export async function peerNames(db: Database, networks: string[] | null): Promise<Map<string, string>> {
  let nodes = db.selectFrom('nodes').innerJoin('hosts', 'hosts.id', 'nodes.host_id').select(['nodes.id', 'hosts.name']);
  let clients = db.selectFrom('ext_clients').select(['clientid as id', 'clientid as name']);
  if (networks) {
    nodes = nodes.where('nodes.network', 'in', networks);
    clients = clients.where('network', 'in', networks);
  }
  const [nodeRows, clientRows] = await Promise.all([nodes.execute(), clients.execute()]);
  return new Map([...nodeRows, ...clientRows].map((row) => [row.id, row.name]));
}

/**
 * The stored metrics of the nodes of some networks (all when null), optionally one node's:
 * each node with one entry per peer it reported.
 */
export async function listNetworkMetrics(
  db: Database,
  networks: string[] | null,
  nodeId?: string,
): Promise<NetworkMetrics> {
  let query = db.selectFrom('node_metrics').selectAll().orderBy('node_id').orderBy('peer_id');
  if (networks) query = query.where('network', 'in', networks);
  if (nodeId !== undefined) query = query.where('node_id', '=', nodeId);
  const [rows, names] = await Promise.all([query.execute(), peerNames(db, networks)]);
  const nodes: Record<string, NodeMetrics> = {};
  for (const row of rows) {
    const entry = (nodes[row.node_id] ??= {
      network: row.network,
      node_id: row.node_id,
      node_name: names.get(row.node_id) ?? '',
      connectivity: {},
      updated_at: row.updated_at,
    });
    entry.connectivity[row.peer_id] = metricOf(row, names.get(row.peer_id) ?? row.peer_id);
    if (row.updated_at > entry.updated_at) entry.updated_at = row.updated_at;
  }
  return { nodes };
}

/** GET /api/metrics-ext/{network}: each external client's metrics as its gateway measured it. */
export async function listClientMetrics(db: Database, netid: string): Promise<Record<string, Metric>> {
  const rows = await db
    .selectFrom('node_metrics')
    .innerJoin('ext_clients', (join) =>
      join
        .onRef('ext_clients.clientid', '=', 'node_metrics.peer_id')
        .onRef('ext_clients.ingressgatewayid', '=', 'node_metrics.node_id'),
    )
    .selectAll('node_metrics')
    .where('node_metrics.network', '=', netid)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.peer_id, metricOf(row, row.peer_id)]));
}
