import { z } from 'zod';
import { dnsReportSchema } from './dns';
import { firewallReportSchema } from './firewall';

/** One network interface a host reports: `addressString` is `ip/prefix`. */
export const hostInterfaceSchema = z.object({ name: z.string(), addressString: z.string() });
export type HostInterface = z.infer<typeof hostInterfaceSchema>;

/** ApiHost: what GET /api/hosts lists and PUT /api/hosts/{id} returns. */
export const apiHostSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  os: z.string(),
  os_family: z.string(),
  os_version: z.string(),
  kernel_version: z.string(),
  verbosity: z.number().int(),
  firewallinuse: z.string(),
  debug: z.boolean(),
  isstaticport: z.boolean(),
  isstatic: z.boolean(),
  listenport: z.number().int(),
  wg_public_listen_port: z.number().int(),
  mtu: z.number().int(),
  interfaces: z.array(hostInterfaceSchema).nullable(),
  defaultinterface: z.string(),
  endpointip: z.string(),
  endpointipv6: z.string(),
  /** Its address on its LAN (a Netloom extension): hosts behind the same public address dial it there; '' when unknown. */
  localaddress: z.string(),
  publickey: z.string(),
  macaddress: z.string(),
  /** Ids of the host's nodes, one per network it is in. */
  nodes: z.array(z.string()).nullable(),
  isdefault: z.boolean(),
  nat_type: z.string(),
  persistentkeepalive: z.number().int(),
  autoupdate: z.boolean(),
  dns: z.string(),
});
export type ApiHost = z.infer<typeof apiHostSchema>;

/**
 * PUT /api/hosts/{id}: the console sends the whole host; only the settings below are applied
 * (name, verbosity, debug, static port and listen port, static endpoint and endpoints, MTU,
 * keepalive, default host, auto update, dns). Fields left out keep their values.
 */
export const updateHostRequestSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  verbosity: z.number().int().optional(),
  debug: z.boolean().optional(),
  isstaticport: z.boolean().optional(),
  listenport: z.number().int().optional(),
  isstatic: z.boolean().optional(),
  endpointip: z.string().optional(),
  endpointipv6: z.string().optional(),
  mtu: z.number().int().optional(),
  persistentkeepalive: z.number().int().optional(),
  isdefault: z.boolean().optional(),
  autoupdate: z.boolean().optional(),
  /** "yes" or "no", in any case. */
  dns: z.string().optional(),
});
export type UpdateHostRequest = z.infer<typeof updateHostRequestSchema>;

/** Firewalls a host may report (docs/architecture.md, Host protocol). */
export const FIREWALLS = ['iptables', 'nftables', 'none', ''] as const;
/**
 * NAT types a host may report; '' when not yet detected. Netloom agents report `public` (reached at
 * its own address), `behind_nat` (a NAT that maps its port the same way towards every destination,
 * so peers can reach it once both sides send) and `symmetric` (a new mapping per destination: only a
 * failover node or a public peer reaches it).
 */
export const NAT_TYPES = ['public', 'symmetric', 'asymmetric', 'double', 'behind_nat', ''] as const;

/**
 * What a host reports about itself when it registers and checks in (docs/architecture.md, Host protocol). Every
 * field is optional; fields left out keep their values. `name`, `mtu`, `isstatic` and `isstaticport`
 * are taken at registration only (afterwards they are the admin's settings), and a static endpoint
 * or port is not overwritten by what the host reports.
 */
export const hostFactsSchema = z.object({
  name: z.string().optional(),
  version: z.string().max(64).optional(),
  os: z.string().max(64).optional(),
  os_family: z.string().max(64).optional(),
  os_version: z.string().max(64).optional(),
  kernel_version: z.string().max(128).optional(),
  firewallinuse: z.enum(FIREWALLS).optional(),
  listenport: z.number().int().min(0).max(65535).optional(),
  wg_public_listen_port: z.number().int().min(0).max(65535).optional(),
  mtu: z.number().int().optional(),
  interfaces: z.array(hostInterfaceSchema).max(256).nullable().optional(),
  defaultinterface: z.string().max(64).optional(),
  endpointip: z.string().optional(),
  endpointipv6: z.string().optional(),
  localaddress: z.string().optional(),
  /** The host's WireGuard public key, base64 of 32 bytes. Required to register. */
  publickey: z.string().optional(),
  macaddress: z.string().optional(),
  nat_type: z.enum(NAT_TYPES).optional(),
  isstatic: z.boolean().optional(),
  isstaticport: z.boolean().optional(),
  /** What its agent's firewall holds (a Netloom extension; agents that don't enforce policies leave it out). */
  firewall_status: firewallReportSchema.optional(),
  /** What its agent serves of DNS and how the host's resolver asks it (a Netloom extension, like `firewall_status`). */
  dns_status: dnsReportSchema.optional(),
  /** What its agent understands beyond Netmaker's wire format (a Netloom extension), e.g. `peer-deltas`. */
  features: z.array(z.string().max(64)).max(32).optional(),
});
export type HostFacts = z.infer<typeof hostFactsSchema>;
