import { ALL_NETWORKS, isPlatformRole, type GroupSet, type NetworkRoleSet } from '@netloom/contract';
import { ApiError } from '../../api-error';
import { listGroups } from '../../store/group-repository';
import { listNetworkIds } from '../../store/network-repository';
import { rolesWithIds } from '../../store/role-repository';
import type { Database } from '../../store/schema';

/** The group ids of a `{gid: {}}` set, checked to exist (400 naming the unknown ones). */
export async function checkedGroupIds(db: Database, groups: GroupSet | null | undefined): Promise<string[]> {
  const ids = Object.keys(groups ?? {});
  if (ids.length === 0) return [];
  const known = new Set((await listGroups(db)).map((group) => group.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new ApiError(400, `invalid groups: ${unknown.join(', ')} do not exist`);
  return ids.sort();
}

/**
 * Network roles as given to a user, a group or an invitation, checked: each scope is an existing
 * network or `all_networks`, never both for the same role set, and each role a network role of that scope.
 */
export async function checkedNetworkRoles(
  db: Database,
  roles: NetworkRoleSet | null | undefined,
): Promise<NetworkRoleSet> {
  const scopes = Object.entries(roles ?? {}).filter(([, held]) => Object.keys(held ?? {}).length > 0);
  if (scopes.length === 0) return {};
  if (scopes.some(([scope]) => scope === ALL_NETWORKS) && scopes.length > 1) {
    throw new ApiError(400, 'cannot have networks roles for all networks and a specific network');
  }
  const networks = new Set(await listNetworkIds(db));
  const roleIds = [...new Set(scopes.flatMap(([, held]) => Object.keys(held)))];
  const found = new Map((await rolesWithIds(db, roleIds)).map((role) => [role.id, role]));
  const checked: NetworkRoleSet = {};
  for (const [scope, held] of scopes) {
    if (scope !== ALL_NETWORKS && !networks.has(scope)) throw new ApiError(400, `network ${scope} does not exist`);
    for (const roleId of Object.keys(held)) {
      const role = found.get(roleId);
      if (!role) throw new ApiError(400, `network role ${roleId} does not exist`);
      if (isPlatformRole(roleId) || role.network_id === '') {
        throw new ApiError(400, `${roleId} is a platform role, not a network role`);
      }
      if (role.network_id !== scope) {
        throw new ApiError(400, `role ${roleId} belongs to ${role.network_id}, not to ${scope}`);
      }
    }
    checked[scope] = Object.fromEntries(Object.keys(held).map((roleId) => [roleId, {}]));
  }
  return checked;
}

/** The network roles of a set that still exist in a scope that still exists (for invitations made earlier). */
export async function stillGrantable(db: Database, roles: NetworkRoleSet): Promise<NetworkRoleSet> {
  const networks = new Set([...(await listNetworkIds(db)), ALL_NETWORKS]);
  const found = await rolesWithIds(db, [...new Set(Object.values(roles).flatMap((held) => Object.keys(held)))]);
  const kept: NetworkRoleSet = {};
  for (const [scope, held] of Object.entries(roles)) {
    const valid = Object.keys(held).filter((id) => found.some((role) => role.id === id && role.network_id === scope));
    if (networks.has(scope) && valid.length > 0) kept[scope] = Object.fromEntries(valid.map((id) => [id, {}]));
  }
  return kept;
}
