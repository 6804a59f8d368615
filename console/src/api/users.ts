import { userGroupSchema, userSchema, userWithRoleSchema, type UserWithRole } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestEnvelope, requestRaw } from './client';
import { QUERY_ROOTS } from './queryRoots';

/** The user record with its platform role and groups. */
export function fetchUser(username: string): Promise<UserWithRole> {
  return requestEnvelope(userWithRoleSchema, '/v1/users', { query: { username } });
}

/** Every user of the server (admins and auditors only); loaded while `enabled`. */
export function useUsersQuery(enabled = true) {
  return useQuery({
    queryKey: [QUERY_ROOTS.users, 'list'],
    queryFn: () => requestRaw(z.array(userSchema).nullable(), '/users').then((list) => list ?? []),
    enabled,
  });
}

/** Every user group (admins and auditors only; reference section 4.3); loaded while `enabled`. */
export function useUserGroupsQuery(enabled = true) {
  return useQuery({
    queryKey: [QUERY_ROOTS.users, 'groups'],
    queryFn: () => requestEnvelope(z.array(userGroupSchema).nullable(), '/v1/users/groups').then((list) => list ?? []),
    enabled,
  });
}
