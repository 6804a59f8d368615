/**
 * The built-in roles and groups as migration 0001 stored them, frozen here: editing a role today changes
 * no database this migration already made, nor what it makes for a new one.
 */
export const SEEDED_ROLES = [
  {
    id: 'super-admin',
    name: 'Super Admin',
    is_default: 1,
    meta_data: 'Owns the platform: full access, and the only one who can create admins.',
    deny_dashboard_access: 0,
    full_access: 1,
    network_id: '',
    network_level_access: null,
    global_level_access: null,
  },
  {
    id: 'admin',
    name: 'Admin',
    is_default: 1,
    meta_data: 'Full access to every network and user.',
    deny_dashboard_access: 0,
    full_access: 1,
    network_id: '',
    network_level_access: null,
    global_level_access: null,
  },
  {
    id: 'platform-user',
    name: 'Platform User',
    is_default: 1,
    meta_data: 'Reads what its groups give access to and changes only what their network roles allow.',
    deny_dashboard_access: 0,
    full_access: 0,
    network_id: '',
    network_level_access: null,
    global_level_access: null,
  },
  {
    id: 'auditor',
    name: 'Auditor',
    is_default: 1,
    meta_data: 'Reads everything, changes nothing.',
    deny_dashboard_access: 0,
    full_access: 0,
    network_id: '',
    network_level_access:
      '{"network":{"all_network":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":false,"self_only":false}}}',
    global_level_access: null,
  },
  {
    id: 'service-user',
    name: 'Service User',
    is_default: 1,
    meta_data: 'Uses the API and remote access clients; cannot log in to the console.',
    deny_dashboard_access: 1,
    full_access: 0,
    network_id: '',
    network_level_access: null,
    global_level_access: null,
  },
  {
    id: 'global-network-admin',
    name: 'Global Network Admin',
    is_default: 1,
    meta_data: 'Manages every network.',
    deny_dashboard_access: 0,
    full_access: 1,
    network_id: 'all_networks',
    network_level_access: null,
    global_level_access: null,
  },
  {
    id: 'global-network-user',
    name: 'Global Network User',
    is_default: 1,
    meta_data: 'Uses every network through remote access.',
    deny_dashboard_access: 0,
    full_access: 0,
    network_id: 'all_networks',
    network_level_access:
      '{"host":{"all_host":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":false,"self_only":false}},"dns":{"all_dns":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":false,"self_only":false}},"acl":{"all_acl":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":false,"self_only":false}},"egress":{"all_egress":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":false,"self_only":false}},"inet_gw":{"all_inet_gw":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":false,"self_only":false}},"relay":{"all_relay":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":false,"self_only":false}},"tag":{"all_tag":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":false,"self_only":false}},"remote_access_gw":{"all_remote_access_gw":{"create":false,"read":true,"update":false,"delete":false,"vpn_access":true,"self_only":false}},"extclient":{"all_extclients":{"create":true,"read":true,"update":true,"delete":true,"vpn_access":false,"self_only":true}}}',
    global_level_access: null,
  },
];

export const SEEDED_GROUPS = [
  {
    id: 'global-network-admin-grp',
    name: 'Global Network Admins',
    is_default: 1,
    meta_data: 'Members manage every network.',
  },
  {
    id: 'global-network-user-grp',
    name: 'Global Network Users',
    is_default: 1,
    meta_data: 'Members use every network.',
  },
];

export const SEEDED_GROUP_ROLES = [
  { group_id: 'global-network-admin-grp', network_id: 'all_networks', role_id: 'global-network-admin' },
  { group_id: 'global-network-user-grp', network_id: 'all_networks', role_id: 'global-network-user' },
];
