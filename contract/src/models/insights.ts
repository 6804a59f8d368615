import { z } from 'zod';
import { nodeStatusSchema } from './node';

/**
 * Netloom's insight views (extensions under /api/v2, docs/architecture.md, Netmaker compatibility): the network graph,
 * a node's peers as its WireGuard holds them, metrics history, the dashboard's summary and the
 * live-update stream.
 */

/** What a drawn device does in its network; a node may hold several roles. */
export const GRAPH_ROLES = ['relay', 'relayed', 'remote_access', 'egress', 'internet_gateway', 'failover'] as const;
export type GraphRole = (typeof GRAPH_ROLES)[number];

/** host: a node of a device; client: an external client of a remote-access gateway; range: an egress range. */
export const graphNodeKindSchema = z.enum(['host', 'client', 'range']);
export type GraphNodeKind = z.infer<typeof graphNodeKindSchema>;

export const networkGraphNodeSchema = z.object({
  /** Node id, client id, or `range:<cidr>` for an egress range. */
  id: z.string(),
  kind: graphNodeKindSchema,
  name: z.string(),
  /** Bare addresses, '' when none (a range's is its CIDR). */
  address: z.string(),
  address6: z.string(),
  /** A host's node status; a client is online when enabled, offline when disabled; a range is unknown. */
  status: nodeStatusSchema,
  /** The device of a host node; '' for clients and ranges. */
  host_id: z.string(),
  roles: z.array(z.enum(GRAPH_ROLES)),
});
export type NetworkGraphNode = z.infer<typeof networkGraphNodeSchema>;

/**
 * mesh: two hosts that are peers; denied: two hosts access control keeps apart; relay: relay to a
 * host it relays; failover: failover node to a host it carries; client: gateway to its external
 * client; egress: egress gateway to a range it routes; internet: internet gateway to a host using it.
 */
export const GRAPH_EDGE_KINDS = ['mesh', 'denied', 'relay', 'failover', 'client', 'egress', 'internet'] as const;
export type GraphEdgeKind = (typeof GRAPH_EDGE_KINDS)[number];

export const networkGraphEdgeSchema = z.object({
  source: z.string(),
  target: z.string(),
  kind: z.enum(GRAPH_EDGE_KINDS),
});
export type NetworkGraphEdge = z.infer<typeof networkGraphEdgeSchema>;

/** Mesh links are listed while a network has at most this many host pairs; beyond, a node's own are read from its peers. */
export const GRAPH_MESH_EDGE_LIMIT = 2000;
/** At most this many denied pairs are listed; `denied_pairs` counts them all. */
export const GRAPH_DENIED_EDGE_LIMIT = 2000;

/** GET /api/v2/networks/{netid}/graph. */
export const networkGraphSchema = z.object({
  network: z.string(),
  nodes: z.array(networkGraphNodeSchema),
  edges: z.array(networkGraphEdgeSchema),
  /** Pairs of hosts access control allows, and denies; all of them, listed or not. */
  mesh_pairs: z.number().int(),
  denied_pairs: z.number().int(),
  /** Whether every mesh link is in `edges` (false above GRAPH_MESH_EDGE_LIMIT). */
  mesh_listed: z.boolean(),
});
export type NetworkGraph = z.infer<typeof networkGraphSchema>;

/**
 * One other device of a node's network as the node sees it: whether access control lets them talk,
 * how (directly, or `via` a relay or failover node), what the node's WireGuard holds for it
 * (`endpoint`, `allowedips`; null and [] when it is no direct peer), and the node's latest
 * measurement of it (null fields when never measured).
 */
export const nodePeerSchema = z.object({
  id: z.string(),
  kind: z.enum(['host', 'client']),
  name: z.string(),
  address: z.string(),
  address6: z.string(),
  allowed: z.boolean(),
  /** '' when direct; else the id of the node traffic goes through. */
  via: z.string(),
  endpoint: z.string().nullable(),
  allowedips: z.array(z.string()),
  connected: z.boolean().nullable(),
  /** Milliseconds; null when never measured; 999 when measured but unanswered. */
  latency: z.number().nullable(),
  /** ISO time of the last handshake, '' when none is known. */
  last_handshake: z.string(),
  totalsent: z.number().int(),
  totalreceived: z.number().int(),
  /** 0-100; null when never measured. */
  uptime_percent: z.number().nullable(),
  /** ISO time of the measurement, '' when never measured. */
  measured_at: z.string(),
  /**
   * Why a host peer measured unreachable cannot be reached another way: `no-failover-node` when
   * neither host is public and the network has no failover node to carry their traffic; null otherwise.
   */
  unreachable_reason: z.enum(['no-failover-node']).nullable(),
});
export type NodePeer = z.infer<typeof nodePeerSchema>;

/** A node peer's measurement fields while the node never measured it (nothing measured, nothing found wrong). */
export const UNMEASURED_PEER = {
  connected: null,
  unreachable_reason: null,
  latency: null,
  last_handshake: '',
  totalsent: 0,
  totalreceived: 0,
  uptime_percent: null,
  measured_at: '',
} as const satisfies Partial<NodePeer>;

/** GET /api/v2/networks/{netid}/nodes/{nodeid}/peers. */
export const nodePeersSchema = z.object({
  network: z.string(),
  node_id: z.string(),
  peers: z.array(nodePeerSchema),
});
export type NodePeers = z.infer<typeof nodePeersSchema>;

/** Metrics history: one point per bucket, the default window and the retention default in hours. */
export const METRICS_BUCKET_SECONDS = 300;
export const METRICS_HISTORY_DEFAULT_HOURS = 24;
export const METRICS_RETENTION_DEFAULT_HOURS = 168;

export const metricsHistoryPointSchema = z.object({
  /** ISO start of the bucket. */
  at: z.string(),
  /** Mean round trip of the answered probes in ms; null when none answered. */
  latency: z.number().nullable(),
  /** Share of the bucket's measurements that found the peer(s) connected, 0-100. */
  uptime_percent: z.number(),
  /** Bytes sent and received during the bucket. */
  sent: z.number().int(),
  received: z.number().int(),
});
export type MetricsHistoryPoint = z.infer<typeof metricsHistoryPointSchema>;

/**
 * GET /api/v2/metrics/{netid}/history?node=<node id>[&peer=<node or client id>][&hours=<1..retention>]:
 * a node over all its peers, or one pair, oldest first; buckets without measurements are left out.
 */
export const metricsHistorySchema = z.object({
  network: z.string(),
  node_id: z.string(),
  /** '' for the node over all its peers. */
  peer_id: z.string(),
  bucket_seconds: z.number().int(),
  retention_hours: z.number().int(),
  points: z.array(metricsHistoryPointSchema),
});
export type MetricsHistory = z.infer<typeof metricsHistorySchema>;

/** One network on the dashboard: its nodes by health, its gateways and its external clients. */
export const dashboardNetworkSchema = z.object({
  netid: z.string(),
  name: z.string(),
  nodes: z.object({
    total: z.number().int(),
    healthy: z.number().int(),
    warning: z.number().int(),
    error: z.number().int(),
    /** Offline, disconnected or unknown. */
    offline: z.number().int(),
  }),
  gateways: z.object({
    relays: z.number().int(),
    remote_access: z.number().int(),
    egress: z.number().int(),
    internet: z.number().int(),
  }),
  clients: z.object({ total: z.number().int(), enabled: z.number().int() }),
});
export type DashboardNetwork = z.infer<typeof dashboardNetworkSchema>;

/** GET /api/v2/dashboard: the networks the caller may read, sorted by netid, and the devices they hold. */
export const dashboardSchema = z.object({
  networks: z.array(dashboardNetworkSchema),
  hosts: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * What a live event says changed; the console refreshes what shows these. They are the console's
 * query roots, so one word means the same on both sides.
 */
export const LIVE_TOPICS = [
  'networks',
  'hosts',
  'nodes',
  'extclients',
  'dns',
  'acls',
  'tags',
  'metrics',
  'enrollment-keys',
  'users',
  'audit',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/**
 * GET /api/v2/events (text/event-stream, bearer JWT): each `change` event's data, sent only to
 * callers who may read it. `network` null: not about one network (hosts, users, keys...).
 */
export const liveChangeSchema = z.object({
  network: z.string().nullable(),
  topics: z.array(z.enum(LIVE_TOPICS)),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** Seconds between keep-alive comments on the live stream; the console calls a silent stream lost after three. */
export const LIVE_KEEPALIVE_SECONDS = 20;
