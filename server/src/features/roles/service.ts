import { randomUUID } from 'node:crypto';
import { ALL_NETWORKS, problem, type UserRole } from '@netloom/contract';
import { ApiError, problemError } from '../../api-error';
import { findNetwork } from '../../store/network-repository';
import { deleteRole, findRole, insertRole, roleNameTaken, updateRole } from '../../store/role-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { auditedObject } from '../../audit/audit-context';
import { checkedRights, roleName, type RoleInput } from './role-input';

/** Names a role in the audit log, with its network (none for a role of all networks). */
function auditRole(role: UserRole): void {
  auditedObject({ object_id: role.id, network: role.network_id === ALL_NETWORKS ? '' : role.network_id });
}

export async function roleById(db: Database, roleId: string | undefined): Promise<UserRole> {
  if (!roleId) throw new ApiError(400, 'role is required');
  const role = await findRole(db, roleId);
  if (!role) throw new ApiError(404, `role ${roleId} not found`);
  return role;
}

async function checkNameFree(db: Database, name: string, networkId: string, exceptId: string): Promise<void> {
  if (await roleNameTaken(db, name, networkId, exceptId)) {
    throw problemError(problem('roleNameTaken', { network: networkId, name }, 'name'));
  }
}

/** POST /api/v1/users/role: only network roles (of one network, or of all networks) can be created. */
export async function createNetworkRole(db: Database, input: RoleInput): Promise<UserRole> {
  const networkId = input.network_id ?? '';
  if (networkId === '') throw new ApiError(400, 'only network roles can be created: network_id is required');
  if (networkId !== ALL_NETWORKS && !(await findNetwork(db, networkId))) {
    throw new ApiError(400, `network ${networkId} does not exist`);
  }
  const role: UserRole = {
    id: randomUUID(),
    name: roleName(input),
    default: false,
    meta_data: input.meta_data?.trim() ?? '',
    deny_dashboard_access: false,
    full_access: input.full_access ?? false,
    network_id: networkId,
    network_level_access: checkedRights(input.network_level_access),
    global_level_access: {},
  };
  await inTransaction(db, async (trx) => {
    await checkNameFree(trx, role.name, networkId, role.id);
    await insertRole(trx, role);
    auditRole(role);
  });
  return role;
}

/** PUT /api/v1/users/role: a custom role's name, description and rights; its network never changes. */
export async function changeNetworkRole(db: Database, input: RoleInput): Promise<UserRole> {
  const current = await roleById(db, input.id);
  if (current.default) throw new ApiError(400, 'cannot update default role');
  if (input.network_id !== undefined && input.network_id !== current.network_id) {
    throw new ApiError(
      400,
      `the network of a role cannot change (role ${current.id} belongs to ${current.network_id})`,
    );
  }
  const role: UserRole = {
    ...current,
    name: input.name === undefined ? current.name : roleName(input),
    meta_data: input.meta_data?.trim() ?? current.meta_data,
    full_access: input.full_access ?? current.full_access,
    network_level_access:
      input.network_level_access === undefined
        ? current.network_level_access
        : checkedRights(input.network_level_access),
    global_level_access: {},
  };
  await inTransaction(db, async (trx) => {
    await checkNameFree(trx, role.name, role.network_id, role.id);
    await updateRole(trx, role);
    auditRole(role);
  });
  return role;
}

/** DELETE /api/v1/users/role: custom roles only; groups and users holding it lose it. */
export async function removeNetworkRole(db: Database, roleId: string | undefined): Promise<void> {
  const role = await roleById(db, roleId);
  if (role.network_id === '') throw new ApiError(400, `${role.id} is a platform role and cannot be deleted`);
  if (role.default) throw new ApiError(400, 'cannot delete default role');
  auditRole(role);
  await inTransaction(db, (trx) => deleteRole(trx, role.id));
}
