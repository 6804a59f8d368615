import { nodePeersSchema } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestRaw } from './client';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

/** A node's peers follow the nodes (and their access control), so they live under the nodes' root. */
export const nodePeersKeys = {
  node: (netid: string, nodeId: string) => [QUERY_ROOTS.nodes, 'peers', netid, nodeId] as const,
};

/**
 * The other devices of a node's network as the node sees them: allowed or denied, how they are
 * reached and what the node last measured of them; refreshed by live updates, else with the 10 s
 * status poll.
 */
export function useNodePeersQuery(netid: string, nodeId: string) {
  return useQuery({
    queryKey: nodePeersKeys.node(netid, nodeId),
    queryFn: () =>
      requestRaw(
        nodePeersSchema,
        `/v2/networks/${encodeURIComponent(netid)}/nodes/${encodeURIComponent(nodeId)}/peers`,
      ),
    enabled: netid !== '' && nodeId !== '',
    refetchInterval: pollUnlessLive,
  });
}
