import { dashboardSchema } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestRaw } from './client';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

/** The dashboard counts the nodes (and the gateways and clients they carry), so it lives under their root. */
export const dashboardKeys = {
  summary: [QUERY_ROOTS.nodes, 'dashboard'] as const,
};

/**
 * The dashboard's summary of the networks the user may read: nodes by health, gateways and
 * external clients, with the devices they hold; refreshed by live updates, else with the 10 s poll.
 */
export function useDashboardQuery() {
  return useQuery({
    queryKey: dashboardKeys.summary,
    queryFn: () => requestRaw(dashboardSchema, '/v2/dashboard'),
    refetchInterval: pollUnlessLive,
  });
}
