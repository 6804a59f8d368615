import type { HostMeasurements } from '@netloom/contract';
import { addMeasurement, type MetricTotals } from '../../mesh/metric-totals';
import { fromFlag, toFlag } from '../../store/flags';
import { listMetricRows, peerIdsByKey, replaceNodeMetrics } from '../../store/metrics-repository';
import { listNodesOfHost } from '../../store/node-repository';
import type { Database, NodeMetricsTable } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { recordHistory, type PeerReading } from './metric-history';

function totalsOf(row: NodeMetricsTable): MetricTotals {
  return {
    connected: fromFlag(row.connected),
    latency: row.latency,
    handshakeAge: row.handshake_age,
    totalReceived: row.total_received,
    lastReceived: row.last_received,
    totalSent: row.total_sent,
    lastSent: row.last_sent,
    uptimeSeconds: row.uptime_seconds,
    totaltimeSeconds: row.totaltime_seconds,
  };
}

function rowOf(nodeId: string, network: string, peerId: string, totals: MetricTotals, time: string): NodeMetricsTable {
  return {
    node_id: nodeId,
    peer_id: peerId,
    network,
    connected: toFlag(totals.connected),
    latency: totals.latency,
    handshake_age: totals.handshakeAge,
    total_received: totals.totalReceived,
    last_received: totals.lastReceived,
    total_sent: totals.totalSent,
    last_sent: totals.lastSent,
    uptime_seconds: totals.uptimeSeconds,
    totaltime_seconds: totals.totaltimeSeconds,
    updated_at: time,
  };
}

/**
 * Stores what a host measured of its peers (`UPDATE_METRICS`; docs/architecture.md, Host protocol), for each of its nodes:
 * one row per peer of the node's network it reported (replacing peers no longer there), with running
 * totals, the node's summary of answering and silent peers that its status reads, and the report in
 * the node's history (keeping `retentionHours` of it).
 */
export async function recordMeasurements(
  db: Database,
  hostId: string,
  report: HostMeasurements,
  time: string,
  retentionHours: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const node of await listNodesOfHost(trx, hostId)) {
      const ids = await peerIdsByKey(trx, hostId, node);
      const previous = await listMetricRows(trx, null, node.id);
      const before = new Map(previous.map((row) => [row.peer_id, totalsOf(row)]));
      const readings = report.peers.flatMap((reading): PeerReading[] => {
        const peerId = ids.get(reading.publickey);
        if (peerId === undefined) return [];
        const previous = before.get(peerId);
        return [{ peerId, previous, totals: addMeasurement(previous, reading, report.interval_seconds) }];
      });
      const rows = readings.map(({ peerId, totals }) => rowOf(node.id, node.network, peerId, totals, time));
      await replaceNodeMetrics(trx, node, rows, time);
      await recordHistory(trx, node, readings, time, retentionHours);
    }
  });
}
