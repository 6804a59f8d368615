import { networkSchema, networkStatsEntrySchema, type CreateNetworkRequest, type Network } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestEnvelope, requestRaw, requestVoid } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const networkKeys = {
  all: [QUERY_ROOTS.networks] as const,
  list: [QUERY_ROOTS.networks, 'list'] as const,
  stats: [QUERY_ROOTS.networks, 'stats'] as const,
  detail: (netid: string) => [QUERY_ROOTS.networks, 'detail', netid] as const,
};

const networkPath = (netid: string) => `/networks/${encodeURIComponent(netid)}`;

export function useNetworksQuery() {
  return useQuery({
    queryKey: networkKeys.list,
    queryFn: () => requestRaw(z.array(networkSchema).nullable(), '/networks').then((list) => list ?? []),
  });
}

/** Networks with their host counts. */
export function useNetworkStatsQuery() {
  return useQuery({
    queryKey: networkKeys.stats,
    queryFn: () =>
      requestEnvelope(z.array(networkStatsEntrySchema).nullable(), '/v1/networks/stats').then((list) => list ?? []),
  });
}

export function useNetworkQuery(netid: string, enabled: boolean) {
  return useQuery({
    queryKey: networkKeys.detail(netid),
    queryFn: () => requestRaw(networkSchema, networkPath(netid)),
    enabled,
  });
}

export function useCreateNetworkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateNetworkRequest) =>
      requestRaw(networkSchema, '/networks', { method: 'POST', body: request }),
    onSuccess: (network) => {
      queryClient.setQueryData<Network[]>(networkKeys.list, (list) =>
        [...(list ?? []).filter((known) => known.netid !== network.netid), network].sort((a, b) =>
          a.netid.localeCompare(b.netid),
        ),
      );
      return queryClient.invalidateQueries({ queryKey: networkKeys.all });
    },
  });
}

/** PUT the whole network with the changes applied; the server keeps its ranges and netid. */
export function useUpdateNetworkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ network, changes }: { network: Network; changes: Partial<Network> }) =>
      requestRaw(networkSchema, networkPath(network.netid), { method: 'PUT', body: { ...network, ...changes } }),
    onSuccess: (network) => {
      queryClient.setQueryData<Network[]>(networkKeys.list, (list) =>
        list?.map((known) => (known.netid === network.netid ? network : known)),
      );
      queryClient.setQueryData(networkKeys.detail(network.netid), network);
      return queryClient.invalidateQueries({ queryKey: networkKeys.all });
    },
  });
}

export function useDeleteNetworkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (netid: string) => requestVoid(networkPath(netid), { method: 'DELETE', query: { force: false } }),
    onSuccess: (_result, netid) => {
      queryClient.setQueryData<Network[]>(networkKeys.list, (list) => list?.filter((known) => known.netid !== netid));
      queryClient.removeQueries({ queryKey: networkKeys.detail(netid) });
      return queryClient.invalidateQueries({ queryKey: networkKeys.all });
    },
  });
}
