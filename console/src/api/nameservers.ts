import { nameserverDomainSchema, type NameserverRequest } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { dnsKeys } from './dns';
import { requestEnvelope, requestVoid } from './client';
import { pollUnlessLive } from './liveState';

const NAMESERVER_PATH = '/v1/nameserver';

/**
 * A nameserver as any server sends it (Netmaker's schema.Nameserver): what the console shows of it,
 * with the match domains taken from Netmaker's older `match_domains` when `domains` is left out.
 */
const receivedNameserverSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    network_id: z.string(),
    description: z.string().default(''),
    servers: z.array(z.string()).nullable().default([]),
    domains: z.array(nameserverDomainSchema).nullable().optional(),
    match_domains: z.array(z.string()).nullable().optional(),
    status: z.boolean().default(true),
  })
  .transform(({ domains, match_domains, servers, ...nameserver }) => ({
    ...nameserver,
    servers: servers ?? [],
    domains: (
      domains ?? (match_domains ?? []).map((domain) => ({ domain, is_search_domain: false, is_ad_domain: false }))
    ).map(({ domain, is_search_domain }) => ({ domain, is_search_domain })),
  }));
export type ReceivedNameserver = z.infer<typeof receivedNameserverSchema>;

/**
 * The nameservers of one network (Netmaker's GET /api/v1/nameserver?network=): where its hosts ask
 * for names under their match domains. Refetched by live updates (topic `dns`), else with the status poll.
 */
export function useNetworkNameserversQuery(netid: string) {
  return useQuery({
    queryKey: dnsKeys.nameservers(netid),
    queryFn: () =>
      requestEnvelope(z.array(receivedNameserverSchema).nullable(), NAMESERVER_PATH, {
        query: { network: netid },
      }).then((list) => list ?? []),
    refetchInterval: pollUnlessLive,
  });
}

function useNameserverMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: dnsKeys.all }) });
}

/** A new nameserver of the network, on unless the request says `status: false`. */
export function useCreateNameserverMutation(netid: string) {
  return useNameserverMutation((request: NameserverRequest) =>
    requestEnvelope(receivedNameserverSchema, NAMESERVER_PATH, {
      method: 'POST',
      query: { network: netid },
      body: request,
    }),
  );
}

/** Replaces a nameserver's settings (named by the request's `id`); `status` turns it on or off. */
export function useUpdateNameserverMutation(netid: string) {
  return useNameserverMutation((request: NameserverRequest & { id: string }) =>
    requestEnvelope(receivedNameserverSchema, NAMESERVER_PATH, {
      method: 'PUT',
      query: { network: netid },
      body: request,
    }),
  );
}

/** Deletes a nameserver: the network's hosts stop asking it. */
export function useDeleteNameserverMutation(netid: string) {
  return useNameserverMutation((id: string) =>
    requestVoid(NAMESERVER_PATH, { method: 'DELETE', query: { network: netid, id } }),
  );
}
