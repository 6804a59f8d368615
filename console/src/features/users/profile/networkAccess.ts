import {
  ALL_NETWORKS,
  GLOBAL_NETWORK_ADMIN_ROLE,
  GLOBAL_NETWORK_USER_ROLE,
  networkAdminRoleId,
  networkUserRoleId,
  type NetworkRoleSet,
  type UserWithRole,
} from '@netloom/contract';

/** One role a user holds in a network (or in all networks), and what gives it to them. */
export interface NetworkAccess {
  network: string;
  roleId: string;
  /** The names of the groups that give the role. */
  groups: string[];
  /** Given to the user directly, not through a group. */
  direct: boolean;
}

/** The networks a user reaches and their role in each: all networks first, then by network and role. */
export function networkAccessOf(user: Pick<UserWithRole, 'user_group_ids' | 'network_roles'>): NetworkAccess[] {
  const found = new Map<string, NetworkAccess>();
  const add = (roles: NetworkRoleSet | null | undefined, source: { group: string } | 'direct') => {
    for (const [network, held] of Object.entries(roles ?? {})) {
      for (const roleId of Object.keys(held)) {
        const key = `${network}\n${roleId}`;
        const entry = found.get(key) ?? { network, roleId, groups: [], direct: false };
        if (source === 'direct') entry.direct = true;
        else entry.groups.push(source.group);
        found.set(key, entry);
      }
    }
  };
  for (const group of Object.values(user.user_group_ids)) add(group.network_roles, { group: group.name || group.id });
  add(user.network_roles, 'direct');
  const rank = (network: string) => (network === ALL_NETWORKS ? 0 : 1);
  return [...found.values()]
    .map((entry) => ({ ...entry, groups: entry.groups.sort((a, b) => a.localeCompare(b)) }))
    .sort(
      (a, b) =>
        rank(a.network) - rank(b.network) || a.network.localeCompare(b.network) || a.roleId.localeCompare(b.roleId),
    );
}

/** The built-in roles every network has, or null for a role an admin made. */
export function builtInNetworkRole(network: string, roleId: string): 'admin' | 'user' | null {
  const [admin, user] =
    network === ALL_NETWORKS
      ? [GLOBAL_NETWORK_ADMIN_ROLE, GLOBAL_NETWORK_USER_ROLE]
      : [networkAdminRoleId(network), networkUserRoleId(network)];
  if (roleId === admin) return 'admin';
  return roleId === user ? 'user' : null;
}
