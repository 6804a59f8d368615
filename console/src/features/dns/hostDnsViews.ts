import { DNS_MODES, type DnsMode, type HostDnsStatus, type HostDnsState } from '@netloom/contract';

/** Badge colours of a host's DNS state: calm for off and not reported, which are not failures. */
export const HOST_DNS_STATE_COLORS: Record<HostDnsState, string> = {
  serving: 'green',
  partial: 'yellow',
  off: 'gray',
  unsupported: 'gray',
};

/** How the host's resolver asks its agent, as reported; null when the host never said (or said something unknown). */
export function resolverMode(mode: string): DnsMode | null {
  return DNS_MODES.find((known) => known === mode) ?? null;
}

/** How many of the hosts are in each state, and how many there are. */
export function hostDnsCounts(hosts: readonly HostDnsStatus[]): Record<HostDnsState, number> & { total: number } {
  const counts = { serving: 0, partial: 0, off: 0, unsupported: 0, total: hosts.length };
  for (const host of hosts) counts[host.state] += 1;
  return counts;
}
