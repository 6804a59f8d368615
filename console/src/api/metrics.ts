import { metricSchema, metricsHistorySchema, networkMetricsSchema } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestRaw } from './client';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

export const metricsKeys = {
  network: (netid: string) => [QUERY_ROOTS.nodeMetrics, 'network', netid] as const,
  history: (netid: string, request: MetricsHistoryRequest) =>
    [QUERY_ROOTS.nodeMetrics, 'history', netid, request] as const,
  clients: (netid: string) => [QUERY_ROOTS.clientMetrics, 'network', netid] as const,
};

/**
 * Which history to read: a node over all its peers (`peer` ''), or one pair, over the last `hours`
 * (without, the server's default window, as far as its retention goes).
 */
export interface MetricsHistoryRequest {
  node: string;
  peer: string;
  hours?: number;
}

const clientMetricsSchema = z.record(z.string(), metricSchema);

/**
 * What the hosts of a network measured of their peers, refreshed by live
 * updates, else with the 10 s status poll; only loaded on Pro servers.
 */
export function useNetworkMetricsQuery(netid: string, enabled: boolean) {
  return useQuery({
    queryKey: metricsKeys.network(netid),
    queryFn: () => requestRaw(networkMetricsSchema, `/metrics/${encodeURIComponent(netid)}`),
    enabled: enabled && netid !== '',
    refetchInterval: pollUnlessLive,
  });
}

/**
 * What the remote-access gateways of a network measured of their external clients, by client id,
 * refreshed like the nodes' metrics; only loaded on Pro servers.
 */
export function useClientMetricsQuery(netid: string, enabled: boolean) {
  return useQuery({
    queryKey: metricsKeys.clients(netid),
    queryFn: () => requestRaw(clientMetricsSchema, `/metrics-ext/${encodeURIComponent(netid)}`),
    enabled: enabled && netid !== '',
    refetchInterval: pollUnlessLive,
  });
}

/**
 * A node's measurements over time, of all its peers or of one (GET /api/v2/metrics/{netid}/history),
 * refreshed like the current metrics. Pro only.
 */
export function useMetricsHistoryQuery(netid: string, request: MetricsHistoryRequest, enabled: boolean) {
  const { node, peer, hours } = request;
  return useQuery({
    queryKey: metricsKeys.history(netid, request),
    queryFn: () =>
      requestRaw(metricsHistorySchema, `/v2/metrics/${encodeURIComponent(netid)}/history`, {
        query: { node, ...(peer ? { peer } : {}), ...(hours ? { hours } : {}) },
      }),
    enabled: enabled && netid !== '' && node !== '',
    refetchInterval: pollUnlessLive,
  });
}
