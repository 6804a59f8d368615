import type { ApiNode } from '@netloom/contract';
import { useCallback, useMemo } from 'react';
import { useNodesQuery } from '../../api/nodes';
import { nodesByHost } from './hostHealth';

const NO_NODES: ApiNode[] = [];

/** Every node, and the nodes of a host by its id. */
export function useHostNodes() {
  const nodes = useNodesQuery();
  const byHost = useMemo(() => nodesByHost(nodes.data ?? []), [nodes.data]);
  const nodesOf = useCallback((hostId: string) => byHost.get(hostId) ?? NO_NODES, [byHost]);
  return { nodes: nodes.data ?? NO_NODES, nodesOf, loading: nodes.isPending };
}
