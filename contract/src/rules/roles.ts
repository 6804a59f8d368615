/** Platform roles, network roles and user groups. */

export const PLATFORM_ROLES = ['super-admin', 'admin', 'platform-user', 'auditor', 'service-user'] as const;
export type PlatformRoleId = (typeof PLATFORM_ROLES)[number];

export const GLOBAL_NETWORK_ADMIN_GROUP = 'global-network-admin-grp';
export const GLOBAL_NETWORK_USER_GROUP = 'global-network-user-grp';
export const GLOBAL_NETWORK_ADMIN_ROLE = 'global-network-admin';
export const GLOBAL_NETWORK_USER_ROLE = 'global-network-user';
export const ALL_NETWORKS = 'all_networks';

export function isPlatformRole(role: string): role is PlatformRoleId {
  return (PLATFORM_ROLES as readonly string[]).includes(role);
}

export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'super-admin';
}

export const networkAdminRoleId = (network: string) => `${network}-network-admin`;
export const networkUserRoleId = (network: string) => `${network}-network-user`;
export const networkAdminGroupId = (network: string) => `${network}-network-admin-grp`;
export const networkUserGroupId = (network: string) => `${network}-network-user-grp`;

/** Group id -> { network_roles: { network id | all_networks -> { role id -> {} } } }. */
export type UserGroupMemberships = Record<
  string,
  { network_roles?: Record<string, Record<string, unknown>> | null } | null
>;

type NetworkRoles = Record<string, Record<string, unknown>>;

function holdsNetworkAdminRole(roles: NetworkRoles, network: string): boolean {
  return [network, ALL_NETWORKS].some((scope) => {
    const held = Object.keys(roles[scope] ?? {});
    return held.includes(networkAdminRoleId(network)) || held.includes(GLOBAL_NETWORK_ADMIN_ROLE);
  });
}

/**
 * Network admin: an admin; or a member of the global admin group, of
 * `{network}-network-admin-grp`, or of a group whose network roles give `{network}-network-admin`
 * (or the global admin role) for that network or for all networks; or a user given one of those roles directly.
 */
export function isNetworkAdmin(
  platformRole: string | null | undefined,
  groups: UserGroupMemberships,
  network: string,
  directRoles: NetworkRoles | null = null,
): boolean {
  if (isAdminRole(platformRole)) return true;
  if (holdsNetworkAdminRole(directRoles ?? {}, network)) return true;
  return Object.entries(groups).some(([groupId, group]) => {
    if (groupId === GLOBAL_NETWORK_ADMIN_GROUP || groupId === networkAdminGroupId(network)) return true;
    return holdsNetworkAdminRole(group?.network_roles ?? {}, network);
  });
}

/** What a network role can grant rights over, in the order role editors list them. */
export const NETWORK_RESOURCE_TYPES = [
  'network',
  'host',
  'relay',
  'remote_access_gw',
  'extclient',
  'inet_gw',
  'egress',
  'enrollment_key',
  'acl',
  'tag',
  'dns',
  'fail_over',
] as const;
export type NetworkResourceType = (typeof NETWORK_RESOURCE_TYPES)[number];

/** The key that grants a right over every resource of a type: `all_<type>`, except `all_extclients`. */
export function allResourcesKey(type: string): string {
  return type === 'extclient' ? 'all_extclients' : `all_${type}`;
}

/** The rights a role grants over one resource; `self_only` limits them to what the user owns. */
export const RESOURCE_RIGHTS = ['create', 'read', 'update', 'delete', 'vpn_access', 'self_only'] as const;
export type ResourceRight = (typeof RESOURCE_RIGHTS)[number];

/** The longest name a custom network role or user group may have. */
export const ROLE_NAME_LIMIT = 64;

/**
 * The id a new user group gets from its name, as Netmaker's console makes it: lower-cased, with each
 * run of anything but a-z, 0-9, dot, underscore and hyphen as one hyphen. Empty when the name has none of those.
 */
export function groupIdOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|-+$/g, '');
}
