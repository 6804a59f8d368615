import {
  ACL_ALL,
  gatewaysTagId,
  type AclMember,
  type AclMemberType,
  type Tag,
  type User,
  type UserGroup,
} from '@netloom/contract';
import { kindOf, type NodeView } from '../nodes/nodeFilters';
import { memberKey } from './policyForm';

export interface MemberOption {
  value: string;
  label: string;
}

/** A titled group of a member select's options. */
export interface MemberOptionGroup {
  group: string;
  items: MemberOption[];
}

/** What the options are called in the user's language. */
export interface MemberLabels {
  /** How `*` of each kind shows. */
  everyone: Record<AclMemberType, string>;
  /** The tag every gateway carries. */
  gatewaysTag: string;
  groups: Record<'everyone' | 'tags' | 'nodes' | 'clients' | 'users' | 'userGroups' | 'earlier', string>;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const byLabel = (a: MemberOption, b: MemberOption) => collator.compare(a.label, b.label);

function group(name: string, items: MemberOption[]): MemberOptionGroup[] {
  return items.length > 0 ? [{ group: name, items }] : [];
}

function option(id: AclMemberType, value: string, label: string): MemberOption {
  return { value: memberKey({ id, value }), label };
}

/** The network's nodes by host name and its config-file clients by id; the values are their ids. */
export function deviceOptions(devices: readonly NodeView[], labels: MemberLabels): MemberOptionGroup[] {
  const devicesOf = (kind: 'netclient' | 'config-files') =>
    devices
      .filter((view) => kindOf(view.node) === kind)
      .map((view) => ({ value: view.key, label: view.name }))
      .sort(byLabel);
  return [
    ...group(labels.groups.nodes, devicesOf('netclient')),
    ...group(labels.groups.clients, devicesOf('config-files')),
  ];
}

/**
 * What a device policy's sources and any policy's destinations pick from: every device, the
 * network's tags (the gateways' tag first), and its devices one by one.
 */
export function resourceOptions(
  netid: string,
  tags: readonly Pick<Tag, 'id' | 'tag_name'>[],
  devices: readonly NodeView[],
  labels: MemberLabels,
): MemberOptionGroup[] {
  return [
    ...group(labels.groups.everyone, [option('tag', ACL_ALL, labels.everyone.tag)]),
    ...group(labels.groups.tags, [
      option('tag', gatewaysTagId(netid), labels.gatewaysTag),
      ...tags.map((tag) => option('tag', tag.id, tag.tag_name)).sort(byLabel),
    ]),
    ...deviceOptions(devices, labels).map((entry) => ({
      group: entry.group,
      items: entry.items.map((item) => option('device', item.value, item.label)),
    })),
  ];
}

/** What a user policy's sources pick from: all users, all groups, users by name, or groups by name. */
export function userSourceOptions(
  users: readonly Pick<User, 'username' | 'display_name'>[],
  userGroups: readonly Pick<UserGroup, 'id' | 'name'>[],
  labels: MemberLabels,
): MemberOptionGroup[] {
  return [
    ...group(labels.groups.everyone, [
      option('user', ACL_ALL, labels.everyone.user),
      option('user-group', ACL_ALL, labels.everyone['user-group']),
    ]),
    ...group(
      labels.groups.users,
      users.map((user) => option('user', user.username, user.display_name || user.username)).sort(byLabel),
    ),
    ...group(
      labels.groups.userGroups,
      userGroups.map((userGroup) => option('user-group', userGroup.id, userGroup.name || userGroup.id)).sort(byLabel),
    ),
  ];
}

/**
 * The options with the policy's own members added where they are missing (a member the network no
 * longer has, or users the caller may not list), so an edit shows and keeps them.
 */
export function withMembers(
  groups: readonly MemberOptionGroup[],
  members: readonly AclMember[],
  labels: MemberLabels,
): MemberOptionGroup[] {
  const known = new Set(groups.flatMap((entry) => entry.items.map((item) => item.value)));
  const missing = new Map(
    members
      .filter((member) => !known.has(memberKey(member)))
      .map((member) => [memberKey(member), option(member.id, member.value, member.name ?? member.value)]),
  );
  return [...groups, ...group(labels.groups.earlier, [...missing.values()])];
}
