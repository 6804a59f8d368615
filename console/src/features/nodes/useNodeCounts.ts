import type { ApiNode } from '@netloom/contract';
import { useMemo } from 'react';
import { useNodesQuery } from '../../api/nodes';

export type NodeMembership = Pick<ApiNode, 'network' | 'static_node'>;

/** Nodes per network: a node counts where its network, or its static node's network, matches. */
export function countNodesByNetwork(nodes: readonly NodeMembership[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const node of nodes) {
    const staticNetwork = node.static_node?.network;
    const network = typeof staticNetwork === 'string' && staticNetwork ? staticNetwork : node.network;
    counts.set(network, (counts.get(network) ?? 0) + 1);
  }
  return counts;
}

export function useNodeCounts() {
  const nodes = useNodesQuery();
  const counts = useMemo(() => countNodesByNetwork(nodes.data ?? []), [nodes.data]);
  return { countOf: (netid: string) => counts.get(netid) ?? 0, refetch: nodes.refetch };
}
