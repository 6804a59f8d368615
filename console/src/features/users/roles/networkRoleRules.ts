import { ALL_NETWORKS, type NetworkRoleSet, type User, type UserGroup, type UserRole } from '@netloom/contract';
import type { NetworkRoleRow } from './networkRoleRows';

/** Why a table of network roles can't be saved as it is. */
export type NetworkRolesProblem = 'incomplete' | 'duplicate' | 'mixedScopes';

/**
 * The first reason the rows can't be saved: a row without its network or role, the same role twice,
 * or roles for all networks next to roles for a specific network (the server refuses that mix).
 */
export function networkRolesProblem(rows: readonly NetworkRoleRow[]): NetworkRolesProblem | null {
  if (rows.some((row) => !row.network || !row.roleId)) return 'incomplete';
  const pairs = new Set(rows.map((row) => `${row.network}\n${row.roleId}`));
  if (pairs.size < rows.length) return 'duplicate';
  const allNetworks = rows.some((row) => row.network === ALL_NETWORKS);
  if (allNetworks && rows.some((row) => row.network !== ALL_NETWORKS)) return 'mixedScopes';
  return null;
}

/** The roles that can be given in a scope: that network's roles, or the all-networks roles; by name. */
export function rolesForScope(roles: readonly UserRole[], network: string): UserRole[] {
  return roles.filter((role) => role.network_id === network).sort((a, b) => a.name.localeCompare(b.name));
}

/** A role's name when the list knows it, else its id. */
export function roleNameOf(roles: readonly UserRole[], roleId: string): string {
  return roles.find((role) => role.id === roleId)?.name || roleId;
}

const holds = (roles: NetworkRoleSet | null, roleId: string) =>
  Object.values(roles ?? {}).some((held) => roleId in held);

/** Who loses a role when it goes: the groups that give it (by name) and the users given it directly. */
export function roleHolders(
  roleId: string,
  groups: readonly Pick<UserGroup, 'name' | 'id' | 'network_roles'>[],
  users: readonly Pick<User, 'username' | 'network_roles'>[],
): { groups: string[]; users: string[] } {
  return {
    groups: groups
      .filter((group) => holds(group.network_roles, roleId))
      .map((group) => group.name || group.id)
      .sort((a, b) => a.localeCompare(b)),
    users: users
      .filter((user) => holds(user.network_roles, roleId))
      .map((user) => user.username)
      .sort(),
  };
}

/** Network roles for all networks first, then network by network, each by name. */
export function sortNetworkRoles(roles: readonly UserRole[]): UserRole[] {
  const rank = (role: UserRole) => (role.network_id === ALL_NETWORKS ? 0 : 1);
  return [...roles].sort(
    (a, b) => rank(a) - rank(b) || a.network_id.localeCompare(b.network_id) || a.name.localeCompare(b.name),
  );
}

/** The roles whose name, id, network or description contains the search. */
export function searchRoles(roles: readonly UserRole[], search: string): UserRole[] {
  const term = search.trim().toLowerCase();
  return roles.filter((role) =>
    [role.name, role.id, role.network_id, role.meta_data].some((text) => text.toLowerCase().includes(term)),
  );
}
