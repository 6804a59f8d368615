import {
  BUILT_IN_TEXTS,
  fillParams,
  networkAdminGroupId,
  networkAdminRoleId,
  networkUserGroupId,
  networkUserRoleId,
  type ResourceAccess,
  type UserGroup,
  type UserRole,
} from '@netloom/contract';

/**
 * The roles and groups Netloom creates with each network; they can't be edited. The platform-wide ones were
 * seeded once by migration 0001 (store/migrations/initial-seed.ts).
 */

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

/** The admin and user roles every network gets when it is created. */
export function networkRoleDefinitions(netid: string): UserRole[] {
  return [
    builtInRole({
      id: networkAdminRoleId(netid),
      name: `${netid} Network Admin`,
      meta_data: fillParams(BUILT_IN_TEXTS.roles['network-admin'], { netid }),
      full_access: true,
      network_id: netid,
    }),
    builtInRole({
      id: networkUserRoleId(netid),
      name: `${netid} Network User`,
      meta_data: fillParams(BUILT_IN_TEXTS.roles['network-user'], { netid }),
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
      meta_data: fillParams(BUILT_IN_TEXTS.groups['network-admin'], { netid }),
    },
    {
      id: networkUserGroupId(netid),
      name: `${netid} Network Users`,
      default: true,
      network_roles: { [netid]: { [networkUserRoleId(netid)]: {} } },
      meta_data: fillParams(BUILT_IN_TEXTS.groups['network-user'], { netid }),
    },
  ];
}
