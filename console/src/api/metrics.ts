import { networkMetricsSchema } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestRaw } from './client';
import { QUERY_ROOTS } from './queryRoots';
import { SERVER_POLL_INTERVAL_MS } from './server';

export const metricsKeys = {
  network: (netid: string) => [QUERY_ROOTS.nodeMetrics, 'network', netid] as const,
};

/**
 * What the hosts of a network measured of their peers (reference section 12.10), refetched with the
 * 10 s status poll; only loaded on Pro servers (spec section 8).
 */
export function useNetworkMetricsQuery(netid: string, enabled: boolean) {
  return useQuery({
    queryKey: metricsKeys.network(netid),
    queryFn: () => requestRaw(networkMetricsSchema, `/metrics/${encodeURIComponent(netid)}`),
    enabled: enabled && netid !== '',
    refetchInterval: SERVER_POLL_INTERVAL_MS,
  });
}
