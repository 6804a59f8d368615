import { z } from 'zod';

/**
 * What an agent measured of one WireGuard peer over one interval (docs/architecture.md, Host protocol): whether it
 * answered, its round trip, the interface's byte counters for it (since the interface came up)
 * and the age of the last handshake.
 */
export const peerMeasurementSchema = z.object({
  publickey: z.string(),
  connected: z.boolean(),
  /** Round trip in milliseconds; null when the probe got no answer. */
  latency_ms: z.number().min(0).max(60_000).nullable(),
  bytes_received: z.number().int().min(0),
  bytes_sent: z.number().int().min(0),
  /** Seconds since the last handshake; null when there was none. */
  handshake_age_seconds: z.number().int().min(0).nullable(),
});
export type PeerMeasurement = z.infer<typeof peerMeasurementSchema>;

/** A host's report of its peers, sent every interval (`UPDATE_METRICS`). */
export const hostMeasurementsSchema = z.object({
  interval_seconds: z.number().int().min(1).max(86_400),
  peers: z
    .array(peerMeasurementSchema)
    .max(65_536)
    .superRefine((peers, context) => {
      const seen = new Set<string>();
      for (const [index, peer] of peers.entries()) {
        if (seen.has(peer.publickey)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'publickey'],
            message: 'each peer is measured once: this publickey is already in the report',
          });
        }
        seen.add(peer.publickey);
      }
    }),
});
export type HostMeasurements = z.infer<typeof hostMeasurementsSchema>;

/**
 * One peer's metrics as a node sees it: uptime and totaltime in minutes,
 * latency in ms (999: unmeasured), byte totals kept growing across counter resets, `actualuptime` in
 * nanoseconds, `percentup` of totaltime.
 */
export const metricSchema = z.object({
  node_name: z.string(),
  uptime: z.number().int(),
  totaltime: z.number().int(),
  latency: z.number(),
  totalreceived: z.number().int(),
  lasttotalreceived: z.number().int(),
  totalsent: z.number().int(),
  lasttotalsent: z.number().int(),
  actualuptime: z.number().int(),
  percentup: z.number(),
  connected: z.boolean(),
});
export type Metric = z.infer<typeof metricSchema>;

/** A node's metrics: its peers (node ids, or client ids of its external clients) and when they were reported. */
export const nodeMetricsSchema = z.object({
  network: z.string(),
  node_id: z.string(),
  node_name: z.string(),
  connectivity: z.record(z.string(), metricSchema),
  updated_at: z.string(),
});
export type NodeMetrics = z.infer<typeof nodeMetricsSchema>;

/** GET /api/metrics/{network} and /api/metrics. */
export const networkMetricsSchema = z.object({ nodes: z.record(z.string(), nodeMetricsSchema) });
export type NetworkMetrics = z.infer<typeof networkMetricsSchema>;
