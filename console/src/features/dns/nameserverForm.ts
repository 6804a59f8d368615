import {
  canonicalMatchDomain,
  nameserverDomainsProblem,
  nameserverNameProblem,
  nameserverServersProblem,
  type NameserverRequest,
  type Problem,
} from '@netloom/contract';
import type { ReceivedNameserver } from '../../api/nameservers';

/** The nameserver form: servers and match domains are tags; search domains are some of the match domains. */
export interface NameserverFormValues {
  name: string;
  description: string;
  /** IP addresses the network's hosts ask, on port 53. */
  servers: string[];
  /** Names under these domains are asked of the servers. */
  domains: string[];
  /** The match domains that are also search domains of the hosts (short names are tried under them). */
  searchDomains: string[];
}

export const EMPTY_NAMESERVER_FORM: NameserverFormValues = {
  name: '',
  description: '',
  servers: [],
  domains: [],
  searchDomains: [],
};

const trimmed = (values: readonly string[]) => values.map((value) => value.trim()).filter((value) => value !== '');

/** The form of a nameserver to edit. */
export function nameserverFormOf(nameserver: ReceivedNameserver): NameserverFormValues {
  return {
    name: nameserver.name,
    description: nameserver.description,
    servers: [...nameserver.servers],
    domains: nameserver.domains.map(({ domain }) => domain),
    searchDomains: nameserver.domains.filter((domain) => domain.is_search_domain).map(({ domain }) => domain),
  };
}

/**
 * The search domains still among the match domains: removing a match domain drops its search
 * choice too (domains compare as hosts receive them, without `~`, a final dot or letter case).
 */
export function keptSearchDomains(domains: readonly string[], searchDomains: readonly string[]): string[] {
  const kept = new Set(domains.map(canonicalMatchDomain));
  return searchDomains.filter((domain) => kept.has(canonicalMatchDomain(domain)));
}

/** The fields the contract rules check. */
export type NameserverField = 'name' | 'servers' | 'domains';

/** The contract rules' problems with the form as it will be sent (trimmed), by field; empty when it is fine. */
export function nameserverFormProblems(
  values: NameserverFormValues,
  netid: string,
): Partial<Record<NameserverField, Problem>> {
  const problems: Partial<Record<NameserverField, Problem>> = {};
  const name = nameserverNameProblem(values.name.trim());
  if (name) problems.name = name;
  const servers = nameserverServersProblem(trimmed(values.servers));
  if (servers) problems.servers = servers;
  const domains = nameserverDomainsProblem(trimmed(values.domains), netid);
  if (domains) problems.domains = domains;
  return problems;
}

/** The body of POST /api/v1/nameserver (and, with `id` and `status`, of PUT) for the form's values. */
export function toNameserverRequest(values: NameserverFormValues, netid: string): NameserverRequest {
  const search = new Set(trimmed(values.searchDomains).map(canonicalMatchDomain));
  return {
    name: values.name.trim(),
    network_id: netid,
    description: values.description.trim(),
    servers: trimmed(values.servers),
    domains: trimmed(values.domains).map((domain) => ({
      domain,
      is_search_domain: search.has(canonicalMatchDomain(domain)),
      is_ad_domain: false,
    })),
  };
}

/** The PUT body that keeps a nameserver as it is and turns it on or off. */
export function toggledNameserverRequest(
  nameserver: ReceivedNameserver,
  on: boolean,
): NameserverRequest & { id: string } {
  return {
    ...toNameserverRequest(nameserverFormOf(nameserver), nameserver.network_id),
    id: nameserver.id,
    status: on,
  };
}

/** Items as a sentence lists them in the language: "10.0.0.2 and 10.0.0.3", "10.0.0.2 und 10.0.0.3". */
export function spokenList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}
