import {
  groupIdOf,
  ROLE_NAME_LIMIT,
  problem,
  type NewUserGroup,
  type UserGroup,
  type UserGroupUpdate,
} from '@netloom/contract';
import { ApiError, problemError } from '../../api-error';
import {
  deleteGroups,
  findGroup,
  groupNameTaken,
  insertGroup,
  setGroupMembers,
  updateGroup,
} from '../../store/group-repository';
import type { Database } from '../../store/schema';
import { inTransaction, retryingTransaction } from '../../store/transactions';
import { listUsers } from '../../store/user-repository';
import { forgetPolicyMember } from '../acls/forget-member';
import { auditedObject } from '../../audit/audit-context';
import { checkedNetworkRoles } from '../users/assignments';

const ID_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

export async function groupById(db: Database, groupId: string | undefined): Promise<UserGroup> {
  if (!groupId) throw new ApiError(400, 'group_id is required');
  const group = await findGroup(db, groupId);
  if (!group) throw new ApiError(404, `group ${groupId} not found`);
  return group;
}

function groupName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') throw new ApiError(400, 'group name is required');
  if (trimmed.length > ROLE_NAME_LIMIT) {
    throw new ApiError(400, `group name must have at most ${ROLE_NAME_LIMIT} characters`);
  }
  return trimmed;
}

/** The id a new group gets: the one given, or the one its name makes. */
function newGroupId(id: string | undefined, name: string): string {
  const chosen = id?.trim() || groupIdOf(name);
  if (chosen === '') throw new ApiError(400, 'a group name needs at least one letter or digit');
  if (!ID_PATTERN.test(chosen)) {
    throw new ApiError(400, `group id ${chosen} may hold only a-z, 0-9, dot, underscore and hyphen`);
  }
  return chosen;
}

/** Usernames that exist, in order; unknown ones are refused with their names. */
async function checkedMembers(db: Database, members: string[] | null | undefined): Promise<string[]> {
  const wanted = [...new Set(members ?? [])];
  if (wanted.length === 0) return [];
  const known = new Set((await listUsers(db)).map((user) => user.username));
  const unknown = wanted.filter((username) => !known.has(username));
  if (unknown.length > 0) throw new ApiError(400, `unknown users: ${unknown.join(', ')}`);
  return wanted.sort();
}

/** POST /api/v1/users/group: a custom group with its network roles and first members. */
export async function createGroup(db: Database, input: NewUserGroup): Promise<UserGroup> {
  const name = groupName(input.user_group.name);
  const group: UserGroup = {
    id: newGroupId(input.user_group.id, name),
    name,
    default: false,
    network_roles: await checkedNetworkRoles(db, input.user_group.network_roles),
    meta_data: input.user_group.meta_data?.trim() ?? '',
  };
  const members = await checkedMembers(db, input.members);
  await retryingTransaction(db, async (trx) => {
    if ((await findGroup(trx, group.id)) || (await groupNameTaken(trx, name, group.id))) {
      throw problemError(problem('groupNameTaken', { name }, 'name'));
    }
    await insertGroup(trx, group);
    await setGroupMembers(trx, group.id, members);
    auditedObject({ object_id: group.id });
  });
  return group;
}

/** PUT /api/v1/users/group: a custom group's name, description, network roles and, when given, members. */
export async function changeGroup(db: Database, input: UserGroupUpdate): Promise<UserGroup> {
  const current = await groupById(db, input.id);
  if (current.default) throw new ApiError(400, 'cannot update default user group');
  const group: UserGroup = {
    ...current,
    name: groupName(input.name),
    meta_data: input.meta_data?.trim() ?? current.meta_data,
    network_roles:
      input.network_roles === undefined ? current.network_roles : await checkedNetworkRoles(db, input.network_roles),
  };
  const members =
    input.members === undefined || input.members === null ? null : await checkedMembers(db, input.members);
  await inTransaction(db, async (trx) => {
    if (await groupNameTaken(trx, group.name, group.id)) {
      throw problemError(problem('groupNameTaken', { name: group.name }, 'name'));
    }
    await updateGroup(trx, group);
    if (members) await setGroupMembers(trx, group.id, members);
  });
  return group;
}

/** DELETE /api/v1/users/group: a custom group; its members lose what it granted. Returns the networks whose policies changed. */
export async function removeGroup(db: Database, groupId: string | undefined): Promise<string[]> {
  const group = await groupById(db, groupId);
  if (group.default) throw new ApiError(400, 'cannot delete default user group');
  return inTransaction(db, async (trx) => {
    const networks = await forgetPolicyMember(trx, 'user-group', group.id);
    await deleteGroups(trx, [group.id]);
    return networks;
  });
}
