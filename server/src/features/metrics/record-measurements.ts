import type { HostMeasurements } from '@netloom/contract';
import { addMeasurement, type MetricTotals } from '../../mesh/metric-totals';
import { fromFlag, toFlag } from '../../store/flags';
import { metricRowsOfNodes, peerIdsByKey, replaceNodeMetrics } from '../../store/metrics-repository';
import { listNodeMemberships } from '../../store/node-repository';
import type { PeerMetricRow } from '../../store/peer-figures';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { recordHistory, type PeerReading } from './metric-history';

function totalsOf(row: PeerMetricRow): MetricTotals {
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

function rowOf(nodeId: string, network: string, peerId: string, totals: MetricTotals, time: string): PeerMetricRow {
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

/** What one host measured of its peers (`UPDATE_METRICS`). */
export interface HostMeasurementsReport {
  hostId: string;
  measurements: HostMeasurements;
}

/** A node's readings in a report: one per peer of the node's that it measured, with the totals so far. */
function readingsOf(
  report: HostMeasurements,
  peerIds: ReadonlyMap<string, string>,
  stored: PeerMetricRow[],
): PeerReading[] {
  const before = new Map(stored.map((row) => [row.peer_id, totalsOf(row)]));
  return report.peers.flatMap((reading): PeerReading[] => {
    const peerId = peerIds.get(reading.publickey);
    if (peerId === undefined) return [];
    const previous = before.get(peerId);
    return [{ peerId, previous, totals: addMeasurement(previous, reading, report.interval_seconds) }];
  });
}

/**
 * Stores what hosts measured of their peers (`UPDATE_METRICS`; docs/architecture.md, Host protocol), for
 * each of their nodes: its reading of each peer of the node's network it reported (peers no longer
 * reported go), with running totals, the node's summary of answering and silent peers that its status reads,
 * and the report in the node's history (keeping `retentionHours` of it). Several hosts' reports are
 * stored in one transaction with the same few queries as one (`MeasurementBatches`); each host
 * appears once.
 */
export async function recordMeasurements(
  db: Database,
  reports: HostMeasurementsReport[],
  time: string,
  retentionHours: number,
): Promise<void> {
  const reportOf = new Map(reports.map((report) => [report.hostId, report.measurements]));
  await inTransaction(db, async (trx) => {
    const nodes = await listNodeMemberships(trx, [...reportOf.keys()]);
    const nodeIds = nodes.map((node) => node.id);
    const peerIds = await peerIdsByKey(trx, nodes);
    const stored = await metricRowsOfNodes(trx, nodeIds);
    const reported = nodes.map((node) => ({
      node,
      readings: readingsOf(reportOf.get(node.host_id)!, peerIds.get(node.id)!, stored.get(node.id)!),
    }));
    const measured = reported.map(({ node, readings }) => ({
      node,
      rows: readings.map(({ peerId, totals }) => rowOf(node.id, node.network, peerId, totals, time)),
    }));
    await replaceNodeMetrics(trx, measured, time);
    await recordHistory(trx, reported, time, retentionHours);
  });
}
