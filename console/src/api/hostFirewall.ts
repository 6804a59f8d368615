import { hostFirewallSchema } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestRaw } from './client';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

/** A host's firewall is what its agent reports with its check-ins, so it lives under the hosts' root. */
export const hostFirewallKeys = {
  host: (hostId: string) => [QUERY_ROOTS.hosts, 'firewall', hostId] as const,
};

/**
 * Whether a host's firewall enforces the access policies, how many rules it keeps, why its last
 * apply failed and when it last reported; refreshed by live updates, else with the 10 s status poll.
 */
export function useHostFirewallQuery(hostId: string) {
  return useQuery({
    queryKey: hostFirewallKeys.host(hostId),
    queryFn: () => requestRaw(hostFirewallSchema, `/v2/hosts/${encodeURIComponent(hostId)}/firewall`),
    enabled: hostId !== '',
    refetchInterval: pollUnlessLive,
  });
}
