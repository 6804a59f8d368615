import { userRoleSchema, type UserRole } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestEnvelope, requestVoid } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const roleKeys = {
  detail: (roleId: string) => [QUERY_ROOTS.users, 'roles', 'detail', roleId] as const,
};

const ROLE_PATH = '/v1/users/role';

/** One role, platform or network; the lists are `usePlatformRolesQuery` and `useNetworkRolesQuery` of the users module. */
export function useRoleQuery(roleId: string) {
  return useQuery({
    queryKey: roleKeys.detail(roleId),
    queryFn: () => requestEnvelope(userRoleSchema, ROLE_PATH, { query: { role_id: roleId } }),
  });
}

/** The body of POST /v1/users/role: a network role; the server makes its id. */
export type NewNetworkRole = Pick<
  UserRole,
  'name' | 'network_id' | 'meta_data' | 'full_access' | 'network_level_access'
>;

/** A role change reaches the groups and users that hold the role, so everything under users reloads. */
function useRoleMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.users] }),
  });
}

export function useCreateNetworkRoleMutation() {
  return useRoleMutation((role: NewNetworkRole) =>
    requestEnvelope(userRoleSchema, ROLE_PATH, { method: 'POST', body: role }),
  );
}

/** Saves a custom network role; built-in roles are refused by the server. */
export function useUpdateNetworkRoleMutation() {
  return useRoleMutation((role: UserRole) => requestEnvelope(userRoleSchema, ROLE_PATH, { method: 'PUT', body: role }));
}

/** Deletes a custom network role; it leaves every group and user that held it. */
export function useDeleteNetworkRoleMutation() {
  return useRoleMutation((roleId: string) => requestVoid(ROLE_PATH, { method: 'DELETE', query: { role_id: roleId } }));
}
