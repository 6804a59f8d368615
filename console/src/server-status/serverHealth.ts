import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';
import { fetchServerStatus, SERVER_POLL_INTERVAL_MS, serverKeys } from '../api/server';
import { HEALTHY_AT_START, nextServerHealth, type ServerHealth, type StatusPoll } from './serverHealthState';

async function pollStatus(): Promise<StatusPoll> {
  try {
    return { status: await fetchServerStatus() };
  } catch (error) {
    if (isApiError(error) && error.kind === 'http') return { failure: 'http-error' };
    if (isApiError(error) && error.kind === 'network') return { failure: 'no-response' };
    return { failure: 'other' };
  }
}

/** The server status, polled every 10 s from start-up on. */
export function useServerHealth(): ServerHealth {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: serverKeys.status,
    queryFn: async (): Promise<ServerHealth> => {
      const poll = await pollStatus();
      return nextServerHealth(queryClient.getQueryData<ServerHealth>(serverKeys.status) ?? HEALTHY_AT_START, poll);
    },
    initialData: HEALTHY_AT_START,
    initialDataUpdatedAt: 0,
    refetchInterval: SERVER_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: SERVER_POLL_INTERVAL_MS,
    retry: false,
  });
  return data;
}
