import type { NetworkRoleSet, UserGroup } from '@netloom/contract';
import { fromFlag, toFlag } from './flags';
import type { Database } from './schema';

export async function insertGroup(db: Database, group: UserGroup): Promise<void> {
  await db
    .insertInto('user_groups')
    .values({ id: group.id, name: group.name, is_default: toFlag(group.default), meta_data: group.meta_data })
    .execute();
  await insertGrants(db, group.id, group.network_roles);
}

async function insertGrants(db: Database, groupId: string, roles: NetworkRoleSet): Promise<void> {
  const grants = Object.entries(roles).flatMap(([networkId, held]) =>
    Object.keys(held).map((roleId) => ({ group_id: groupId, network_id: networkId, role_id: roleId })),
  );
  if (grants.length > 0) await db.insertInto('group_network_roles').values(grants).execute();
}

/** Changes a group's name, description and network roles. */
export async function updateGroup(db: Database, group: UserGroup): Promise<void> {
  await db
    .updateTable('user_groups')
    .set({ name: group.name, meta_data: group.meta_data })
    .where('id', '=', group.id)
    .execute();
  await db.deleteFrom('group_network_roles').where('group_id', '=', group.id).execute();
  await insertGrants(db, group.id, group.network_roles);
}

export async function findGroup(db: Database, id: string): Promise<UserGroup | undefined> {
  const row = await db.selectFrom('user_groups').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withNetworkRoles(db, [row]))[0];
}

export async function groupNameTaken(db: Database, name: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_groups')
    .select('id')
    .where((where) => where(where.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces a group's members. */
export async function setGroupMembers(db: Database, groupId: string, usernames: string[]): Promise<void> {
  await db.deleteFrom('user_group_members').where('group_id', '=', groupId).execute();
  if (usernames.length > 0) {
    await db
      .insertInto('user_group_members')
      .values(usernames.map((username) => ({ group_id: groupId, username })))
      .execute();
  }
}

/** Replaces the groups a user belongs to. */
export async function setUserGroups(db: Database, username: string, groupIds: string[]): Promise<void> {
  await db.deleteFrom('user_group_members').where('username', '=', username).execute();
  for (const groupId of groupIds) await addGroupMember(db, groupId, username);
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
