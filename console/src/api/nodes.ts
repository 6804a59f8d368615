import { apiNodeSchema, type ApiNode, type UpdateNodeRequest } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestRaw, requestVoid } from './client';
import { invalidateMembership } from './invalidate';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

export const nodeKeys = {
  all: [QUERY_ROOTS.nodes] as const,
  list: [QUERY_ROOTS.nodes, 'list'] as const,
  network: (netid: string) => [QUERY_ROOTS.nodes, 'network', netid] as const,
};

const nodeListSchema = z.array(apiNodeSchema).nullable();
const nodePath = (node: Pick<ApiNode, 'network' | 'id'>) =>
  `/nodes/${encodeURIComponent(node.network)}/${encodeURIComponent(node.id)}`;

/**
 * Every node the user may see, refreshed by live updates, else with the 10 s status poll;
 * a failure is only logged and reads as no nodes.
 */
export function useNodesQuery() {
  return useQuery({
    queryKey: nodeKeys.list,
    queryFn: async () => {
      try {
        return (await requestRaw(nodeListSchema, '/nodes')) ?? [];
      } catch (error) {
        console.warn('Could not load nodes', error);
        return [];
      }
    },
    retry: false,
    refetchInterval: pollUnlessLive,
  });
}

/** The nodes of one network, refreshed by live updates, else with the 10 s status poll. */
export function useNetworkNodesQuery(netid: string) {
  return useQuery({
    queryKey: nodeKeys.network(netid),
    queryFn: () => requestRaw(nodeListSchema, `/nodes/${encodeURIComponent(netid)}`).then((list) => list ?? []),
    refetchInterval: pollUnlessLive,
  });
}

function useNodeMutation<T, R = void>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateMembership(queryClient) });
}

/** PUT the whole node with the changes applied. */
export function useUpdateNodeMutation() {
  return useNodeMutation(({ node, changes }: { node: ApiNode; changes: UpdateNodeRequest }) =>
    requestRaw(apiNodeSchema, nodePath(node), { method: 'PUT', body: { ...node, ...changes } }),
  );
}

/** Several nodes at once, one call each; rejects with the first failure after all were tried. */
export function useBulkNodeMutation() {
  return useNodeMutation(
    async ({ nodes, action }: { nodes: readonly ApiNode[]; action: 'connect' | 'disconnect' | 'remove' }) => {
      const results = await Promise.allSettled(
        nodes.map((node) =>
          action === 'remove'
            ? requestVoid(nodePath(node), { method: 'DELETE', query: { force: true } })
            : requestRaw(apiNodeSchema, nodePath(node), {
                method: 'PUT',
                body: { ...node, connected: action === 'connect' },
              }),
        ),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  );
}

export function useRemoveNodeMutation() {
  return useNodeMutation(({ node, force }: { node: ApiNode; force: boolean }) =>
    requestVoid(nodePath(node), { method: 'DELETE', query: { force } }),
  );
}
