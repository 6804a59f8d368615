/** Where the roles and their pages live. */
export const ROLES_TAB_PATH = '/users?tab=roles';
export const CREATE_NETWORK_ROLE_PATH = '/users/create-network-role';

export const networkRolePath = (roleId: string) => `/users/network-role/${encodeURIComponent(roleId)}`;
export const platformRolePath = (roleId: string) => `/users/platform-role/${encodeURIComponent(roleId)}`;
