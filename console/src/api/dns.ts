import { dnsEntrySchema, hostDnsStatusSchema, type CreateDnsEntryRequest, type DnsEntry } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestRaw, requestVoid } from './client';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

export const dnsKeys = {
  all: [QUERY_ROOTS.dns] as const,
  network: (netid: string) => [QUERY_ROOTS.dns, 'network', netid] as const,
  /** How each host of a network resolves its names, from the hosts' check-ins. */
  hosts: (netid: string) => [QUERY_ROOTS.dns, 'hosts', netid] as const,
  /** The network's nameservers with their match domains (api/nameservers.ts). */
  nameservers: (netid: string) => [QUERY_ROOTS.dns, 'nameservers', netid] as const,
};

/** A DNS entry as any server sends it: Netmaker servers leave out Netloom's `automatic` flag. */
const receivedDnsEntrySchema = dnsEntrySchema.extend({ automatic: z.boolean().optional() });
export type ReceivedDnsEntry = z.infer<typeof receivedDnsEntrySchema>;

const networkPath = (netid: string) => `/dns/${encodeURIComponent(netid)}`;

/**
 * The DNS entries of one network, the nodes' and the custom ones, refetched
 * by live updates (else with the 10 s status poll) so node entries follow the nodes.
 */
export function useNetworkDnsQuery(netid: string) {
  return useQuery({
    queryKey: dnsKeys.network(netid),
    queryFn: () =>
      requestRaw(z.array(receivedDnsEntrySchema).nullable(), `/dns/adm/${encodeURIComponent(netid)}`).then(
        (list) => list ?? [],
      ),
    refetchInterval: pollUnlessLive,
  });
}

/**
 * Each host of the network with its DNS as its agent last reported it (Netloom's GET
 * /api/v2/networks/{netid}/dns/hosts): serving, partly, off or never reported, how the host's
 * resolver asks the agent, the names served and the last problem. A report that changes is a live
 * change of topic `dns`; else the 10 s status poll refreshes it.
 */
export function useNetworkHostDnsQuery(netid: string) {
  return useQuery({
    queryKey: dnsKeys.hosts(netid),
    queryFn: () => requestRaw(z.array(hostDnsStatusSchema), `/v2/networks/${encodeURIComponent(netid)}/dns/hosts`),
    refetchInterval: pollUnlessLive,
  });
}

function useDnsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: dnsKeys.all }) });
}

/** A custom entry in the network; the server refuses a name already used there. */
export function useCreateDnsEntryMutation() {
  return useDnsMutation(({ netid, request }: { netid: string; request: CreateDnsEntryRequest }) =>
    requestRaw(receivedDnsEntrySchema, networkPath(netid), { method: 'POST', body: request }),
  );
}

/** Deletes a custom entry; a node's automatic entry can't be deleted. */
export function useDeleteDnsEntryMutation() {
  return useDnsMutation((entry: Pick<DnsEntry, 'network' | 'name'>) =>
    requestVoid(`${networkPath(entry.network)}/${encodeURIComponent(entry.name)}`, { method: 'DELETE' }),
  );
}
