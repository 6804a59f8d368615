import type { Kysely } from 'kysely';

/**
 * Table shapes shared by SQLite and PostgreSQL. Flags are integers 0/1 and instants RFC 3339 text
 * on both backends, so rows read the same everywhere.
 */
export interface Schema {
  settings: SettingsTable;
  user_roles: UserRolesTable;
  users: UsersTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
  group_network_roles: GroupNetworkRolesTable;
  networks: NetworksTable;
  nodes: NodesTable;
}

export type Database = Kysely<Schema>;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface UserRolesTable {
  id: string;
  name: string;
  is_default: number;
  meta_data: string;
  deny_dashboard_access: number;
  full_access: number;
  /** `''` for platform roles, `all_networks`, or a network id. */
  network_id: string;
  /** JSON text of a ResourceAccess, or null. */
  network_level_access: string | null;
  global_level_access: string | null;
}

export interface UsersTable {
  username: string;
  password_hash: string;
  platform_role_id: string;
  display_name: string;
  auth_type: string;
  account_disabled: number;
  is_mfa_enabled: number;
  last_login_time: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface UserGroupsTable {
  id: string;
  name: string;
  is_default: number;
  meta_data: string;
}

export interface UserGroupMembersTable {
  group_id: string;
  username: string;
}

/** One network role a group grants: in `network_id` (or `all_networks`), the role `role_id`. */
export interface GroupNetworkRolesTable {
  group_id: string;
  network_id: string;
  role_id: string;
}

export interface NetworksTable {
  netid: string;
  addressrange: string;
  addressrange6: string;
  isipv4: string;
  isipv6: string;
  defaultacl: string;
  defaultudpholepunch: string;
  allowmanualsignup: string;
  defaultinterface: string;
  defaultlistenport: number;
  defaultkeepalive: number;
  defaultmtu: number;
  defaultpostdown: string;
  nodelimit: number;
  nodes_last_modified: string;
  network_last_modified: string;
  created_at: string;
  updated_at: string;
}

/** One host's membership in one network; filled by the hosts and nodes feature. */
export interface NodesTable {
  id: string;
  host_id: string;
  network: string;
}
