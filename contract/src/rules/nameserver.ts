import { canonicalMatchDomain, matchDomainError } from './dns-name';
import { isIpAddress } from './ip';

/** Nameserver rules shared by the server and the console (Netmaker's ValidateNameserverReq, stricter). */

export const NAMESERVER_NAME_MAX_LENGTH = 64;
export const NAMESERVER_MAX_SERVERS = 8;
export const NAMESERVER_MAX_DOMAINS = 32;

export function nameserverNameError(name: string): string | null {
  if (name.trim() === '') return 'name is required';
  if (name.length > NAMESERVER_NAME_MAX_LENGTH) {
    return `a nameserver's name must have at most ${NAMESERVER_NAME_MAX_LENGTH} characters`;
  }
  return null;
}

/** The servers must be IP addresses, each once: hosts ask them on port 53. */
export function nameserverServersError(servers: readonly string[]): string | null {
  if (servers.length === 0) return 'at least one nameserver address is required';
  if (servers.length > NAMESERVER_MAX_SERVERS) return `a nameserver has at most ${NAMESERVER_MAX_SERVERS} addresses`;
  const bad = servers.find((server) => !isIpAddress(server.trim()));
  if (bad !== undefined) return `nameserver ${JSON.stringify(bad)} is not an IP address, e.g. 10.0.0.2 or fd00::53`;
  if (new Set(servers.map((server) => server.trim())).size !== servers.length)
    return 'each nameserver address may be given once';
  return null;
}

/**
 * The match domains: domain names, each once, none inside the network's own domain (its hosts
 * answer `<anything>.<network>` themselves).
 */
export function nameserverDomainsError(domains: readonly string[], network: string): string | null {
  if (domains.length === 0) return 'at least one match domain is required, e.g. corp.example';
  if (domains.length > NAMESERVER_MAX_DOMAINS)
    return `a nameserver has at most ${NAMESERVER_MAX_DOMAINS} match domains`;
  for (const domain of domains) {
    const problem = matchDomainError(domain);
    if (problem) return problem;
    const bare = canonicalMatchDomain(domain);
    const own = network.toLowerCase();
    if (bare === own || bare.endsWith(`.${own}`)) {
      return `match domain ${bare} is inside network ${network}'s own names: its hosts answer those themselves`;
    }
  }
  if (new Set(domains.map(canonicalMatchDomain)).size !== domains.length) return 'each match domain may be given once';
  return null;
}
