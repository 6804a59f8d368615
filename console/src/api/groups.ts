import { userGroupSchema, type NewUserGroup, type UserGroupUpdate } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestEnvelope, requestVoid } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const groupKeys = {
  detail: (groupId: string) => [QUERY_ROOTS.users, 'group', groupId] as const,
};

const GROUP_PATH = '/v1/users/group';

/** One user group; the list is `useUserGroupsQuery` of the users module. */
export function useUserGroupQuery(groupId: string) {
  return useQuery({
    queryKey: groupKeys.detail(groupId),
    queryFn: () => requestEnvelope(userGroupSchema, GROUP_PATH, { query: { group_id: groupId } }),
  });
}

/** A group change moves users in and out of it, so everything under users reloads. */
function useGroupMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.users] }),
  });
}

/** A new group with its network roles and members; its id is the name lower-cased, spaces to dashes. */
export function useCreateUserGroupMutation() {
  return useGroupMutation((request: NewUserGroup) =>
    requestEnvelope(userGroupSchema, GROUP_PATH, { method: 'POST', body: request }),
  );
}

/** Saves a custom group; `members`, when given, replaces its members. */
export function useUpdateUserGroupMutation() {
  return useGroupMutation((request: UserGroupUpdate) =>
    requestEnvelope(userGroupSchema, GROUP_PATH, { method: 'PUT', body: request }),
  );
}

export function useDeleteUserGroupMutation() {
  return useGroupMutation((groupId: string) =>
    requestVoid(GROUP_PATH, { method: 'DELETE', query: { group_id: groupId } }),
  );
}
