/**
 * What each API operation does, in a few words, keyed by the route as it is registered
 * (`METHOD /path/:param`), with the errors only that route answers. The errors every route answers
 * by its access, its parameters and its rate limit are derived in openapi-errors.ts. A new route joins
 * this table: the OpenAPI test fails for an operation without a summary, and for an entry no route has.
 */
export interface OperationText {
  summary: string;
  /** What the route answers when all goes well, when it is not a plain 200. */
  success?: Record<number, string>;
  /**
   * Error statuses the route's own rules answer, beyond those openapi-errors.ts derives, with what they
   * mean; `null` for a derived status the route never answers (a path naming what the request creates).
   */
  errors?: Record<number, string | null>;
}

const SIGN_IN_REFUSED = 'The name or password is wrong, or the account may not sign in yet: the message says which.';
const PRO_ONLY = 'The feature belongs to the Pro edition and this server runs another one.';
const QUERY_NAMES_NOTHING = 'What the query names does not exist: the message says which.';
const USER_RANKS = 'Nobody may act on the super-admin, only the super-admin on an admin, and there is one super-admin.';
const CLIENT_OWNERS = "Only admins, admins of the network and the client's owner may act on an external client.";
const FAILOVER_MANAGERS = "Only admins and admins of the node's network can manage its failover node.";
const AGENT_NOT_BUILT = 'The agent is not built on this server.';
const MFA_STATE = 'Multi-factor authentication is on already: turn it off first.';
const TOO_MANY_CODES = 'Too many attempts from this address or for this account: the message says when to try again.';

export const OPERATION_TEXTS: Record<string, string | OperationText> = {
  'GET /api/openapi.json': 'Read the OpenAPI 3.1 document of this API',

  'GET /api/users/adm/hassuperadmin': 'Tell whether the super-admin account exists',
  'GET /api/v2/server/setup': 'Tell whether the first account needs the setup code',
  'POST /api/users/adm/createsuperadmin': {
    summary: 'Create the first account, the super-admin',
    errors: { 403: 'The setup code is missing or is not the one the server printed when it started.' },
  },
  'POST /api/users/adm/authenticate': { summary: 'Sign in with a name and password', errors: { 401: SIGN_IN_REFUSED } },
  'DELETE /api/v2/sessions': 'Sign out everywhere: end every session of the caller',
  'POST /api/v2/login/mfa/enrolment': {
    summary: 'Start setting up multi-factor authentication while signing in',
    errors: { 401: 'The sign-in ticket is not valid or has expired: sign in again.', 429: TOO_MANY_CODES },
  },
  'POST /api/v2/login/mfa': {
    summary: 'Finish signing in with a code',
    errors: { 401: 'The sign-in ticket or the code is not valid: the message says which.', 429: TOO_MANY_CODES },
  },
  'POST /api/v2/users/self/mfa/enrolment': {
    summary: 'Start setting up multi-factor authentication',
    errors: { 409: MFA_STATE },
  },
  'POST /api/v2/users/self/mfa': { summary: 'Turn multi-factor authentication on', errors: { 409: MFA_STATE } },
  'DELETE /api/v2/users/self/mfa': 'Turn multi-factor authentication off',
  'POST /api/v2/users/self/mfa/recovery-codes': 'Make new recovery codes',
  'DELETE /api/v2/users/:username/mfa': "Reset a user's multi-factor authentication",

  'GET /api/v2/users/self/tokens': 'List your API tokens',
  'POST /api/v2/users/self/tokens': {
    summary: 'Make an API token',
    errors: { 409: 'You already have an API token of that name: choose another name.' },
  },
  'DELETE /api/v2/users/self/tokens/:tokenid': 'Revoke one of your API tokens',
  'GET /api/v2/tokens': "List every user's API tokens",
  'DELETE /api/v2/tokens/:tokenid': "Revoke a user's API token",

  'GET /api/users': 'List users',
  'GET /api/v1/users': { summary: 'Read a user, named in the query', errors: { 404: QUERY_NAMES_NOTHING } },
  'GET /api/users/:username': 'Read a user',
  'POST /api/users/:username': { summary: 'Create a user', errors: { 403: USER_RANKS, 404: null } },
  'PUT /api/users/:username': {
    summary: 'Change a user',
    errors: {
      403: `Only admins can change other users, and nobody their own role, groups or network roles. ${USER_RANKS}`,
    },
  },
  'DELETE /api/users/:username': { summary: 'Delete a user', errors: { 403: USER_RANKS } },
  'POST /api/users/adm/transfersuperadmin/:username': {
    summary: 'Hand the super-admin role to another admin',
    errors: { 403: 'Only an admin can become the super-admin.' },
  },
  'GET /api/v1/users/roles': 'List roles',
  'GET /api/v1/users/role': { summary: 'Read a role', errors: { 404: QUERY_NAMES_NOTHING } },
  'POST /api/v1/users/role': 'Create a role',
  'PUT /api/v1/users/role': { summary: 'Change a role', errors: { 404: QUERY_NAMES_NOTHING } },
  'DELETE /api/v1/users/role': { summary: 'Delete a role', errors: { 404: QUERY_NAMES_NOTHING } },
  'GET /api/v1/users/groups': 'List user groups',
  'GET /api/v1/users/group': { summary: 'Read a user group', errors: { 404: QUERY_NAMES_NOTHING } },
  'POST /api/v1/users/group': 'Create a user group',
  'PUT /api/v1/users/group': { summary: 'Change a user group', errors: { 404: QUERY_NAMES_NOTHING } },
  'DELETE /api/v1/users/group': { summary: 'Delete a user group', errors: { 404: QUERY_NAMES_NOTHING } },
  'POST /api/v1/users/invite': 'Invite users by email',
  'GET /api/v1/users/invite': 'Check an invitation code',
  'DELETE /api/v1/users/invite': { summary: 'Revoke an invitation', errors: { 404: QUERY_NAMES_NOTHING } },
  'GET /api/v1/users/invites': 'List invitations',
  'DELETE /api/v1/users/invites': 'Revoke every invitation',
  'POST /api/v1/users/invite-signup': 'Sign up with an invitation',
  'GET /api/users_pending': 'List users waiting for approval',
  'DELETE /api/users_pending': 'Deny every pending user',
  'POST /api/users_pending/user/:username': 'Approve a pending user',
  'DELETE /api/users_pending/user/:username': 'Deny a pending user',

  'GET /api/server/feature_flags': 'Read which features this server offers',
  'GET /api/oauth/login': {
    summary: 'Start signing in with the single sign-on provider',
    success: { 302: "To the provider's sign-in page, or back to the login page with `sso_error`." },
  },
  'GET /api/oauth/callback': {
    summary: 'Come back from the single sign-on provider',
    success: { 302: 'To the login page, with a one-time `sso_code` or an `sso_error`.' },
  },
  'POST /api/v2/oauth/exchange': {
    summary: 'Exchange a single sign-on code for a session',
    errors: { 401: 'The code is not valid, was used already or has expired: sign in again.' },
  },

  'GET /api/server/status': 'Read the server status',
  'GET /api/server/getconfig': "Read the server's settings",
  'GET /api/v2/server/address': 'Read the address hosts and consoles reach the server at',
  'PUT /api/v2/server/address': 'Change the address hosts and consoles reach the server at',
  'GET /api/v2/server/replicas': 'List the servers sharing this database',
  'GET /api/server/health': 'Tell whether the server is up',
  'GET /api/v1/agent/netloom-agent': {
    summary: 'Download the netloom agent',
    errors: { 404: AGENT_NOT_BUILT },
  },
  'GET /api/v1/agent/netloom-agent.sha256': {
    summary: "Read the netloom agent's checksum",
    errors: { 404: AGENT_NOT_BUILT },
  },
  'GET /api/v1/agent/netloom-agent.mjs': {
    summary: 'Download the netloom agent as a Node.js script',
    errors: { 404: AGENT_NOT_BUILT },
  },
  'GET /api/v1/agent/netloom-agent.mjs.sha256': {
    summary: "Read the checksum of the netloom agent's script",
    errors: { 404: AGENT_NOT_BUILT },
  },
  'POST /api/server/shutdown': 'Restart the server',

  'GET /api/networks': 'List networks',
  'POST /api/networks': 'Create a network',
  'GET /api/networks/:netid': 'Read a network',
  'PUT /api/networks/:netid': 'Change a network',
  'DELETE /api/networks/:netid': {
    summary: 'Delete a network',
    errors: { 403: 'The network still has nodes: delete them first, or ask with `force=true`.' },
  },
  'GET /api/v1/networks/stats': 'List networks with their node and host counts',
  'GET /api/v2/networks/:netid/graph': "Read a network's graph of nodes and their links",
  'GET /api/v2/dashboard': 'See every network at a glance',

  'GET /api/v1/enrollment-keys': 'List enrollment keys',
  'POST /api/v1/enrollment-keys': 'Create an enrollment key',
  'PUT /api/v1/enrollment-keys/:value': 'Change an enrollment key',
  'DELETE /api/v1/enrollment-keys/:value': 'Delete an enrollment key',

  'POST /api/v1/host/register/*': 'Register a host with an enrollment key',
  'POST /api/hosts/adm/authenticate': {
    summary: 'Sign a host in with its id and password',
    errors: { 401: 'The host id or password is wrong.' },
  },
  'GET /api/v1/host': "Pull the host's own record and peers",
  'GET /api/v1/fallback/host/:hostid': { summary: "Pull the host's peers over HTTP", errors: { 404: null } },
  'PUT /api/v1/fallback/host/:hostid': {
    summary: 'Check in: the host reports its state over HTTP',
    errors: { 404: null },
  },
  'GET /api/hosts': 'List hosts',
  'GET /api/v2/host-rows': 'List hosts a page at a time, filtered and sorted',
  'PUT /api/hosts/keys': 'Make every host refresh its WireGuard keys',
  'POST /api/hosts/sync': 'Make every host pull its configuration again',
  'POST /api/hosts/upgrade': 'Make every host upgrade its agent',
  'PUT /api/hosts/:hostid': 'Change a host',
  'DELETE /api/hosts/:hostid': 'Delete a host',
  'PUT /api/hosts/:hostid/keys': 'Make a host refresh its WireGuard keys',
  'POST /api/hosts/:hostid/sync': 'Make a host pull its configuration again',
  'PUT /api/hosts/:hostid/upgrade': 'Make a host upgrade its agent',
  'POST /api/hosts/:hostid/networks/:netid': 'Add a host to a network',
  'DELETE /api/hosts/:hostid/networks/:netid': 'Remove a host from a network',
  'GET /api/v2/hosts/:hostid/firewall': "Read a host's firewall as its agent reports it",

  'GET /api/nodes': 'List nodes of every network',
  'GET /api/nodes/:netid': "List a network's nodes",
  'GET /api/v2/networks/:netid/node-rows': "List a network's nodes a page at a time, filtered and sorted",
  'GET /api/v2/networks/:netid/node-keys': "List the row keys of a network's matching nodes, in the query's order",
  'PUT /api/nodes/:netid/:nodeid': 'Change a node',
  'DELETE /api/nodes/:netid/:nodeid': 'Remove a node from its network',
  'POST /api/nodes/:netid/:nodeid/approve': 'Approve a node waiting to join',
  'GET /api/v2/nodes/status-thresholds': "Read when a node's status turns warning, error or unknown",
  'GET /api/v1/nodes/:netid/status': "Read the status of a network's nodes",
  'GET /api/v2/networks/:netid/nodes/:nodeid/peers': "Read a node's peers as its host receives them",

  'POST /api/nodes/:netid/:nodeid/createrelay': { summary: 'Make a node a relay', errors: { 403: PRO_ONLY } },
  'DELETE /api/nodes/:netid/:nodeid/deleterelay': { summary: 'Stop a node relaying', errors: { 403: PRO_ONLY } },
  'POST /api/nodes/:netid/:nodeid/creategateway': 'Make a node an egress gateway',
  'DELETE /api/nodes/:netid/:nodeid/deletegateway': 'Stop a node being an egress gateway',
  'GET /api/networks/:netid/egress_routes': "List the outside ranges a network's gateways and clients route",
  'POST /api/nodes/:netid/:nodeid/inet_gw': { summary: 'Make a node an internet gateway', errors: { 403: PRO_ONLY } },
  'PUT /api/nodes/:netid/:nodeid/inet_gw': { summary: 'Change an internet gateway', errors: { 403: PRO_ONLY } },
  'DELETE /api/nodes/:netid/:nodeid/inet_gw': {
    summary: 'Stop a node being an internet gateway',
    errors: { 403: PRO_ONLY },
  },
  'POST /api/v1/node/:nodeid/failover': {
    summary: "Make a node its network's failover",
    errors: { 403: `${FAILOVER_MANAGERS} ${PRO_ONLY}` },
  },
  'DELETE /api/v1/node/:nodeid/failover': {
    summary: 'Stop a node being the failover',
    errors: { 403: `${FAILOVER_MANAGERS} ${PRO_ONLY}` },
  },
  'POST /api/v1/node/:netid/failover/reset': {
    summary: "Reset a network's failover pairs",
    errors: { 403: PRO_ONLY },
  },
  'POST /api/v1/node/:nodeid/failover_me': {
    summary: 'Reach a peer through the failover node',
    errors: { 403: PRO_ONLY },
  },
  'DELETE /api/v1/node/:nodeid/failover_me/:peerid': {
    summary: 'Reach a peer directly again',
    errors: { 403: PRO_ONLY },
  },
  'POST /api/nodes/:netid/:nodeid/createingress': 'Make a node a remote access gateway',
  'DELETE /api/nodes/:netid/:nodeid/deleteingress': 'Stop a node being a remote access gateway',

  'GET /api/extclients': 'List external clients of every network',
  'GET /api/extclients/:netid': "List a network's external clients",
  'GET /api/extclients/:netid/:clientid': { summary: 'Read an external client', errors: { 403: CLIENT_OWNERS } },
  'POST /api/extclients/:netid/:clientid': 'Create an external client on a remote access gateway',
  'PUT /api/extclients/:netid/:clientid': { summary: 'Change an external client', errors: { 403: CLIENT_OWNERS } },
  'DELETE /api/extclients/:netid/:clientid': 'Delete an external client',
  'GET /api/extclients/:netid/:clientid/:type': {
    summary: "Download an external client's WireGuard configuration",
    errors: { 403: CLIENT_OWNERS },
  },

  'GET /api/networks/:netid/acls': "Read a network's node-to-node access matrix",
  'PUT /api/networks/:netid/acls': "Change a network's node-to-node access matrix",
  'PUT /api/networks/:netid/acls/v2': "Change a network's device-to-device access matrix",
  'PUT /api/networks/:netid/acls/pair': 'Allow or deny one pair of nodes',
  'GET /api/v1/acls': "List a network's access control policies",
  'POST /api/v1/acls': 'Create an access control policy',
  'PUT /api/v1/acls': 'Change an access control policy',
  'DELETE /api/v1/acls': 'Delete an access control policy',
  'GET /api/v1/acls/policy_types': 'List the kinds of access control policies',
  'GET /api/v2/acls/check': 'Check whether one node may reach another',
  'GET /api/v2/acls/enforcement': "Read which hosts enforce each of a network's policies",

  'GET /api/v1/tags': "List a network's tags",
  'POST /api/v1/tags': 'Create a tag',
  'PUT /api/v1/tags': 'Change a tag',
  'DELETE /api/v1/tags': 'Delete a tag',

  'GET /api/dns': 'List DNS entries of every network',
  'GET /api/dns/adm/:netid': "List a network's DNS entries",
  'GET /api/dns/adm/:netid/nodes': "List a network's node DNS entries",
  'GET /api/dns/adm/:netid/custom': "List a network's custom DNS entries",
  'GET /api/dns/adm/:netid/hosts': "Read a network's hosts file",
  'GET /api/v2/networks/:netid/dns/hosts': "See how a network's hosts resolve names",
  'POST /api/dns/:netid': 'Add a custom DNS entry',
  'DELETE /api/dns/:netid/:domain': 'Delete a custom DNS entry',
  'GET /api/v1/nameserver': "List a network's nameservers",
  'POST /api/v1/nameserver': 'Add a nameserver',
  'PUT /api/v1/nameserver': 'Change a nameserver',
  'DELETE /api/v1/nameserver': 'Delete a nameserver',

  'GET /api/metrics': { summary: 'Read the metrics of every network', errors: { 403: PRO_ONLY } },
  'GET /api/metrics/:netid': { summary: "Read a network's metrics", errors: { 403: PRO_ONLY } },
  'GET /api/metrics/:netid/:nodeid': { summary: "Read a node's metrics", errors: { 403: PRO_ONLY } },
  'GET /api/metrics-ext/:netid': {
    summary: "Read the metrics of a network's external clients",
    errors: { 403: PRO_ONLY },
  },
  'GET /api/v2/metrics/:netid/history': { summary: "Read a network's metrics over time", errors: { 403: PRO_ONLY } },

  'GET /api/v2/events': {
    summary: 'Follow changes as server-sent events',
    errors: { 429: 'The user holds too many live-update streams: close other console tabs or windows.' },
  },
  'GET /api/v1/mqtt': {
    summary: 'Connect to the MQTT broker over WebSocket',
    success: { 101: 'The connection switches to MQTT over WebSocket.' },
    errors: { 426: 'This is the MQTT broker: connect with an MQTT client over WebSocket.' },
  },

  'GET /api/v1/audit': 'Read the audit log',
  'GET /api/v1/audit/export': 'Export the audit log',
};
