import { z } from 'zod';

/**
 * Requests that give a node a gateway role. Every field Netmaker's console
 * may leave out is optional; the server fills the documented defaults.
 */

/** POST /api/nodes/{network}/{id}/createingress: make the node a remote-access gateway. */
export const ingressRequestSchema = z.object({
  /** The DNS server(s) its clients' configs get, comma-separated IPs; '' for none. */
  extclientdns: z.string().optional(),
  /** Clients send all traffic through the gateway (it becomes an internet gateway). */
  is_internet_gw: z.boolean().optional(),
  /** What users are told about the gateway, at most 255 characters. */
  metadata: z.string().optional(),
  /** Client config keepalive in seconds (default 20). */
  persistentkeepalive: z.number().int().optional(),
  /** Client config MTU (default 1420). */
  mtu: z.number().int().optional(),
});
export type IngressRequest = z.infer<typeof ingressRequestSchema>;

/** POST /api/nodes/{network}/{id}/createrelay: relay these nodes of the network. */
export const relayRequestSchema = z.object({
  nodeid: z.string().optional(),
  netid: z.string().optional(),
  relayaddrs: z.array(z.string()).nullable().optional(),
});
export type RelayRequest = z.infer<typeof relayRequestSchema>;

/** POST /api/nodes/{network}/{id}/creategateway: route these outside ranges through the node. */
export const egressRequestSchema = z.object({
  ranges: z.array(z.string()).nullable(),
  /** "yes" (default) masquerades traffic leaving through the gateway. */
  natenabled: z.enum(['yes', 'no'], { error: 'natenabled must be "yes" or "no"' }).optional(),
});
export type EgressRequest = z.infer<typeof egressRequestSchema>;

/** POST|PUT /api/nodes/{network}/{id}/inet_gw: the nodes that send their internet traffic through it. */
export const internetGatewayRequestSchema = z.object({
  inet_node_client_ids: z.array(z.string()).nullable(),
});
export type InternetGatewayRequest = z.infer<typeof internetGatewayRequestSchema>;

/** GET /api/networks/{network}/egress_routes: node id or client id -> the outside CIDRs it routes. */
export const egressRoutesSchema = z.record(z.string(), z.array(z.string()));
export type EgressRoutes = z.infer<typeof egressRoutesSchema>;

/** POST /api/v1/node/{nodeid}/failover_me (a host's call): its node cannot reach node `node_id` directly. */
export const failoverPairRequestSchema = z.object({ node_id: z.string().min(1) });
export type FailoverPairRequest = z.infer<typeof failoverPairRequestSchema>;
