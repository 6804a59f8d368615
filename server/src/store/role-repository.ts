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
