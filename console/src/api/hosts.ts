import { apiHostSchema, type ApiHost, type UpdateHostRequest } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestRaw, requestVoid } from './client';
import { invalidateMembership } from './invalidate';
import { pollUnlessLive } from './liveState';
import { QUERY_ROOTS } from './queryRoots';

export const hostKeys = {
  all: [QUERY_ROOTS.hosts] as const,
  list: [QUERY_ROOTS.hosts, 'list'] as const,
};

const hostPath = (hostId: string) => `/hosts/${encodeURIComponent(hostId)}`;
const membershipPath = (hostId: string, netid: string) => `${hostPath(hostId)}/networks/${encodeURIComponent(netid)}`;

/**
 * Every host the user may see, refreshed by live updates, else with the 10 s status poll;
 * loaded only while `enabled`.
 */
export function useHostsQuery(enabled = true) {
  return useQuery({
    enabled,
    queryKey: hostKeys.list,
    queryFn: () => requestRaw(z.array(apiHostSchema).nullable(), '/hosts').then((list) => list ?? []),
    refetchInterval: pollUnlessLive,
  });
}

/** One host looked up in the hosts list. */
export function useHost(hostId: string) {
  const hosts = useHostsQuery();
  return { ...hosts, host: hosts.data?.find((host) => host.id === hostId) };
}

/** A mutation that refreshes hosts, nodes, networks and keys once it succeeds. */
function useMembershipMutation<T, R = void>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateMembership(queryClient) });
}

export function useUpdateHostMutation() {
  return useMembershipMutation((host: UpdateHostRequest & { id: string }) =>
    requestRaw(apiHostSchema, hostPath(host.id), { method: 'PUT', body: host }),
  );
}

export function useDeleteHostMutation() {
  return useMembershipMutation((host: Pick<ApiHost, 'id'>) =>
    requestVoid(hostPath(host.id), { method: 'DELETE', query: { force: true } }),
  );
}

export function useJoinNetworkMutation() {
  return useMembershipMutation(({ hostId, netid }: { hostId: string; netid: string }) =>
    requestVoid(membershipPath(hostId, netid), { method: 'POST' }),
  );
}

export function useLeaveNetworkMutation() {
  return useMembershipMutation(({ hostId, netid, force }: { hostId: string; netid: string; force: boolean }) =>
    requestVoid(membershipPath(hostId, netid), { method: 'DELETE', query: { force } }),
  );
}

export function useRefreshHostKeysMutation() {
  return useMembershipMutation((hostId: string | null) =>
    requestVoid(hostId ? `${hostPath(hostId)}/keys` : '/hosts/keys', { method: 'PUT' }),
  );
}

export function useUpgradeHostMutation() {
  return useMembershipMutation((hostId: string) =>
    requestVoid(`${hostPath(hostId)}/upgrade`, { method: 'PUT', query: { force: false } }),
  );
}

export function useSyncHostMutation() {
  return useMembershipMutation((hostId: string) => requestVoid(`${hostPath(hostId)}/sync`, { method: 'POST' }));
}
