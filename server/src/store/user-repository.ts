import type { NetworkRoleSet } from '@netloom/contract';
import { sql } from 'kysely';
import type { Database, UsersTable } from './schema';

export type UserRecord = UsersTable;

/** What an update may change; fields left out stay as they are. */
export type UserChanges = Partial<
  Pick<UsersTable, 'password_hash' | 'platform_role_id' | 'display_name' | 'account_disabled' | 'is_mfa_enabled'>
>;

export async function findUser(db: Database, username: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** The user linked to an SSO identity (`<issuer>|<subject>`), if any. */
export async function findUserByExternalId(db: Database, externalId: string): Promise<UserRecord | undefined> {
  return (
    db
      .selectFrom('users')
      .selectAll()
      .where('external_id', '=', externalId)
      // Repeats the condition of the unique index (migration 0015) so that the query uses it.
      .where('external_id', '!=', sql.lit(''))
      .executeTakeFirst()
  );
}

/** Links a user to an SSO identity unless it is linked to another; true when it is linked to this one now. */
export async function linkUser(db: Database, username: string, externalId: string, time: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ external_id: externalId, updated_at: time })
    .where('username', '=', username)
    .where('external_id', 'in', ['', externalId])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listUsers(db: Database): Promise<UserRecord[]> {
  return db.selectFrom('users').selectAll().orderBy('username').execute();
}

export async function hasSuperAdmin(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('platform_role_id', '=', 'super-admin')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every session of the user: tokens issued before now stop working. */
export async function endSessionsOf(db: Database, username: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
    .where('username', '=', username)
    .execute();
}

export async function insertUser(db: Database, user: UserRecord): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateUser(db: Database, username: string, changes: UserChanges, time: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: time })
    .where('username', '=', username)
    .execute();
}

/** Removes a user; memberships and direct network roles go with it. */
export async function deleteUser(db: Database, username: string): Promise<void> {
  await db.deleteFrom('users').where('username', '=', username).execute();
}

export async function recordLogin(db: Database, username: string, time: string): Promise<void> {
  await db.updateTable('users').set({ last_login_time: time }).where('username', '=', username).execute();
}

function toRoleSet(rows: { network_id: string; role_id: string }[]): NetworkRoleSet {
  const set: NetworkRoleSet = {};
  for (const row of rows) set[row.network_id] = { ...set[row.network_id], [row.role_id]: {} };
  return set;
}

/** The network roles given to one user directly. */
export async function networkRolesOfUser(db: Database, username: string): Promise<NetworkRoleSet> {
  const rows = await db
    .selectFrom('user_network_roles')
    .select(['network_id', 'role_id'])
    .where('username', '=', username)
    .orderBy('network_id')
    .orderBy('role_id')
    .execute();
  return toRoleSet(rows);
}

/** Username -> the network roles given to the user directly, for every user holding any. */
export async function networkRolesByUser(db: Database): Promise<Map<string, NetworkRoleSet>> {
  const rows = await db.selectFrom('user_network_roles').selectAll().orderBy('network_id').orderBy('role_id').execute();
  const byUser = new Map<string, { network_id: string; role_id: string }[]>();
  for (const row of rows) byUser.set(row.username, [...(byUser.get(row.username) ?? []), row]);
  return new Map([...byUser].map(([username, grants]) => [username, toRoleSet(grants)]));
}

/** Replaces the network roles given to a user directly. */
export async function setUserNetworkRoles(db: Database, username: string, roles: NetworkRoleSet): Promise<void> {
  await db.deleteFrom('user_network_roles').where('username', '=', username).execute();
  const grants = Object.entries(roles).flatMap(([networkId, held]) =>
    Object.keys(held).map((roleId) => ({ username, network_id: networkId, role_id: roleId })),
  );
  if (grants.length > 0) await db.insertInto('user_network_roles').values(grants).execute();
}

/** Removes every network role given directly in one network. */
export async function deleteUserGrantsInNetwork(db: Database, netid: string): Promise<void> {
  await db.deleteFrom('user_network_roles').where('network_id', '=', netid).execute();
}
