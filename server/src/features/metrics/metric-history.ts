import { METRICS_BUCKET_SECONDS, UNMEASURED_LATENCY_MS } from '@netloom/contract';
import type { MetricTotals } from '../../mesh/metric-totals';
import { toFlag } from '../../store/flags';
import { addToHistory, forgetHistoryBefore } from '../../store/metrics-repository';
import type { PeerHistoryRow } from '../../store/peer-figures';
import type { Database } from '../../store/schema';

const BUCKET_MS = METRICS_BUCKET_SECONDS * 1000;
const HOUR_MS = 3_600_000;

/** One peer of a node in one report: its totals before (none on the first reading) and after. */
export interface PeerReading {
  peerId: string;
  previous: MetricTotals | undefined;
  totals: MetricTotals;
}

/** The start of the METRICS_BUCKET_SECONDS bucket holding an instant, stored as every instant is. */
export function bucketOf(timeMs: number): string {
  return new Date(Math.floor(timeMs / BUCKET_MS) * BUCKET_MS).toISOString();
}

/** The start of the oldest bucket a window of `hours` up to `timeMs` touches; retention keeps it too. */
export function windowStart(timeMs: number, hours: number): string {
  return bucketOf(timeMs - hours * HOUR_MS);
}

function historyRow(node: { id: string; network: string }, bucket: string, reading: PeerReading): PeerHistoryRow {
  const { previous, totals } = reading;
  const answered = totals.latency !== UNMEASURED_LATENCY_MS;
  return {
    node_id: node.id,
    peer_id: reading.peerId,
    network: node.network,
    bucket,
    samples: 1,
    connected_samples: toFlag(totals.connected),
    latency_total: answered ? totals.latency : 0,
    latency_samples: toFlag(answered),
    sent: previous ? totals.totalSent - previous.totalSent : 0,
    received: previous ? totals.totalReceived - previous.totalReceived : 0,
  };
}

/**
 * Adds reports of nodes to their history: each reading counts in the bucket of `time` (a sample,
 * connected or not, its latency when answered, the bytes since the previous reading), and the nodes'
 * buckets older than the retention go.
 */
export async function recordHistory(
  trx: Database,
  reports: { node: { id: string; network: string }; readings: PeerReading[] }[],
  time: string,
  retentionHours: number,
): Promise<void> {
  const timeMs = Date.parse(time);
  const bucket = bucketOf(timeMs);
  const rows = reports.flatMap(({ node, readings }) => readings.map((reading) => historyRow(node, bucket, reading)));
  await addToHistory(trx, rows);
  await forgetHistoryBefore(
    trx,
    reports.map(({ node }) => node.id),
    windowStart(timeMs, retentionHours),
  );
}
