import { aclEnforcementSchema } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestRaw } from './client';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

/** Which hosts keep each policy follows the policies (and the hosts' reports), so it lives under the acls' root. */
export const aclEnforcementKeys = {
  network: (netid: string) => [QUERY_ROOTS.acls, 'enforcement', netid] as const,
};

/**
 * For each policy of a network, the hosts that must keep a rule of it, each with the state of its
 * firewall; refreshed by live updates and policy changes, else with the 10 s status poll.
 */
export function useAclEnforcementQuery(netid: string) {
  return useQuery({
    queryKey: aclEnforcementKeys.network(netid),
    queryFn: () => requestRaw(aclEnforcementSchema, '/v2/acls/enforcement', { query: { network: netid } }),
    enabled: netid !== '',
    refetchInterval: pollUnlessLive,
  });
}
