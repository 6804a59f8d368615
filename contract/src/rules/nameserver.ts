import { problem, type Problem, type ProblemCode, type ProblemParams } from './problems';
import { canonicalMatchDomain, matchDomainProblem } from './dns-name';
import { isIpAddress } from './ip';

/** Nameserver rules shared by the server and the console (Netmaker's ValidateNameserverReq, stricter). */

export const NAMESERVER_NAME_MAX_LENGTH = 64;
export const NAMESERVER_MAX_SERVERS = 8;
export const NAMESERVER_MAX_DOMAINS = 32;

export function nameserverNameProblem(name: string): Problem | null {
  if (name.trim() === '') return problem('nameRequired', {}, 'name');
  if (name.length > NAMESERVER_NAME_MAX_LENGTH) {
    return problem('nameserverNameTooLong', { max: NAMESERVER_NAME_MAX_LENGTH }, 'name');
  }
  return null;
}

/** The servers must be IP addresses, each once: hosts ask them on port 53. */
export function nameserverServersProblem(servers: readonly string[]): Problem | null {
  const found = (code: ProblemCode, params: ProblemParams = {}) => problem(code, params, 'servers');
  if (servers.length === 0) return found('nameserverAddressRequired');
  if (servers.length > NAMESERVER_MAX_SERVERS)
    return found('nameserverTooManyAddresses', { max: NAMESERVER_MAX_SERVERS });
  const bad = servers.find((server) => !isIpAddress(server.trim()));
  if (bad !== undefined) return found('nameserverAddressInvalid', { server: JSON.stringify(bad) });
  if (new Set(servers.map((server) => server.trim())).size !== servers.length)
    return found('nameserverAddressRepeated');
  return null;
}

/**
 * The match domains: domain names, each once, none inside the network's own domain (its hosts
 * answer `<anything>.<network>` themselves).
 */
export function nameserverDomainsProblem(domains: readonly string[], network: string): Problem | null {
  const found = (code: ProblemCode, params: ProblemParams = {}) => problem(code, params, 'match_domains');
  if (domains.length === 0) return found('matchDomainRequired');
  if (domains.length > NAMESERVER_MAX_DOMAINS)
    return found('nameserverTooManyDomains', { max: NAMESERVER_MAX_DOMAINS });
  for (const domain of domains) {
    const invalid = matchDomainProblem(domain);
    if (invalid) return invalid;
    const bare = canonicalMatchDomain(domain);
    const own = network.toLowerCase();
    if (bare === own || bare.endsWith(`.${own}`)) return found('matchDomainInsideNetwork', { domain: bare, network });
  }
  if (new Set(domains.map(canonicalMatchDomain)).size !== domains.length) return found('matchDomainRepeated');
  return null;
}
