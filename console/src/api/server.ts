import { serverConfigSchema, serverStatusSchema, type ServerStatus } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestRaw, requestVoid } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const SERVER_POLL_INTERVAL_MS = 10_000;

export const serverKeys = {
  status: [QUERY_ROOTS.server, 'status'] as const,
  config: [QUERY_ROOTS.server, 'config'] as const,
};

export function fetchServerStatus(): Promise<ServerStatus> {
  return requestRaw(serverStatusSchema, '/server/status');
}

/** The server configuration; fetched every 10 s until it has loaded once. */
export function useServerConfigQuery(enabled: boolean) {
  return useQuery({
    queryKey: serverKeys.config,
    queryFn: () => requestRaw(serverConfigSchema, '/server/getconfig'),
    enabled,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data ? false : SERVER_POLL_INTERVAL_MS),
  });
}

/** Asks the server to restart (super-admins only); it answers before it goes down. */
export function restartServer(): Promise<void> {
  return requestVoid('/server/shutdown', { method: 'POST' });
}
