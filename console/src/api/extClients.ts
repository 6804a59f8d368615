import { extClientSchema, type CustomExtClient, type ExtClient } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestBlob, requestRaw, requestVoid } from './client';
import { invalidateGateways } from './invalidate';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

export const extClientKeys = {
  network: (netid: string) => [QUERY_ROOTS.externalClients, 'network', netid] as const,
  config: (client: Pick<ExtClient, 'network' | 'clientid'>, kind: ClientConfigKind, preferredip: string) =>
    [QUERY_ROOTS.externalClients, 'config', client.network, client.clientid, kind, preferredip] as const,
};

/** What the config endpoint returns: the WireGuard file, or the same config as a QR code image. */
export type ClientConfigKind = 'file' | 'qr';

const networkPath = (netid: string) => `/extclients/${encodeURIComponent(netid)}`;
const clientPath = (client: Pick<ExtClient, 'network' | 'clientid'>) =>
  `${networkPath(client.network)}/${encodeURIComponent(client.clientid)}`;

/** The external clients of one network, refreshed by live updates, else every 10 s. */
export function useNetworkExtClientsQuery(netid: string) {
  return useQuery({
    queryKey: extClientKeys.network(netid),
    queryFn: () => requestRaw(z.array(extClientSchema).nullable(), networkPath(netid)).then((list) => list ?? []),
    refetchInterval: pollUnlessLive,
  });
}

/** A change of external clients; the nodes list carries them as static nodes, so it reloads too. */
function useExtClientMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateGateways(queryClient) });
}

/** A new client of the gateway node; the server allocates its addresses and, without a public key, its keys. */
export function useCreateExtClientMutation() {
  return useExtClientMutation(
    ({ netid, gatewayId, client }: { netid: string; gatewayId: string; client: CustomExtClient }) =>
      requestRaw(extClientSchema, `${networkPath(netid)}/${encodeURIComponent(gatewayId)}`, {
        method: 'POST',
        body: client,
      }),
  );
}

/** PUT the whole client with the changes applied: the server takes `enabled` and `extraallowedips` from the body. */
export function useUpdateExtClientMutation() {
  return useExtClientMutation(({ client, changes }: { client: ExtClient; changes: CustomExtClient }) =>
    requestRaw(extClientSchema, clientPath(client), { method: 'PUT', body: { ...client, ...changes } }),
  );
}

export function useDeleteExtClientMutation() {
  return useExtClientMutation((client: ExtClient) => requestVoid(clientPath(client), { method: 'DELETE' }));
}

/** The client's config through the gateway endpoint `preferredip`, as WireGuard file text or a QR code PNG. */
export function fetchClientConfig(client: ExtClient, kind: ClientConfigKind, preferredip: string): Promise<Blob> {
  return requestBlob(`${clientPath(client)}/${kind}`, {
    query: { preferredip },
    headers: { Accept: kind === 'qr' ? 'image/png' : 'application/config, text/plain' },
  });
}
