import {
  METRICS_BUCKET_SECONDS,
  METRICS_HISTORY_DEFAULT_HOURS,
  type MetricsHistory,
  type MetricsHistoryPoint,
} from '@netloom/contract';
import { ApiError } from '../../api-error';
import { findExtClient } from '../../store/ext-client-repository';
import { findNode } from '../../store/node-repository';
import { historyBuckets } from '../../store/metrics-repository';
import type { Database } from '../../store/schema';
import { windowStart } from './metric-history';

/** What GET /api/v2/metrics/{netid}/history asks for, as the query string gives it. */
export interface HistoryQuery {
  node: string;
  peer?: string;
  hours?: string;
}

function windowHours(text: string | undefined, retentionHours: number): number {
  if (text === undefined) return Math.min(METRICS_HISTORY_DEFAULT_HOURS, retentionHours);
  const hours = Number(text);
  if (!/^\d+$/.test(text) || hours < 1 || hours > retentionHours) {
    throw new ApiError(400, `hours must be a whole number from 1 to ${retentionHours}, got "${text}"`);
  }
  return hours;
}

async function isPeerOfNetwork(db: Database, netid: string, id: string): Promise<boolean> {
  const [node, client] = await Promise.all([findNode(db, id), findExtClient(db, id)]);
  return node?.network === netid || client?.network === netid;
}

/**
 * A node's metrics over the last hours of a network, bucket by bucket: over all its peers, or its
 * measurements of one peer (a node or an external client of the network). 404 for a node or peer
 * not in the network, 400 for hours outside 1..retention.
 */
export async function readMetricsHistory(
  db: Database,
  netid: string,
  query: HistoryQuery,
  retentionHours: number,
  nowMs = Date.now(),
): Promise<MetricsHistory> {
  const hours = windowHours(query.hours, retentionHours);
  const peer = query.peer ?? '';
  if ((await findNode(db, query.node))?.network !== netid) {
    throw new ApiError(404, `node ${query.node} not found in network ${netid}`);
  }
  if (peer !== '' && !(await isPeerOfNetwork(db, netid, peer))) {
    throw new ApiError(404, `peer ${peer} is neither a node nor an external client of network ${netid}`);
  }
  const rows = await historyBuckets(db, query.node, peer, windowStart(nowMs, hours));
  // PostgreSQL sums integers as bigint, which arrives as text.
  const points = rows.map((row): MetricsHistoryPoint => {
    const latencySamples = Number(row.latency_samples);
    return {
      at: row.bucket,
      latency: latencySamples > 0 ? Number(row.latency_total) / latencySamples : null,
      uptime_percent: (100 * Number(row.connected_samples)) / Number(row.samples),
      sent: Math.round(Number(row.sent)),
      received: Math.round(Number(row.received)),
    };
  });
  return {
    network: netid,
    node_id: query.node,
    peer_id: peer,
    bucket_seconds: METRICS_BUCKET_SECONDS,
    retention_hours: retentionHours,
    points,
  };
}
