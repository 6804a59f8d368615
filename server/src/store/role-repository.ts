import type { ResourceAccess, UserRole } from '@netloom/contract';
import { fromFlag, toFlag } from './flags';
import type { Database, UserRolesTable } from './schema';

function accessText(access: ResourceAccess | null): string | null {
  return access === null ? null : JSON.stringify(access);
}

function accessValue(text: string | null): ResourceAccess | null {
  return text === null ? null : (JSON.parse(text) as ResourceAccess);
}

function toRole(row: UserRolesTable): UserRole {
  return {
    id: row.id,
    name: row.name,
    default: fromFlag(row.is_default),
    meta_data: row.meta_data,
    deny_dashboard_access: fromFlag(row.deny_dashboard_access),
    full_access: fromFlag(row.full_access),
    network_id: row.network_id,
    network_level_access: accessValue(row.network_level_access),
    global_level_access: accessValue(row.global_level_access),
  };
}

export async function insertRole(db: Database, role: UserRole): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({
      id: role.id,
      name: role.name,
      is_default: toFlag(role.default),
      meta_data: role.meta_data,
      deny_dashboard_access: toFlag(role.deny_dashboard_access),
      full_access: toFlag(role.full_access),
      network_id: role.network_id,
      network_level_access: accessText(role.network_level_access),
      global_level_access: accessText(role.global_level_access),
    })
    .execute();
}

export async function findRole(db: Database, id: string): Promise<UserRole | undefined> {
  const row = await db.selectFrom('user_roles').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRole(row);
}

/** Removes the roles scoped to one network; groups lose their grants of them with them. */
export async function deleteRolesOfNetwork(db: Database, netid: string): Promise<void> {
  await db.deleteFrom('user_roles').where('network_id', '=', netid).execute();
}

/** Platform roles (no network), or network roles (a network or `all_networks`), by id. */
export async function listRoles(db: Database, kind: 'platform' | 'network'): Promise<UserRole[]> {
  const rows = await db
    .selectFrom('user_roles')
    .selectAll()
    .where('network_id', kind === 'platform' ? '=' : '!=', '')
    .orderBy('id')
    .execute();
  return rows.map(toRole);
}

/** The roles with these ids (unknown ids are left out). */
export async function rolesWithIds(db: Database, ids: string[]): Promise<UserRole[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('user_roles').selectAll().where('id', 'in', ids).execute();
  return rows.map(toRole);
}

export async function roleNameTaken(db: Database, name: string, networkId: string, exceptId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('id')
    .where((where) => where(where.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('network_id', '=', networkId)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Changes a custom role's name, description and rights. */
export async function updateRole(db: Database, role: UserRole): Promise<void> {
  await db
    .updateTable('user_roles')
    .set({
      name: role.name,
      meta_data: role.meta_data,
      full_access: toFlag(role.full_access),
      network_level_access: accessText(role.network_level_access),
    })
    .where('id', '=', role.id)
    .execute();
}

/** Removes a role; the groups and users holding it lose it with it. */
export async function deleteRole(db: Database, id: string): Promise<void> {
  await db.deleteFrom('user_roles').where('id', '=', id).execute();
}
