import {
  userGroupSchema,
  userRoleSchema,
  userSchema,
  userWithRoleSchema,
  type PendingApproval,
  type UserInput,
  type UserWithRole,
} from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { completeSession, endSession, getSession } from '../session/session';
import { renewedSessionToken } from './auth';
import { renewingSession, requestEnvelope, requestRaw, requestVoid } from './client';
import { QUERY_ROOTS, type QueryRoot } from './queryRoots';

export const userKeys = {
  all: [QUERY_ROOTS.users] as const,
  list: [QUERY_ROOTS.users, 'list'] as const,
  detail: (username: string) => [QUERY_ROOTS.users, 'detail', username] as const,
  groups: [QUERY_ROOTS.users, 'groups'] as const,
  pending: [QUERY_ROOTS.users, 'pending'] as const,
  platformRoles: [QUERY_ROOTS.users, 'roles', 'platform'] as const,
  networkRoles: [QUERY_ROOTS.users, 'roles', 'network'] as const,
};

const userPath = (username: string) => `/users/${encodeURIComponent(username)}`;
const pendingUserPath = (username: string) => `/users_pending/user/${encodeURIComponent(username)}`;
const userListSchema = z.array(userSchema).nullable();
const roleListSchema = z.array(userRoleSchema).nullable();
const orEmpty = <T>(list: T[] | null) => list ?? [];

/** The user record with its platform role and groups. */
export function fetchUser(username: string): Promise<UserWithRole> {
  return requestEnvelope(userWithRoleSchema, '/v1/users', { query: { username } });
}

/** Reads the signed-in user again, so the session shows a changed role or display name. */
export async function refreshSessionUser(): Promise<void> {
  completeSession(await fetchUser(getSession().username));
}

/** One user with its platform role and its groups expanded (themself or an admin). */
export function useUserQuery(username: string) {
  return useQuery({ queryKey: userKeys.detail(username), queryFn: () => fetchUser(username) });
}

/** Every user of the server (admins and auditors only); loaded while `enabled`. */
export function useUsersQuery(enabled = true) {
  return useQuery({
    queryKey: userKeys.list,
    queryFn: () => requestRaw(userListSchema, '/users').then(orEmpty),
    enabled,
  });
}

/** Every user group (admins and auditors only); loaded while `enabled`. */
export function useUserGroupsQuery(enabled = true) {
  return useQuery({
    queryKey: userKeys.groups,
    queryFn: () => requestEnvelope(z.array(userGroupSchema).nullable(), '/v1/users/groups').then(orEmpty),
    enabled,
  });
}

/** The built-in platform roles (admins and auditors only). */
export function usePlatformRolesQuery(enabled = true) {
  return useQuery({
    queryKey: userKeys.platformRoles,
    queryFn: () => requestEnvelope(roleListSchema, '/v1/users/roles', { query: { platform: true } }).then(orEmpty),
    enabled,
  });
}

/** The network roles of every network and of all networks (admins and auditors only). */
export function useNetworkRolesQuery(enabled = true) {
  return useQuery({
    queryKey: userKeys.networkRoles,
    queryFn: () => requestEnvelope(roleListSchema, '/v1/users/roles').then(orEmpty),
    enabled,
  });
}

/** SSO users who signed in without an invitation and wait for an admin (admins and auditors only). */
export function usePendingUsersQuery() {
  return useQuery({
    queryKey: userKeys.pending,
    queryFn: () => requestRaw(userListSchema, '/users_pending').then(orEmpty),
  });
}

/** What a change to users reaches besides them: deleting a user removes them from policies and may take their config files. */
const CHANGED_BY_USERS: readonly QueryRoot[] = [QUERY_ROOTS.users, QUERY_ROOTS.acls, QUERY_ROOTS.externalClients];

function useUserMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => CHANGED_BY_USERS.includes(query.queryKey[0] as QueryRoot),
      }),
  });
}

export function useCreateUserMutation() {
  return useUserMutation((input: UserInput & { username: string }) =>
    requestRaw(userSchema, userPath(input.username), { method: 'POST', body: input }),
  );
}

/** Changes the given fields of a user; a change to the signed-in user is read back into the session. */
export function useUpdateUserMutation() {
  return useUserMutation(async ({ username, changes }: { username: string; changes: UserInput }) => {
    const put = (noRetry = false) =>
      requestRaw(userSchema, userPath(username), { method: 'PUT', body: { ...changes, username }, noRetry });
    const self = username === getSession().username;
    const { password } = changes;
    // A new password of one's own ends every session, this one too: sign in again with it at once.
    const user =
      self && password
        ? await renewingSession(async () => {
            const changed = await put(true);
            return { value: changed, jwt: await renewedSessionToken({ username, password }) };
          })
        : await put();
    // With MFA the new password alone gives no session: sign out to the login page, which asks for the code.
    if (self && !getSession().jwt) endSession();
    else if (self) await refreshSessionUser();
    return user;
  });
}

export function useDeleteUserMutation() {
  return useUserMutation(({ username, deleteConfigs }: { username: string; deleteConfigs: boolean }) =>
    requestVoid(userPath(username), { method: 'DELETE', query: deleteConfigs ? { force_delete_configs: true } : {} }),
  );
}

/** Makes an admin the super-admin; the caller becomes an admin, which the session then shows. */
export function useTransferSuperAdminMutation() {
  return useUserMutation(async (username: string) => {
    const promoted = await requestRaw(userSchema, `/users/adm/transfersuperadmin/${encodeURIComponent(username)}`, {
      method: 'POST',
    });
    await refreshSessionUser();
    return promoted;
  });
}

export function useApprovePendingUserMutation() {
  return useUserMutation(({ username, approval }: { username: string; approval: PendingApproval }) =>
    requestVoid(pendingUserPath(username), { method: 'POST', body: approval }),
  );
}

export function useDenyPendingUserMutation() {
  return useUserMutation((username: string) => requestVoid(pendingUserPath(username), { method: 'DELETE' }));
}

export function useDenyAllPendingUsersMutation() {
  return useUserMutation(() => requestVoid('/users_pending', { method: 'DELETE' }));
}

/** "Sign out everywhere": every session of the signed-in user ends, on every browser and device, this one too. */
export function useSignOutEverywhereMutation() {
  return useMutation({
    mutationFn: async () => {
      await requestVoid('/v2/sessions', { method: 'DELETE' });
      endSession();
    },
  });
}
