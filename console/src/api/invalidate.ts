import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from './queryRoots';

/**
 * After hosts join, leave, change or go: hosts, nodes (and so the node counts), the networks' host
 * counts and the enrollment keys' uses all may have moved.
 */
export function invalidateMembership(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [QUERY_ROOTS.hosts, QUERY_ROOTS.nodes, QUERY_ROOTS.networks, QUERY_ROOTS.enrollmentKeys].map((root) =>
      queryClient.invalidateQueries({ queryKey: [root] }),
    ),
  ).then(() => undefined);
}
