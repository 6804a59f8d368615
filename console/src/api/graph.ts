import { networkGraphSchema } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestRaw } from './client';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

/** The graph is drawn from the nodes, so it lives under their root and reloads with them. */
export const graphKeys = {
  network: (netid: string) => [QUERY_ROOTS.nodes, 'graph', netid] as const,
};

/**
 * A network's devices, clients and egress ranges with the links between them, refreshed by live
 * updates, else with the 10 s status poll.
 */
export function useNetworkGraphQuery(netid: string) {
  return useQuery({
    queryKey: graphKeys.network(netid),
    queryFn: () => requestRaw(networkGraphSchema, `/v2/networks/${encodeURIComponent(netid)}/graph`),
    enabled: netid !== '',
    refetchInterval: pollUnlessLive,
  });
}
