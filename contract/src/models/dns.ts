import { z } from 'zod';
import { problemIssue } from './problem-issue';
import { matchDomainProblem } from '../rules/dns-name';
import { isIPv4Address, isIPv6Address, isIpAddress } from '../rules/ip';

/**
 * DNSEntry: a name and its addresses in a network; addresses are bare IPs,
 * '' when none. `automatic` is a Netloom extension: true for the entry every node gets
 * (`<host name>.<network>`), which follows the node and can't be deleted; false for custom entries.
 * Netmaker servers do not send it.
 */
export const dnsEntrySchema = z.object({
  address: z.string(),
  address6: z.string(),
  name: z.string(),
  network: z.string(),
  automatic: z.boolean(),
});
export type DnsEntry = z.infer<typeof dnsEntrySchema>;

/**
 * POST /api/dns/{network}: a custom entry. `name` follows `dnsNameProblem` and is unique in the network
 * among node and custom names (letter case aside); the addresses follow `dnsAddressProblem`. The path
 * names the network; `network` in the body is ignored.
 */
export const createDnsEntryRequestSchema = z.object({
  name: z.string(),
  address: z.string().optional(),
  address6: z.string().optional(),
  network: z.string().optional(),
});
export type CreateDnsEntryRequest = z.infer<typeof createDnsEntryRequestSchema>;

/**
 * A name a host resolves (Netmaker's DNSEntry as hosts receive it on `host/dns/sync/<network>`):
 * `name` is the whole name (`<host name>.<network>`, `<client id>.<network>`, a custom entry's
 * `<name>.<network>`); addresses are bare IPs, '' when none.
 */
export const hostDnsEntrySchema = z.object({
  /** Any text but control characters: a name the resolver cannot serve (`my laptop.lab`) is skipped, not refused. */
  name: z
    .string()
    .max(255)
    .regex(/^\P{Cc}*$/u, { error: 'must not hold control characters such as a newline' }),
  network: z.string(),
  address: z.union([z.literal(''), z.string().refine(isIPv4Address, { error: 'must be an IPv4 address' })]),
  address6: z.union([z.literal(''), z.string().refine(isIPv6Address, { error: 'must be an IPv6 address' })]),
});
export type HostDnsEntry = z.infer<typeof hostDnsEntrySchema>;

/**
 * A nameserver as hosts receive it (Netmaker's models.Nameserver in `dns_nameservers`): names under
 * `match_domain` are asked of `ips`; `is_search_domain` also makes it a search domain of the host.
 * Netloom sends no fallback and no Active Directory domains (both false).
 */
export const hostNameserverSchema = z.object({
  ips: z.array(z.string().refine(isIpAddress, { error: 'must be an IP address' })).max(16),
  match_domain: z
    .string()
    .max(255)
    .superRefine((domain, context) => {
      const found = matchDomainProblem(domain);
      if (found) context.addIssue(problemIssue(found));
    }),
  is_search_domain: z.boolean(),
  is_fallback: z.boolean().default(false),
  is_ad_domain: z.boolean().default(false),
});
export type HostNameserver = z.infer<typeof hostNameserverSchema>;

/** One match domain of a nameserver (Netmaker's schema.NameserverDomain). */
export const nameserverDomainSchema = z.object({
  domain: z.string(),
  is_search_domain: z.boolean().default(false),
  is_ad_domain: z.boolean().default(false),
});
export type NameserverDomain = z.infer<typeof nameserverDomainSchema>;

/**
 * A network's nameserver (Netmaker's schema.Nameserver, GET /api/v1/nameserver?network=): upstream
 * servers for some domains, which every host of the network asks for names under them. `status`
 * false keeps it without sending it to hosts. Netloom keeps no fallback, match-all or per-tag
 * nameservers: `fallback`, `match_all` and `default` are false, `tags` is `{"*": {}}`, `nodes` `{}`.
 */
export const nameserverSchema = z.object({
  id: z.string(),
  name: z.string(),
  network_id: z.string(),
  description: z.string(),
  default: z.boolean(),
  fallback: z.boolean(),
  servers: z.array(z.string()),
  match_all: z.boolean(),
  domains: z.array(nameserverDomainSchema),
  match_domains: z.array(z.string()),
  tags: z.record(z.string(), z.unknown()),
  nodes: z.record(z.string(), z.unknown()),
  status: z.boolean(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Nameserver = z.infer<typeof nameserverSchema>;

/**
 * POST and PUT /api/v1/nameserver (PUT names it by `id`): Netmaker's body. `servers` are IP
 * addresses (1–8), `domains` 1–32 match domains; `tags` may only be `{"*": …}` (every host of the
 * network) and `nodes` empty, `match_all` and `fallback` false.
 */
export const nameserverRequestSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  network_id: z.string(),
  description: z.string().max(1024).optional(),
  servers: z.array(z.string()),
  domains: z.array(nameserverDomainSchema).optional(),
  match_domains: z.array(z.string()).optional(),
  match_all: z.boolean().optional(),
  fallback: z.boolean().optional(),
  tags: z.record(z.string(), z.unknown()).optional(),
  nodes: z.record(z.string(), z.unknown()).optional(),
  status: z.boolean().optional(),
});
export type NameserverRequest = z.infer<typeof nameserverRequestSchema>;

/**
 * How a host's resolver is pointed at its agent: `resolved` (systemd-resolved, per-link DNS and
 * routing domains on the mesh interface), `file` (a managed block in /etc/resolv.conf), `none` (names
 * are served, but the host's resolver could not be pointed at them: `error` says why), `off` (the
 * host's DNS setting is "no": the agent serves no names).
 */
export const DNS_MODES = ['resolved', 'file', 'none', 'off'] as const;
export type DnsMode = (typeof DNS_MODES)[number];

/**
 * What a host's agent reports of its DNS with its check-ins (a Netloom extension of the host's
 * facts, `dns_status`): the mesh addresses it answers on (port 53), how many names it serves, how
 * the host's resolver reaches them, and the last problem ('' when none).
 */
export const dnsReportSchema = z.object({
  mode: z.enum(DNS_MODES),
  listening: z.array(z.string().max(64)).max(64),
  names: z.number().int().min(0).max(10_000_000),
  error: z.string().max(2000),
});
export type DnsReport = z.infer<typeof dnsReportSchema>;

/**
 * A host's DNS as the console shows it: `serving` (its agent answers and its resolver asks it),
 * `partial` (names are answered but the resolver is not pointed at them, or a part failed: `error`),
 * `off` (the host's DNS setting is "no"), `unsupported` (its agent never reported DNS).
 */
export const HOST_DNS_STATES = ['serving', 'partial', 'off', 'unsupported'] as const;
export type HostDnsState = (typeof HOST_DNS_STATES)[number];

/** GET /api/v2/networks/{netid}/dns/hosts: each host of the network; `reported_at` RFC 3339, '' when never. */
export const hostDnsStatusSchema = z.object({
  hostid: z.string(),
  name: z.string(),
  state: z.enum(HOST_DNS_STATES),
  mode: z.string(),
  listening: z.array(z.string()),
  names: z.number().int(),
  error: z.string(),
  reported_at: z.string(),
});
export type HostDnsStatus = z.infer<typeof hostDnsStatusSchema>;
