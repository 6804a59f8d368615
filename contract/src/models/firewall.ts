import { z } from 'zod';
import { problemIssue } from './problem-issue';
import { ACL_PROTOCOLS, portRangeProblem } from '../rules/acl-policy';
import { isIPv4Cidr, isIPv6Cidr, isCidr } from '../rules/ip';
import { aclDirectionSchema } from './acl';

/**
 * The firewall a host keeps (`fw_update` of its peer update, with the field names Netmaker hosts
 * receive since Netmaker v0.30). Netmaker writes addresses as Go IPNet
 * objects; like the rest of our host contract they are CIDR text here (docs/architecture.md, Host protocol).
 *
 * A host accepts traffic arriving on its mesh interface when it belongs to a connection already
 * accepted, when `allow_all` is set, or when a rule allows it: its source in `ip_list`/`ip6_list`,
 * its destination in `dst`/`dst6` (none: any), its protocol and destination port. Everything else
 * arriving on the mesh interface is dropped; other traffic is never touched. Only allow rules exist.
 */

const cidrOf = (version: 4 | 6) =>
  z.string().refine(version === 4 ? isIPv4Cidr : isIPv6Cidr, { error: `must be an IPv${version} CIDR` });
const ipv4Cidrs = z.array(cidrOf(4));
const ipv6Cidrs = z.array(cidrOf(6));

const portEntrySchema = z.string().superRefine((text, context) => {
  const found = portRangeProblem(text);
  if (found) context.addIssue(problemIssue(found));
});

const protocolSchema = z.enum(ACL_PROTOCOLS);

/** Ports only go with tcp or udp: icmp has none, and `all` means every protocol on every port. */
function portsFitProtocol(rule: { allowed_protocols: string; allowed_ports: string[] }): boolean {
  return rule.allowed_ports.length === 0 || rule.allowed_protocols === 'tcp' || rule.allowed_protocols === 'udp';
}
const PORTS_NEED_TCP_OR_UDP = { error: 'only tcp and udp rules take ports', path: ['allowed_ports'] };

/** AclRule: who may send what to which of this host's addresses (or ranges it routes). */
export const firewallRuleSchema = z
  .object({
    id: z.string().min(1).max(512),
    ip_list: ipv4Cidrs,
    ip6_list: ipv6Cidrs,
    allowed_protocols: protocolSchema,
    /** "22" or "8000-8100"; none: every port. */
    allowed_ports: z.array(portEntrySchema),
    /** The direction of the policy it comes from; the rule itself always reads source to destination. */
    direction: aclDirectionSchema,
    dst: ipv4Cidrs,
    dst6: ipv6Cidrs,
    Allowed: z.literal(true),
  })
  .refine(portsFitProtocol, PORTS_NEED_TCP_OR_UDP);
export type FirewallRule = z.infer<typeof firewallRuleSchema>;

/** FwRule: one source and one destination, as a remote-access gateway gets its clients' rules. */
export const firewallPairRuleSchema = z
  .object({
    src_ip: z.string().refine(isCidr, { error: 'must be a CIDR' }),
    dst_ip: z.string().refine(isCidr, { error: 'must be a CIDR' }),
    allowed_protocols: protocolSchema,
    allowed_ports: z.array(portEntrySchema),
    allow: z.literal(true),
  })
  .refine(portsFitProtocol, PORTS_NEED_TCP_OR_UDP)
  .refine((rule) => isIPv4Cidr(rule.src_ip) === isIPv4Cidr(rule.dst_ip), {
    error: 'src_ip and dst_ip must be of one IP version',
    path: ['dst_ip'],
  });
export type FirewallPairRule = z.infer<typeof firewallPairRuleSchema>;

const optionalCidr = (version: 4 | 6) => z.union([z.literal(''), cidrOf(version)]);

/** EgressInfo: a range this host routes for the mesh (an egress or internet gateway) and who may reach it how. */
export const egressInfoSchema = z.object({
  egress_id: z.string(),
  /** The overlay network whose traffic goes out. */
  network: optionalCidr(4),
  network6: optionalCidr(6),
  /** This host's address in it. */
  egress_gw_addr: optionalCidr(4),
  egress_gw_addr6: optionalCidr(6),
  egress_gateway_cfg: z.object({
    nodeid: z.string(),
    netid: z.string(),
    natenabled: z.enum(['yes', 'no']),
    ranges: z.array(z.string().refine(isCidr, { error: 'must be a CIDR' })),
  }),
  /** Rules whose destinations are the ranges (never the overlay itself); empty while the network allows everything. */
  egress_fw_rules: z.record(z.string(), firewallRuleSchema),
});
export type EgressInfo = z.infer<typeof egressInfoSchema>;

/** IngressInfo: a remote-access gateway's clients and what they may reach through it. */
export const ingressInfoSchema = z.object({
  ingress_id: z.string(),
  network: optionalCidr(4),
  network6: optionalCidr(6),
  /** The clients' addresses. */
  static_node_ips: z.array(z.string()),
  rules: z.array(firewallPairRuleSchema),
  egress_ranges: ipv4Cidrs,
  egress_ranges6: ipv6Cidrs,
});
export type IngressInfo = z.infer<typeof ingressInfoSchema>;

/**
 * FwUpdate. `allow_all` holds when every network of the host lets everybody reach everything
 * (its default policies on); otherwise `acl_rules` holds every rule the host keeps for its own
 * addresses, `networks` those of its networks that are open to all (each for that network's
 * addresses only, also listed in `acl_rules`), and the egress and ingress rule sets what it forwards.
 */
export const firewallUpdateSchema = z.object({
  allow_all: z.boolean(),
  networks: z.array(firewallRuleSchema),
  is_egress_gw: z.boolean(),
  is_ingress_gw: z.boolean(),
  egress_info: z.record(z.string(), egressInfoSchema),
  ingress_info: z.record(z.string(), ingressInfoSchema),
  acl_rules: z.record(z.string(), firewallRuleSchema),
});
export type FirewallUpdate = z.infer<typeof firewallUpdateSchema>;

/** The firewall of a host with no gateway role whose networks let everything through. */
export const OPEN_FIREWALL: FirewallUpdate = Object.freeze({
  allow_all: true,
  networks: [],
  is_egress_gw: false,
  is_ingress_gw: false,
  egress_info: {},
  ingress_info: {},
  acl_rules: {},
});

/**
 * What a host's agent reports of its firewall with its check-ins (a Netloom extension of the host's
 * facts, `firewall_status`): whether its rules are in place, whether they let everything through,
 * how many rules it keeps, and why the last apply failed ('' when it worked; the rules before stay).
 */
export const firewallReportSchema = z.object({
  enforcing: z.boolean(),
  allow_all: z.boolean(),
  rules: z.number().int().min(0).max(10_000_000),
  error: z.string().max(2000),
});
export type FirewallReport = z.infer<typeof firewallReportSchema>;

/**
 * A host's firewall as the console shows it: `enforcing` (its rules filter mesh traffic), `open`
 * (its networks allow everything, so nothing is filtered), `failed` (its last apply failed: `error`
 * says why), `unsupported` (its agent never reported a firewall: too old, or not a Netloom agent).
 */
export const FIREWALL_STATES = ['enforcing', 'open', 'failed', 'unsupported'] as const;
export type FirewallState = (typeof FIREWALL_STATES)[number];

/** GET /api/v2/hosts/{hostid}/firewall. `reported_at` is RFC 3339, '' when never. */
export const hostFirewallSchema = z.object({
  state: z.enum(FIREWALL_STATES),
  rules: z.number().int(),
  error: z.string(),
  reported_at: z.string(),
});
export type HostFirewall = z.infer<typeof hostFirewallSchema>;

/**
 * GET /api/v2/acls/enforcement?network=: for each policy of the network, the hosts that must keep
 * a rule of it (the hosts of its members, and the gateways and relays its traffic passes), each
 * with its firewall. A policy that is off, or names no device, has none.
 */
export const aclEnforcementSchema = z.object({
  policies: z.array(
    z.object({
      policy_id: z.string(),
      hosts: z.array(
        z.object({
          host_id: z.string(),
          name: z.string(),
          state: z.enum(FIREWALL_STATES),
          error: z.string(),
        }),
      ),
    }),
  ),
});
export type AclEnforcement = z.infer<typeof aclEnforcementSchema>;
