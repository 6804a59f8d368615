/**
 * What a node's metrics say of each of its peers, stored one row per node (and history bucket): the
 * row's `peers` is JSON of peer id -> that peer's figures as an array (`metricFigures`, `historyFigures`).
 */

/** A node's latest reading of one peer (a node id, or the client id of one of its external clients). */
export interface PeerMetricRow {
  node_id: string;
  peer_id: string;
  network: string;
  connected: number;
  /** Milliseconds; 999 when unmeasured. */
  latency: number;
  handshake_age: number | null;
  /** Bytes since the first report, kept growing across interface restarts. */
  total_received: number;
  /** The interface's own counter at the last report. */
  last_received: number;
  total_sent: number;
  last_sent: number;
  uptime_seconds: number;
  totaltime_seconds: number;
  updated_at: string;
}

/** What a node's reports said of one peer during one bucket of METRICS_BUCKET_SECONDS. */
export interface PeerHistoryRow {
  node_id: string;
  peer_id: string;
  network: string;
  /** Start of the bucket. */
  bucket: string;
  samples: number;
  connected_samples: number;
  /** Milliseconds summed over the answered probes, `latency_samples` of them. */
  latency_total: number;
  latency_samples: number;
  /** Bytes during the bucket. */
  sent: number;
  received: number;
}

/** A latest reading's figures as stored: a `PeerMetricRow`'s numbers, in the order `metricFigures` gives them. */
type MetricFigures = [
  connected: number,
  latency: number,
  handshake_age: number | null,
  total_received: number,
  last_received: number,
  total_sent: number,
  last_sent: number,
  uptime_seconds: number,
  totaltime_seconds: number,
];

/** A history bucket's figures as stored, in the order `historyFigures` gives them. */
type HistoryFigures = [
  samples: number,
  connected_samples: number,
  latency_total: number,
  latency_samples: number,
  sent: number,
  received: number,
];

/** What a row of either kind gives its figures from: old rows being converted have the same columns. */
type FiguresSource<Row> = Omit<Row, 'node_id' | 'network' | 'updated_at' | 'bucket'>;

/** A latest reading's figures, as its node's `peers` text keeps them. */
export function metricFigures(row: FiguresSource<PeerMetricRow>): MetricFigures {
  return [
    row.connected,
    row.latency,
    row.handshake_age,
    row.total_received,
    row.last_received,
    row.total_sent,
    row.last_sent,
    row.uptime_seconds,
    row.totaltime_seconds,
  ];
}

/** A history bucket's figures of one peer, as its node's bucket's `peers` text keeps them. */
export function historyFigures(row: FiguresSource<PeerHistoryRow>): HistoryFigures {
  return [row.samples, row.connected_samples, row.latency_total, row.latency_samples, row.sent, row.received];
}

/**
 * A `peers` text read into peer id -> figures. Through a Map, never an object's keys: a client may be
 * called `__proto__` or `constructor`, which an object would take for its own machinery.
 */
function readPeers<Figures>(peers: string): Map<string, Figures> {
  return new Map(Object.entries(JSON.parse(peers) as Record<string, Figures>));
}

function peersText(figures: Map<string, unknown[]>): string {
  return JSON.stringify(Object.fromEntries(figures));
}

/** The `peers` text of one node's rows: peer id -> the figures `figuresOf` gives of its row. */
export function packPeers<Row extends { peer_id: string }>(rows: Row[], figuresOf: (row: Row) => unknown[]): string {
  return peersText(new Map(rows.map((row) => [row.peer_id, figuresOf(row)])));
}

/** The rows of a node's latest readings, from its `peers` text. */
export function unpackPeerMetrics(
  peers: string,
  { node_id, network, updated_at }: Pick<PeerMetricRow, 'node_id' | 'network' | 'updated_at'>,
): PeerMetricRow[] {
  const rows: PeerMetricRow[] = [];
  for (const [peer_id, figures] of readPeers<MetricFigures>(peers)) {
    const [connected, latency, handshake_age, total_received, last_received, total_sent, last_sent, uptime, totaltime] =
      figures;
    rows.push({
      node_id,
      peer_id,
      network,
      connected,
      latency,
      handshake_age,
      total_received,
      last_received,
      total_sent,
      last_sent,
      uptime_seconds: uptime,
      totaltime_seconds: totaltime,
      updated_at,
    });
  }
  return rows;
}

function addFigures(sum: HistoryFigures, figures: HistoryFigures): void {
  for (let index = 0; index < sum.length; index += 1) sum[index] += figures[index];
}

/**
 * A `peers` text of history figures with `rows` added: a peer's figures are added to those it has in
 * `peers`, or are its own when it has none there. Works on the packed text alone, without a row per peer.
 */
export function addToPackedHistory(peers: string, rows: FiguresSource<PeerHistoryRow>[]): string {
  const packed = readPeers<HistoryFigures>(peers);
  for (const row of rows) {
    const sum = packed.get(row.peer_id);
    if (sum) addFigures(sum, historyFigures(row));
    else packed.set(row.peer_id, historyFigures(row));
  }
  return peersText(packed);
}

/** A history bucket's figures summed over some of its peers. */
export type HistoryTotals = Omit<FiguresSource<PeerHistoryRow>, 'peer_id'>;

/** A bucket's `peers` text's figures summed over every peer, or over `peer` alone ('' for all); null when none. */
export function sumPackedHistory(peers: string, peer: string): HistoryTotals | null {
  const packed = readPeers<HistoryFigures>(peers);
  const summed = peer === '' ? [...packed.values()] : packed.has(peer) ? [packed.get(peer)!] : [];
  if (summed.length === 0) return null;
  const sum: HistoryFigures = [0, 0, 0, 0, 0, 0];
  for (const figures of summed) addFigures(sum, figures);
  const [samples, connected_samples, latency_total, latency_samples, sent, received] = sum;
  return { samples, connected_samples, latency_total, latency_samples, sent, received };
}
