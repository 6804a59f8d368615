import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, type QueryRoot } from './queryRoots';

/** Marks every query under these roots stale; the shown ones load again. */
export function invalidateRoots(queryClient: QueryClient, roots: readonly QueryRoot[]): Promise<void> {
  return Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] }))).then(() => undefined);
}

/**
 * After hosts join, leave, change or go: hosts, nodes (and so the node counts), the networks' host
 * counts and the enrollment keys' uses all may have moved, and a gateway that goes takes its
 * external clients with it.
 */
export function invalidateMembership(queryClient: QueryClient): Promise<void> {
  return invalidateRoots(queryClient, [
    QUERY_ROOTS.hosts,
    QUERY_ROOTS.nodes,
    QUERY_ROOTS.networks,
    QUERY_ROOTS.enrollmentKeys,
    QUERY_ROOTS.externalClients,
  ]);
}

/**
 * After a node gains or loses a gateway or relay role, or an external client changes: the nodes show
 * their roles and list external clients as static nodes, and a gateway that goes takes its external
 * clients with it.
 */
export function invalidateGateways(queryClient: QueryClient): Promise<void> {
  return invalidateRoots(queryClient, [QUERY_ROOTS.nodes, QUERY_ROOTS.externalClients]);
}
