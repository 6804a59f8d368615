import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS, type QueryRoot } from '../../api/queryRoots';

/**
 * What the page header's refresh button reloads: hosts, nodes, DNS entries, ACLs
 * and external clients, plus node and client metrics on Pro servers.
 */
export function refreshedRoots(isPro: boolean): QueryRoot[] {
  const roots: QueryRoot[] = [
    QUERY_ROOTS.hosts,
    QUERY_ROOTS.nodes,
    QUERY_ROOTS.dns,
    QUERY_ROOTS.acls,
    QUERY_ROOTS.externalClients,
  ];
  return isPro ? [...roots, QUERY_ROOTS.nodeMetrics, QUERY_ROOTS.clientMetrics] : roots;
}

/** Refetches the queries on screen under those roots; rejects with the first failure. */
export async function refreshNetworkData(queryClient: QueryClient, isPro: boolean): Promise<void> {
  await Promise.all(
    refreshedRoots(isPro).map((root) =>
      queryClient.refetchQueries({ queryKey: [root], type: 'active' }, { throwOnError: true }),
    ),
  );
}
