import { z } from 'zod';
import { NODE_STATUSES, NODE_STATUS_REASONS } from '../rules/node-status';

export const nodeStatusSchema = z.enum(NODE_STATUSES);
export const nodeStatusReasonSchema = z.enum(NODE_STATUS_REASONS);

/** Go's set of ids, `{"id": {}}`; `null` values are accepted on input. */
const idSetSchema = z.record(z.string(), z.object({}).nullable());

/**
 * ApiNode: one host in one network, as GET /api/nodes[/{network}] lists it.
 * `address`/`address6` are CIDR text with the network's prefix (`10.1.0.3/24`), `''` when none;
 * times are unix seconds (`lastcheckin` 0 = never). `status_reason` is a Netloom extension that says
 * why the node has its `status` (see `nodeStatus`); Netmaker servers do not send it.
 */
export const apiNodeSchema = z.object({
  id: z.string(),
  hostid: z.string(),
  address: z.string(),
  address6: z.string(),
  localaddress: z.string(),
  allowedips: z.array(z.string()).nullable(),
  lastmodified: z.number().int(),
  expdatetime: z.number().int(),
  lastcheckin: z.number().int(),
  lastpeerupdate: z.number().int(),
  network: z.string(),
  networkrange: z.string(),
  networkrange6: z.string(),
  isrelayed: z.boolean(),
  isrelay: z.boolean(),
  relayedby: z.string(),
  relaynodes: z.array(z.string()).nullable(),
  isegressgateway: z.boolean(),
  isingressgateway: z.boolean(),
  egressgatewayranges: z.array(z.string()).nullable(),
  egressgatewaynatenabled: z.boolean(),
  dnson: z.boolean(),
  ingressdns: z.string(),
  ingresspersistentkeepalive: z.number().int(),
  ingressmtu: z.number().int(),
  server: z.string(),
  connected: z.boolean(),
  pendingdelete: z.boolean(),
  metadata: z.string(),
  defaultacl: z.string(),
  is_fail_over: z.boolean(),
  fail_over_peers: idSetSchema.nullable(),
  failed_over_by: z.string(),
  isinternetgateway: z.boolean(),
  inet_node_req: z.object({ inet_node_client_ids: z.array(z.string()).nullable() }),
  internetgw_node_id: z.string(),
  additional_rag_ips: z.array(z.string()).nullable(),
  tags: idSetSchema.nullable(),
  is_static: z.boolean(),
  is_user_node: z.boolean(),
  static_node: z.record(z.string(), z.unknown()).nullable(),
  status: nodeStatusSchema,
  status_reason: nodeStatusReasonSchema,
});
export type ApiNode = z.infer<typeof apiNodeSchema>;

/**
 * PUT /api/nodes/{network}/{id}: the console sends the whole node; the server applies `address`,
 * `address6` (inside the network's range and unique in it), `localaddress`, `connected`, `dnson`,
 * `metadata`, `tags` (replaces the set; tag ids are `<network>.<name>`), `expdatetime` (unix
 * seconds in the future, 0 for never), on a relay `relaynodes` (replaces its members) and on a
 * remote-access gateway `ingressdns`, `ingresspersistentkeepalive` and `ingressmtu`. Other fields
 * are ignored.
 */
export const updateNodeRequestSchema = z.object({
  id: z.string().optional(),
  hostid: z.string().optional(),
  network: z.string().optional(),
  address: z.string().optional(),
  address6: z.string().optional(),
  localaddress: z.string().optional(),
  connected: z.boolean().optional(),
  dnson: z.boolean().optional(),
  metadata: z.string().optional(),
  tags: idSetSchema.nullable().optional(),
  expdatetime: z.number().int().optional(),
  relaynodes: z.array(z.string()).nullable().optional(),
  ingressdns: z.string().optional(),
  ingresspersistentkeepalive: z.number().int().optional(),
  ingressmtu: z.number().int().optional(),
});
export type UpdateNodeRequest = z.infer<typeof updateNodeRequestSchema>;

/** One entry of GET /api/v1/nodes/{network}/status, keyed by node id (`status_reason` is Netloom's). */
export const nodeStatusEntrySchema = z.object({
  id: z.string(),
  is_static: z.boolean(),
  is_user_node: z.boolean(),
  status: nodeStatusSchema,
  status_reason: nodeStatusReasonSchema,
});
export type NodeStatusEntry = z.infer<typeof nodeStatusEntrySchema>;

/**
 * GET /api/v2/nodes/status-thresholds (a Netloom extension): after how many seconds without a
 * check-in this server calls a node `warning`, then `error` (NETLOOM_NODE_WARNING_SECONDS and
 * NETLOOM_NODE_ERROR_SECONDS), so that the console words the status reasons with them.
 */
export const nodeStatusThresholdsSchema = z.object({
  warning_seconds: z.number().int().positive(),
  error_seconds: z.number().int().positive(),
});
export type NodeStatusThresholdsReply = z.infer<typeof nodeStatusThresholdsSchema>;
