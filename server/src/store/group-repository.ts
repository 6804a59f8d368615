import type { UserGroup } from '@netloom/contract';
import { fromFlag, toFlag } from './flags';
import type { Database } from './schema';

export async function insertGroup(db: Database, group: UserGroup): Promise<void> {
  await db
    .insertInto('user_groups')
    .values({ id: group.id, name: group.name, is_default: toFlag(group.default), meta_data: group.meta_data })
    .execute();
  const grants = Object.entries(group.network_roles).flatMap(([networkId, roles]) =>
    Object.keys(roles).map((roleId) => ({ group_id: group.id, network_id: networkId, role_id: roleId })),
  );
  if (grants.length > 0) await db.insertInto('group_network_roles').values(grants).execute();
}

type GroupRow = { id: string; name: string; is_default: number; meta_data: string };

/** Groups with the network roles each grants (one more query whatever their number). */
async function withNetworkRoles(db: Database, groups: GroupRow[]): Promise<UserGroup[]> {
  if (groups.length === 0) return [];
  const grants = await db
    .selectFrom('group_network_roles')
    .selectAll()
    .where(
      'group_id',
      'in',
      groups.map((group) => group.id),
    )
    .execute();
  return groups.map((group) => {
    const networkRoles: UserGroup['network_roles'] = {};
    for (const grant of grants.filter((candidate) => candidate.group_id === group.id)) {
      networkRoles[grant.network_id] = { ...networkRoles[grant.network_id], [grant.role_id]: {} };
    }
    return {
      id: group.id,
      name: group.name,
      default: fromFlag(group.is_default),
      network_roles: networkRoles,
      meta_data: group.meta_data,
    };
  });
}

/** The groups a user belongs to, each with the network roles it grants. */
export async function groupsOfUser(db: Database, username: string): Promise<UserGroup[]> {
  const groups = await db
    .selectFrom('user_groups')
    .innerJoin('user_group_members', 'user_group_members.group_id', 'user_groups.id')
    .select(['user_groups.id', 'user_groups.name', 'user_groups.is_default', 'user_groups.meta_data'])
    .where('user_group_members.username', '=', username)
    .orderBy('user_groups.id')
    .execute();
  return withNetworkRoles(db, groups);
}

/** Every user group, by id, each with the network roles it grants. */
export async function listGroups(db: Database): Promise<UserGroup[]> {
  return withNetworkRoles(db, await db.selectFrom('user_groups').selectAll().orderBy('id').execute());
}

/** Username -> ids of the groups the user belongs to, for every user with at least one group. */
export async function groupIdsByUser(db: Database): Promise<Map<string, string[]>> {
  const rows = await db.selectFrom('user_group_members').selectAll().orderBy('group_id').execute();
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.username, [...(byUser.get(row.username) ?? []), row.group_id]);
  return byUser;
}

export async function addGroupMember(db: Database, groupId: string, username: string): Promise<void> {
  await db.insertInto('user_group_members').values({ group_id: groupId, username }).execute();
}

/** Removes groups; their memberships and grants go with them. */
export async function deleteGroups(db: Database, ids: string[]): Promise<void> {
  await db.deleteFrom('user_groups').where('id', 'in', ids).execute();
}

/** Removes every grant any group holds in one network. */
export async function deleteNetworkGrants(db: Database, netid: string): Promise<void> {
  await db.deleteFrom('group_network_roles').where('network_id', '=', netid).execute();
}
