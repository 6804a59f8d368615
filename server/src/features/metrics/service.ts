import type { Metric, NetworkMetrics, NodeMetrics } from '@netloom/contract';
import { fromFlag } from '../../store/flags';
import { listClientMetricRows, listMetricRows, peerNames } from '../../store/metrics-repository';
import type { PeerMetricRow } from '../../store/peer-figures';
import type { Database } from '../../store/schema';

const NANOSECONDS_PER_SECOND = 1e9;

/** The share of the measured time a peer was connected, 0-100 (0 before any time was measured). */
export function uptimePercent(row: PeerMetricRow): number {
  return row.totaltime_seconds > 0 ? (100 * row.uptime_seconds) / row.totaltime_seconds : 0;
}

function metricOf(row: PeerMetricRow, name: string): Metric {
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

/**
 * The stored metrics of the nodes of some networks (all when null), optionally one node's:
 * each node with one entry per peer it reported.
 */
export async function listNetworkMetrics(
  db: Database,
  networks: string[] | null,
  nodeId?: string,
): Promise<NetworkMetrics> {
  const [rows, names] = await Promise.all([listMetricRows(db, networks, nodeId), peerNames(db, networks)]);
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
  const rows = await listClientMetricRows(db, netid);
  return Object.fromEntries(rows.map((row) => [row.peer_id, metricOf(row, row.peer_id)]));
}
