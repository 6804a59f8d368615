import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
import type { ServerStatus } from '@netloom/contract';
import { fetchServerStatus, SERVER_POLL_INTERVAL_MS, serverKeys } from '../api/server';

/** The server status as last known, plus whether the server could be reached at all. */
export type ServerHealth = ServerStatus & { healthyNetwork: boolean };

/** The status is taken as healthy at start (spec section 4). */
const HEALTHY_AT_START: ServerHealth = {
  db_connected: true,
  broker_connected: true,
  license_error: '',
  is_pro: false,
  trial_end_date: '',
  is_on_trial_license: false,
  healthyNetwork: true,
};

/**
 * An error answer keeps the previous flags and means the network is fine; no answer keeps them
 * and means it is not; anything else marks the database and broker down (spec section 4).
 */
export function healthAfterFailure(previous: ServerHealth, error: unknown): ServerHealth {
  if (isApiError(error) && error.kind === 'http') return { ...previous, healthyNetwork: true };
  if (isApiError(error) && error.kind === 'network') return { ...previous, healthyNetwork: false };
  return { ...previous, db_connected: false, broker_connected: false, license_error: '', healthyNetwork: false };
}

export function isServerHealthy(health: ServerHealth): boolean {
  return health.db_connected && health.healthyNetwork && !health.license_error;
}

/** The server status, polled every 10 s while anything on screen reads it. */
export function useServerHealth(): ServerHealth {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: serverKeys.status,
    queryFn: async (): Promise<ServerHealth> => {
      const previous = queryClient.getQueryData<ServerHealth>(serverKeys.status) ?? HEALTHY_AT_START;
      try {
        return { ...previous, ...(await fetchServerStatus()), healthyNetwork: true };
      } catch (error) {
        return healthAfterFailure(previous, error);
      }
    },
    initialData: HEALTHY_AT_START,
    initialDataUpdatedAt: 0,
    refetchInterval: SERVER_POLL_INTERVAL_MS,
    staleTime: SERVER_POLL_INTERVAL_MS,
    retry: false,
  });
  return data;
}
