import type { ColumnType, Kysely } from 'kysely';

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
  user_network_roles: UserNetworkRolesTable;
  user_invites: UserInvitesTable;
  pending_users: PendingUsersTable;
  networks: NetworksTable;
  hosts: HostsTable;
  host_actions: HostActionsTable;
  nodes: NodesTable;
  enrollment_keys: EnrollmentKeysTable;
  enrollment_key_networks: EnrollmentKeyNetworksTable;
  ext_clients: ExtClientsTable;
  acl_matrix: AclMatrixTable;
  acl_policies: AclPoliciesTable;
  tags: TagsTable;
  dns_entries: DnsEntriesTable;
  node_peer_metrics: NodePeerMetricsTable;
  node_connectivity: NodeConnectivityTable;
  node_metric_history: NodeMetricHistoryTable;
  audit_events: AuditEventsTable;
  host_firewalls: HostFirewallsTable;
  nameservers: NameserversTable;
  host_dns: HostDnsTable;
  api_tokens: ApiTokensTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  server_replicas: ServerReplicasTable;
  rate_limit_counters: RateLimitCountersTable;
  single_use: SingleUseTable;
  setup_codes: SetupCodesTable;
}

export type Database = Kysely<Schema>;

/**
 * A sort key column (store/sort-keys.ts): the repositories write it with the row; a row stored
 * without it (a test's fixture) gets the column's default and sorts first.
 */
export type SortKey<T> = ColumnType<T, T | undefined, T>;

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
  /** The SSO identity (`<issuer>|<subject>`) of an `oauth` user; `''` for others. */
  external_id: string;
  /** The generation of sessions that is good: tokens of an older one were ended (migration 0018). */
  session_epoch: number;
}

/** A network role given to a user directly: in `network_id` (or `all_networks`), the role `role_id`. */
export interface UserNetworkRolesTable {
  username: string;
  network_id: string;
  role_id: string;
}

/** An invitation by email; group ids and network roles are JSON text. */
export interface UserInvitesTable {
  email: string;
  invite_code: string;
  platform_role_id: string;
  user_group_ids: string;
  network_roles: string;
  created_by: string;
  created_at: string;
  /** When the invite code stops working. */
  expires_at: string;
}

/** Someone who signed in with SSO without an invitation and waits for an admin. */
export interface PendingUsersTable {
  username: string;
  external_id: string;
  display_name: string;
  created_at: string;
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
  /** The display name; '' shows the netid. */
  name: string;
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

/** A machine running the agent. Lists are JSON text; `secret_hash` is the SHA-256 of its secret. */
export interface HostsTable {
  id: string;
  name: string;
  /** The natural-order key of `name` (store/sort-keys.ts), which lists sort by. */
  name_order: SortKey<string>;
  secret_hash: string;
  version: string;
  os: string;
  os_family: string;
  os_version: string;
  kernel_version: string;
  verbosity: number;
  firewallinuse: string;
  debug: number;
  isstaticport: number;
  isstatic: number;
  listenport: number;
  wg_public_listen_port: number;
  mtu: number;
  /** JSON array of `{name, addressString}`. */
  interfaces: string;
  defaultinterface: string;
  endpointip: string;
  endpointipv6: string;
  /** Its address on its LAN, which hosts behind the same public address dial; '' when unknown. */
  localaddress: string;
  publickey: string;
  macaddress: string;
  isdefault: number;
  nat_type: string;
  persistentkeepalive: number;
  autoupdate: number;
  /** 1 when its agent takes peer deltas instead of whole updates. */
  peer_deltas: number;
  dns: string;
  /** Null until the host first checks in. */
  last_check_in: string | null;
  created_at: string;
  updated_at: string;
}

/** A request left for a host (upgrade, key rotation, pull), handed over on its next check-in. */
export interface HostActionsTable {
  host_id: string;
  action: string;
  requested_at: string;
}

/**
 * One host's membership in one network. Addresses are bare IPs (IPv6 in RFC 5952 form), null when
 * the node has none; each is unique in its network.
 */
export interface NodesTable {
  id: string;
  host_id: string;
  network: string;
  address: string | null;
  address6: string | null;
  /** `address` as a number, which lists sort by (store/sort-keys.ts). */
  address_order: SortKey<number>;
  localaddress: string;
  connected: number;
  pendingdelete: number;
  dnson: number;
  metadata: string;
  /** The node's tag ids as a JSON set, `{"<network>.<name>":{}}`. */
  tags: string;
  isrelay: number;
  /** Id of the relay node, '' when not relayed. */
  relayedby: string;
  /** When the node expires; null when it never does. */
  expires_at: string | null;
  /** Remote-access gateway settings its clients' configs get. */
  isingressgateway: number;
  ingressdns: string;
  ingresspersistentkeepalive: number;
  ingressmtu: number;
  isegressgateway: number;
  /** JSON array of the CIDRs the node routes to outside the network. */
  egressgatewayranges: string;
  egressgatewaynatenabled: number;
  isinternetgateway: number;
  /** Id of the internet gateway the node routes its internet traffic through, '' when none. */
  internetgw_node_id: string;
  is_fail_over: number;
  /** JSON `{"<node id>":{}}` of the peers this node reaches through the failover node. */
  fail_over_peers: string;
  /** Id of the failover node that relays some of this node's peers, '' when none. */
  failed_over_by: string;
  created_at: string;
  updated_at: string;
}

/**
 * A WireGuard client of a remote-access gateway (ExtClient). Addresses are
 * bare IPs from the top of the network's ranges, unique with the nodes' addresses; lists and sets
 * are JSON text; `privatekey` is "[ENTER PRIVATE KEY]" when the client brought its own public key.
 */
export interface ExtClientsTable {
  clientid: string;
  /** Sort keys of `clientid` and `address`, which lists sort by (store/sort-keys.ts). */
  clientid_order: SortKey<string>;
  address_order: SortKey<number>;
  network: string;
  ingressgatewayid: string;
  privatekey: string;
  publickey: string;
  address: string | null;
  address6: string | null;
  dns: string;
  extraallowedips: string;
  enabled: number;
  /** 1 when an admin, not the owner, turned the client off: the owner may not turn it on again. */
  disabled_by_admin: number;
  ownerid: string;
  postup: string;
  postdown: string;
  tags: string;
  deniednodeacls: string;
  remote_access_client_id: string;
  device_name: string;
  os: string;
  public_endpoint: string;
  country: string;
  created_at: string;
  updated_at: string;
}

/** Names (`tags`) and tag ids (`groups`) are JSON arrays; `expiration` is null when the key doesn't expire. */
export interface EnrollmentKeysTable {
  value: string;
  tags: string;
  uses_remaining: number;
  expiration: string | null;
  unlimited: number;
  type: number;
  relay: string;
  groups: string;
  is_default: number;
  auto_egress: number;
  auto_assign_gw: number;
  created_at: string;
}

export interface EnrollmentKeyNetworksTable {
  key_value: string;
  network: string;
}

/** One explicit cell of a network's version 1 ACL matrix: 1 denied, 2 allowed; ids are node or client ids. */
export interface AclMatrixTable {
  network: string;
  source_id: string;
  target_id: string;
  value: number;
}

/** A version 2 policy (Netmaker's Acl); `src_type`, `dst_type` and `ports` are JSON text. */
export interface AclPoliciesTable {
  id: string;
  network: string;
  name: string;
  meta_data: string;
  policy_type: string;
  src_type: string;
  dst_type: string;
  protocol: string;
  /** The service name the API calls `type` (Any, HTTP, SSH, Custom...). */
  service_type: string;
  ports: string;
  allowed_traffic_direction: number;
  enabled: number;
  is_default: number;
  created_by: string;
  created_at: string;
}

/** A network's tag, `<network>.<tag_name>`; which nodes carry it is in `nodes.tags`. */
export interface TagsTable {
  id: string;
  network: string;
  tag_name: string;
  color_code: string;
  created_by: string;
  created_at: string;
}

/** A custom DNS entry of a network; node entries (`<host>.<network>`) are derived, never stored. */
export interface DnsEntriesTable {
  network: string;
  name: string;
  address: string;
  address6: string;
}

/** A node's latest readings of its peers, packed in `peers` (store/peer-figures.ts, `PEER_METRIC_FIGURES`). */
export interface NodePeerMetricsTable {
  node_id: string;
  network: string;
  peers: string;
  updated_at: string;
}

/** How many of a node's peers answered at its last report. */
export interface NodeConnectivityTable {
  node_id: string;
  network: string;
  measured: number;
  unreachable: number;
  reported_at: string;
}

/** What a node's reports said of its peers during one bucket of METRICS_BUCKET_SECONDS (`PEER_HISTORY_FIGURES`). */
export interface NodeMetricHistoryTable {
  node_id: string;
  network: string;
  /** Start of the bucket. */
  bucket: string;
  peers: string;
}

/**
 * One change the API made (the audit log, contract `AuditEvent`). The id is given by the database and
 * grows with every event: a number on SQLite, digits as text on PostgreSQL (bigint).
 */
export interface AuditEventsTable {
  id: ColumnType<number | string, never, never>;
  at: string;
  actor: string;
  actor_kind: string;
  action: string;
  object_type: string;
  object_id: string;
  network: string;
  operation: string;
  source_ip: string;
}

/** A host's last firewall report (migration 0012); flags are 0/1, `reported_at` RFC 3339. */
export interface HostFirewallsTable {
  host_id: string;
  enforcing: number;
  allow_all: number;
  rules: number;
  error: string;
  reported_at: string;
}

/** A network's nameserver (migration 0014): `servers` and `domains` are JSON arrays, `status` 0/1. */
export interface NameserversTable {
  id: string;
  network: string;
  name: string;
  description: string;
  servers: string;
  domains: string;
  status: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** A host's last DNS report (migration 0014): `listening` is a JSON array, `reported_at` RFC 3339. */
export interface HostDnsTable {
  host_id: string;
  mode: string;
  listening: string;
  names: number;
  error: string;
  reported_at: string;
}

/**
 * A personal API token (migration 0019): `secret_hash` is the hex SHA-256 of its secret; times are
 * RFC 3339, `last_used_at` null until used, `revoked_at` null while it is not revoked.
 */
export interface ApiTokensTable {
  id: string;
  username: string;
  name: string;
  secret_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface UserMfaTable {
  username: string;
  /** The TOTP secret, base32. */
  secret: string;
  enabled: number;
  /** The 30-second time step of the last code accepted; 0 for none yet. */
  last_time_step: number;
}

export interface MfaRecoveryCodesTable {
  username: string;
  code_hash: string;
}

/** A server sharing this database (several servers): its heartbeat, its address for the others, whether it leads. */
export interface ServerReplicasTable {
  id: string;
  url: string | null;
  started_at: string;
  last_seen: string;
  leader: number;
}

/** Attempts of one rate-limit key (its SHA-256, hex) in the window ending at `window_ends_at` (migration 0021). */
export interface RateLimitCountersTable {
  key_hash: string;
  window_ends_at: string;
  attempts: number;
}

/** A value good for one take (migration 0021): `value` is JSON, the key only its SHA-256 (hex). */
export interface SingleUseTable {
  kind: string;
  key_hash: string;
  value: string;
  expires_at: string;
}

/** The SHA-256 (hex) of a first-run setup code a server printed at its start (migration 0021). */
export interface SetupCodesTable {
  code_hash: string;
  printed_at: string;
}
