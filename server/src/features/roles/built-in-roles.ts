import {
  ALL_NETWORKS,
  GLOBAL_NETWORK_ADMIN_GROUP,
  GLOBAL_NETWORK_ADMIN_ROLE,
  GLOBAL_NETWORK_USER_GROUP,
  GLOBAL_NETWORK_USER_ROLE,
  networkAdminGroupId,
  networkAdminRoleId,
  networkUserGroupId,
  networkUserRoleId,
  type ResourceAccess,
  type UserGroup,
  type UserRole,
} from '@netloom/contract';

/** The roles and groups Netloom creates itself; they can't be edited. */

const NO_ACCESS = { create: false, read: false, update: false, delete: false, vpn_access: false, self_only: false };
const READ = { ...NO_ACCESS, read: true };

const NETWORK_USER_ACCESS: ResourceAccess = {
  host: { all_host: READ },
  dns: { all_dns: READ },
  acl: { all_acl: READ },
  egress: { all_egress: READ },
  inet_gw: { all_inet_gw: READ },
  relay: { all_relay: READ },
  tag: { all_tag: READ },
  remote_access_gw: { all_remote_access_gw: { ...READ, vpn_access: true } },
  extclient: {
    all_extclients: { create: true, read: true, update: true, delete: true, vpn_access: false, self_only: true },
  },
};

function builtInRole(role: Partial<UserRole> & Pick<UserRole, 'id' | 'name' | 'meta_data'>): UserRole {
  return {
    default: true,
    deny_dashboard_access: false,
    full_access: false,
    network_id: '',
    network_level_access: null,
    global_level_access: null,
    ...role,
  };
}

export const PLATFORM_ROLE_DEFINITIONS: UserRole[] = [
  builtInRole({
    id: 'super-admin',
    name: 'Super Admin',
    meta_data: 'Owns the platform: full access, and the only one who can create admins.',
    full_access: true,
  }),
  builtInRole({ id: 'admin', name: 'Admin', meta_data: 'Full access to every network and user.', full_access: true }),
  builtInRole({
    id: 'platform-user',
    name: 'Platform User',
    meta_data: 'Reads what its groups give access to and changes only what their network roles allow.',
  }),
  builtInRole({
    id: 'auditor',
    name: 'Auditor',
    meta_data: 'Reads everything, changes nothing.',
    network_level_access: { network: { all_network: READ } },
  }),
  builtInRole({
    id: 'service-user',
    name: 'Service User',
    meta_data: 'Uses the API and remote access clients; cannot log in to the console.',
    deny_dashboard_access: true,
  }),
];

export const GLOBAL_NETWORK_ROLE_DEFINITIONS: UserRole[] = [
  builtInRole({
    id: GLOBAL_NETWORK_ADMIN_ROLE,
    name: 'Global Network Admin',
    meta_data: 'Manages every network.',
    full_access: true,
    network_id: ALL_NETWORKS,
  }),
  builtInRole({
    id: GLOBAL_NETWORK_USER_ROLE,
    name: 'Global Network User',
    meta_data: 'Uses every network through remote access.',
    network_id: ALL_NETWORKS,
    network_level_access: NETWORK_USER_ACCESS,
  }),
];

export const GLOBAL_GROUP_DEFINITIONS: UserGroup[] = [
  {
    id: GLOBAL_NETWORK_ADMIN_GROUP,
    name: 'Global Network Admins',
    default: true,
    network_roles: { [ALL_NETWORKS]: { [GLOBAL_NETWORK_ADMIN_ROLE]: {} } },
    meta_data: 'Members manage every network.',
  },
  {
    id: GLOBAL_NETWORK_USER_GROUP,
    name: 'Global Network Users',
    default: true,
    network_roles: { [ALL_NETWORKS]: { [GLOBAL_NETWORK_USER_ROLE]: {} } },
    meta_data: 'Members use every network.',
  },
];

/** The admin and user roles every network gets when it is created. */
export function networkRoleDefinitions(netid: string): UserRole[] {
  return [
    builtInRole({
      id: networkAdminRoleId(netid),
      name: `${netid} Network Admin`,
      meta_data: `Manages network ${netid}.`,
      full_access: true,
      network_id: netid,
    }),
    builtInRole({
      id: networkUserRoleId(netid),
      name: `${netid} Network User`,
      meta_data: `Uses network ${netid} through remote access.`,
      network_id: netid,
      network_level_access: NETWORK_USER_ACCESS,
    }),
  ];
}

/** The admin and user groups every network gets when it is created. */
export function networkGroupDefinitions(netid: string): UserGroup[] {
  return [
    {
      id: networkAdminGroupId(netid),
      name: `${netid} Network Admins`,
      default: true,
      network_roles: { [netid]: { [networkAdminRoleId(netid)]: {} } },
      meta_data: `Members manage network ${netid}.`,
    },
    {
      id: networkUserGroupId(netid),
      name: `${netid} Network Users`,
      default: true,
      network_roles: { [netid]: { [networkUserRoleId(netid)]: {} } },
      meta_data: `Members use network ${netid}.`,
    },
  ];
}
