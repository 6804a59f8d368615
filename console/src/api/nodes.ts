import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestRaw } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const nodeKeys = {
  all: [QUERY_ROOTS.nodes] as const,
};

/** The node fields the console reads so far: which network a node, or a static node, belongs to. */
const nodeMembershipSchema = z
  .object({
    network: z.string(),
    static_node: z.object({ network: z.string() }).loose().nullish(),
  })
  .loose();
export type NodeMembership = z.infer<typeof nodeMembershipSchema>;

/** Every node the user may see; a failure is only logged and reads as no nodes (spec section 8). */
export function useNodesQuery() {
  return useQuery({
    queryKey: nodeKeys.all,
    queryFn: async () => {
      try {
        return (await requestRaw(z.array(nodeMembershipSchema).nullable(), '/nodes')) ?? [];
      } catch (error) {
        console.warn('Could not load nodes', error);
        return [];
      }
    },
    retry: false,
  });
}
