import { z } from 'zod';
import { isCidr } from '../rules/ip';
import { hostDnsEntrySchema, hostNameserverSchema } from './dns';
import { firewallUpdateSchema } from './firewall';
import {
  apiUrlSchema,
  brokerUrlSchema,
  cidrSchema,
  endpointSchema,
  keepaliveSchema,
  optionalIpSchema,
  stunServersSchema,
  updatedHostSchema,
  updatedNodeSchema,
  wireGuardKeySchema,
} from './host-update-fields';

/**
 * One WireGuard peer of a host (wgctrl's PeerConfig names): keys are base64 as `wg`
 * prints them, allowed IPs are CIDRs, the keepalive is in seconds (0: off). `Remove` tells the host
 * to drop the peer; its allowed IPs are empty then.
 */
export const wireGuardPeerSchema = z.object({
  PublicKey: wireGuardKeySchema,
  /** `ip:port`, `[ip]:port` for IPv6; null when the peer dials in or has no known endpoint. */
  Endpoint: endpointSchema.nullable(),
  AllowedIPs: z.array(cidrSchema),
  PersistentKeepaliveInterval: keepaliveSchema,
  ReplaceAllowedIPs: z.boolean(),
  Remove: z.boolean(),
});
export type WireGuardPeer = z.infer<typeof wireGuardPeerSchema>;

/** What holds a mesh address (Netmaker's PeerType): a node, a user's remote-access client, another WireGuard client, an egress range. */
export const PEER_TYPES = { node: 0, user: 1, wireGuard: 2, egressRoute: 3 } as const;

/** Who holds a mesh address (Netmaker's PeerIdentity): a node's id and its host's name, or a client's id (its owner's for a user's). */
export const peerIdentitySchema = z.object({
  id: z.string(),
  type: z.literal(Object.values(PEER_TYPES)),
  name: z.string(),
});
export type PeerIdentity = z.infer<typeof peerIdentitySchema>;

/**
 * Netmaker's AddressIdentityMap: each address of the host's networks (`10.10.0.3/32`, `fd10::3/128`)
 * -> who holds it, for the host to name its peers. An update without it (an older server's) names nobody.
 */
export const addressIdentityMapSchema = z
  .record(z.string(), peerIdentitySchema)
  .superRefine((map, context) => {
    for (const address of Object.keys(map)) {
      if (!isCidr(address))
        context.addIssue({ code: 'custom', path: [address], message: 'must be a CIDR like 10.10.0.3/32' });
    }
  })
  .default({});

/**
 * Everything a host must hold (Netmaker's HostPeerUpdate; docs/architecture.md, Host protocol): its own settings, its nodes (one per
 * network; their addresses, gateway roles and egress ranges), one peer per other host, with the
 * allowed IPs of every network they share merged, and its firewall. Published retained on `peers/host/<hostid>/<server>`
 * and returned by the pull endpoints, so push and pull never disagree.
 */
export const hostPeerUpdateSchema = z.object({
  server: z.string(),
  serverversion: z.string(),
  host: updatedHostSchema,
  nodes: z.array(updatedNodeSchema),
  host_peers: z.array(wireGuardPeerSchema),
  /** Who holds each address of the host's networks, to name its peers. */
  address_identity_map: addressIdentityMapSchema,
  /** The host sends all its traffic through an internet gateway, whose overlay address is `default_gw_ip`. */
  change_default_gw: z.boolean(),
  default_gw_ip: optionalIpSchema,
  /** One of the host's nodes is an internet gateway. */
  is_inet_gw: z.boolean(),
  /** The firewall the host keeps on its mesh interface. */
  fw_update: firewallUpdateSchema,
  /** Where the host reaches the server's API now (Netmaker's ServerConfig, Go field names): it follows a changed address. */
  API: apiUrlSchema,
  /** Where the host's MQTT client connects now. */
  Broker: brokerUrlSchema,
  /** Whether the server answers STUN, and where (`host:port,host:port`): the host learns its public endpoint there. */
  Stun: z.boolean().default(false),
  StunServers: stunServersSchema.default(''),
  /** Whether hosts serve the mesh's names (Netmaker's ServerConfig `ManageDNS`); the host's own `dns` setting has the last word. */
  ManageDNS: z.boolean().default(false),
  /** The names the host resolves: those of every network it is in (a Netloom extension; Netmaker hosts get them on `host/dns/sync/<network>`). */
  dns_entries: z.array(hostDnsEntrySchema).max(1_000_000).default([]),
  /** Where names under other domains are asked (Netmaker's `dns_nameservers`). */
  dns_nameservers: z.array(hostNameserverSchema).max(4096).default([]),
  /** Which state of the host this is (a Netloom extension): the version a peer delta starts from (see `host-peer-delta.ts`). */
  version: z.string().max(64).default(''),
});
export type HostPeerUpdate = z.infer<typeof hostPeerUpdateSchema>;

/** The MQTT topic a host's peer update is published on (docs/architecture.md, Host protocol). */
export function hostPeerUpdateTopic(hostId: string, serverName: string): string {
  return `peers/host/${hostId}/${serverName}`;
}

/** The MQTT topic a host gets the actions left for it on, as `{"Action": ...}` (docs/architecture.md, Host protocol). */
export function hostUpdateTopic(hostId: string, serverName: string): string {
  return `host/update/${hostId}/${serverName}`;
}
