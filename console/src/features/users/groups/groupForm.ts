import {
  groupIdOf,
  ROLE_NAME_LIMIT,
  type NewUserGroup,
  type User,
  type UserGroup,
  type UserGroupUpdate,
} from '@netloom/contract';
import { networkRoleRows, toNetworkRoleSet, type NetworkRoleRow } from '../roles/networkRoleRows';

export interface GroupFormValues {
  name: string;
  description: string;
  networkRoles: NetworkRoleRow[];
}

export interface NewGroupFormValues extends GroupFormValues {
  /** Usernames. */
  members: string[];
}

export const EMPTY_GROUP_FORM: NewGroupFormValues = { name: '', description: '', networkRoles: [], members: [] };

export type GroupNameProblem = 'required' | 'tooLong' | 'characters' | 'taken';

/**
 * The server's rules for a group name: given, at most 64 characters, with a letter or digit to make
 * its id of, and neither its name nor its id another group's.
 */
export function groupNameProblem(
  name: string,
  groups: readonly Pick<UserGroup, 'id' | 'name'>[],
  ownId?: string,
): GroupNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > ROLE_NAME_LIMIT) return 'tooLong';
  const id = groupIdOf(trimmed);
  if (!id) return 'characters';
  const others = groups.filter((group) => group.id !== ownId);
  const taken = others.some((group) => group.id === id || group.name.toLowerCase() === trimmed.toLowerCase());
  return taken ? 'taken' : null;
}

export function toNewUserGroup(values: NewGroupFormValues): NewUserGroup {
  return {
    user_group: {
      name: values.name.trim(),
      meta_data: values.description.trim(),
      network_roles: toNetworkRoleSet(values.networkRoles),
    },
    members: values.members,
  };
}

export function groupFormOf(group: UserGroup): GroupFormValues {
  return { name: group.name, description: group.meta_data, networkRoles: networkRoleRows(group.network_roles) };
}

/** The group with the form's changes and its members, which the update replaces. */
export function toGroupUpdate(group: UserGroup, values: GroupFormValues, members: readonly string[]): UserGroupUpdate {
  return {
    ...group,
    name: values.name.trim(),
    meta_data: values.description.trim(),
    network_roles: toNetworkRoleSet(values.networkRoles),
    members: [...members],
  };
}

/** The usernames of a group's members: the users whose groups hold its id, sorted. */
export function memberNamesOf(groupId: string, users: readonly Pick<User, 'username' | 'user_group_ids'>[]): string[] {
  return users
    .filter((user) => groupId in user.user_group_ids)
    .map((user) => user.username)
    .sort();
}

/** The groups whose name, id or description contains the search. */
export function searchGroups(groups: readonly UserGroup[], search: string): UserGroup[] {
  const term = search.trim().toLowerCase();
  return groups.filter((group) =>
    [group.name, group.id, group.meta_data].some((text) => text.toLowerCase().includes(term)),
  );
}
