/** One API route, the request the matrix sends to it, and the status each caller must get. */
export interface MatrixRow {
  /** As registered: `GET /api/networks/:netid`. */
  route: string;
  /** The concrete path (with query) requested; POST and PUT send `{}`. */
  path: string;
  /** Statuses for, in order: anonymous, platform user without a network role, user of `alpha`, admin of `alpha`, auditor, admin, super-admin. */
  expected: readonly [number, number, number, number, number, number, number];
}

const row = (route: string, path: string, expected: MatrixRow['expected']): MatrixRow => ({ route, path, expected });

/**
 * Who may call what: every API route x every kind of caller -> exactly this status. 401: no session;
 * 403: the session may not; anything else: let through (then 400 for the empty body, 404 for the
 * made-up ids, 200...). A new route must join this table: the test fails for a route missing here.
 * Requests run top to bottom, callers left to right, on one server.
 */
export const PERMISSION_MATRIX: MatrixRow[] = [
  row('GET /api/v1/mqtt', '/api/v1/mqtt', [426, 426, 426, 426, 426, 426, 426]),
  row('GET /api/users/adm/hassuperadmin', '/api/users/adm/hassuperadmin', [200, 200, 200, 200, 200, 200, 200]),
  row('POST /api/users/adm/createsuperadmin', '/api/users/adm/createsuperadmin', [400, 400, 400, 400, 400, 400, 400]),
  row('POST /api/users/adm/authenticate', '/api/users/adm/authenticate', [400, 400, 400, 400, 400, 400, 400]),
  row('GET /api/users', '/api/users', [401, 403, 403, 403, 200, 200, 200]),
  row('GET /api/v1/users', '/api/v1/users?username=ghost-user', [401, 403, 403, 403, 404, 404, 404]),
  row('GET /api/users/:username', '/api/users/ghost-user', [401, 403, 403, 403, 404, 404, 404]),
  row('POST /api/users/:username', '/api/users/ghost-user', [401, 403, 403, 403, 403, 400, 400]),
  row('PUT /api/users/:username', '/api/users/ghost-user', [401, 403, 403, 403, 403, 404, 404]),
  row('DELETE /api/users/:username', '/api/users/ghost-user', [401, 403, 403, 403, 403, 404, 404]),
  row(
    'POST /api/users/adm/transfersuperadmin/:username',
    '/api/users/adm/transfersuperadmin/ghost-user',
    [401, 403, 403, 403, 403, 403, 404],
  ),
  row('GET /api/v1/users/roles', '/api/v1/users/roles', [401, 403, 403, 403, 200, 200, 200]),
  row('GET /api/v1/users/role', '/api/v1/users/role?role_id=ghost-role', [401, 403, 403, 403, 404, 404, 404]),
  row('POST /api/v1/users/role', '/api/v1/users/role?role_id=ghost-role', [401, 403, 403, 403, 403, 400, 400]),
  row('PUT /api/v1/users/role', '/api/v1/users/role?role_id=ghost-role', [401, 403, 403, 403, 403, 400, 400]),
  row('DELETE /api/v1/users/role', '/api/v1/users/role?role_id=ghost-role', [401, 403, 403, 403, 403, 404, 404]),
  row('GET /api/v1/users/groups', '/api/v1/users/groups', [401, 403, 403, 403, 200, 200, 200]),
  row('GET /api/v1/users/group', '/api/v1/users/group?group_id=ghost-group', [401, 403, 403, 403, 404, 404, 404]),
  row('POST /api/v1/users/group', '/api/v1/users/group?group_id=ghost-group', [401, 403, 403, 403, 403, 400, 400]),
  row('PUT /api/v1/users/group', '/api/v1/users/group?group_id=ghost-group', [401, 403, 403, 403, 403, 400, 400]),
  row('DELETE /api/v1/users/group', '/api/v1/users/group?group_id=ghost-group', [401, 403, 403, 403, 403, 404, 404]),
  row(
    'GET /api/v1/users/invite',
    '/api/v1/users/invite?email=ghost@example.com&invite_code=AAAAAAAA',
    [400, 400, 400, 400, 400, 400, 400],
  ),
  row(
    'POST /api/v1/users/invite',
    '/api/v1/users/invite?email=ghost@example.com&invite_code=AAAAAAAA',
    [401, 403, 403, 403, 403, 400, 400],
  ),
  row(
    'DELETE /api/v1/users/invite',
    '/api/v1/users/invite?invitee_email=ghost@example.com',
    [401, 403, 403, 403, 403, 404, 404],
  ),
  row('GET /api/v1/users/invites', '/api/v1/users/invites', [401, 403, 403, 403, 403, 200, 200]),
  row('DELETE /api/v1/users/invites', '/api/v1/users/invites', [401, 403, 403, 403, 403, 200, 200]),
  row(
    'POST /api/v1/users/invite-signup',
    '/api/v1/users/invite-signup?email=ghost@example.com&invite_code=AAAAAAAA',
    [400, 400, 400, 400, 400, 400, 400],
  ),
  row('GET /api/users_pending', '/api/users_pending', [401, 403, 403, 403, 200, 200, 200]),
  row('DELETE /api/users_pending', '/api/users_pending', [401, 403, 403, 403, 403, 200, 200]),
  row(
    'POST /api/users_pending/user/:username',
    '/api/users_pending/user/ghost-user',
    [401, 403, 403, 403, 403, 404, 404],
  ),
  row(
    'DELETE /api/users_pending/user/:username',
    '/api/users_pending/user/ghost-user',
    [401, 403, 403, 403, 403, 404, 404],
  ),
  row('GET /api/server/feature_flags', '/api/server/feature_flags', [200, 200, 200, 200, 200, 200, 200]),
  row('GET /api/oauth/login', '/api/oauth/login', [302, 302, 302, 302, 302, 302, 302]),
  row('GET /api/oauth/callback', '/api/oauth/callback', [302, 302, 302, 302, 302, 302, 302]),
  row('GET /api/server/status', '/api/server/status', [200, 200, 200, 200, 200, 200, 200]),
  row('GET /api/server/getconfig', '/api/server/getconfig', [401, 200, 200, 200, 200, 200, 200]),
  row('GET /api/server/health', '/api/server/health', [200, 200, 200, 200, 200, 200, 200]),
  row('GET /api/v2/events', '/api/v2/events', [401, 200, 200, 200, 200, 200, 200]),
  row('GET /api/v1/agent/netloom-agent', '/api/v1/agent/netloom-agent', [200, 200, 200, 200, 200, 200, 200]),
  row('POST /api/server/shutdown', '/api/server/shutdown', [401, 403, 403, 403, 403, 403, 200]),
  row('GET /api/networks', '/api/networks', [401, 200, 200, 200, 200, 200, 200]),
  row('POST /api/networks', '/api/networks', [401, 403, 403, 403, 403, 400, 400]),
  row('GET /api/networks/:netid', '/api/networks/alpha', [401, 403, 200, 200, 200, 200, 200]),
  row('PUT /api/networks/:netid', '/api/networks/alpha', [401, 403, 403, 400, 403, 400, 400]),
  row('DELETE /api/networks/:netid', '/api/networks/gone-net', [401, 403, 403, 403, 403, 404, 404]),
  row('GET /api/v1/networks/stats', '/api/v1/networks/stats', [401, 200, 200, 200, 200, 200, 200]),
  row('GET /api/v2/networks/:netid/graph', '/api/v2/networks/alpha/graph', [401, 403, 200, 200, 200, 200, 200]),
  row('GET /api/v2/dashboard', '/api/v2/dashboard', [401, 200, 200, 200, 200, 200, 200]),
  row(
    'GET /api/v2/networks/:netid/node-rows',
    '/api/v2/networks/alpha/node-rows?sort=status',
    [401, 403, 200, 200, 200, 200, 200],
  ),
  row(
    'GET /api/v2/networks/:netid/node-keys',
    '/api/v2/networks/alpha/node-keys?kind=config-files',
    [401, 403, 200, 200, 200, 200, 200],
  ),
  row('GET /api/v2/host-rows', '/api/v2/host-rows?search=host', [401, 200, 200, 200, 200, 200, 200]),
  row('GET /api/v1/enrollment-keys', '/api/v1/enrollment-keys', [401, 200, 200, 200, 200, 200, 200]),
  row('POST /api/v1/enrollment-keys', '/api/v1/enrollment-keys', [401, 403, 403, 403, 403, 400, 400]),
  row('PUT /api/v1/enrollment-keys/:value', '/api/v1/enrollment-keys/no-such-key', [401, 403, 403, 403, 403, 404, 404]),
  row(
    'DELETE /api/v1/enrollment-keys/:value',
    '/api/v1/enrollment-keys/no-such-key',
    [401, 403, 403, 403, 403, 404, 404],
  ),
  row('POST /api/v1/host/register/*', '/api/v1/host/register/no-such-token', [400, 400, 400, 400, 400, 400, 400]),
  row('POST /api/hosts/adm/authenticate', '/api/hosts/adm/authenticate', [400, 400, 400, 400, 400, 400, 400]),
  row(
    'GET /api/v1/fallback/host/:hostid',
    '/api/v1/fallback/host/00000000-0000-4000-8000-000000000002',
    [401, 401, 401, 401, 401, 401, 401],
  ),
  row(
    'PUT /api/v1/fallback/host/:hostid',
    '/api/v1/fallback/host/00000000-0000-4000-8000-000000000002',
    [401, 401, 401, 401, 401, 401, 401],
  ),
  row('GET /api/v1/host', '/api/v1/host', [401, 401, 401, 401, 401, 401, 401]),
  row('GET /api/hosts', '/api/hosts', [401, 200, 200, 200, 200, 200, 200]),
  row('PUT /api/hosts/keys', '/api/hosts/keys', [401, 403, 403, 403, 403, 200, 200]),
  row('POST /api/hosts/sync', '/api/hosts/sync', [401, 403, 403, 403, 403, 200, 200]),
  row('POST /api/hosts/upgrade', '/api/hosts/upgrade', [401, 403, 403, 403, 403, 200, 200]),
  row('PUT /api/hosts/:hostid', '/api/hosts/00000000-0000-4000-8000-000000000002', [401, 403, 403, 403, 403, 404, 404]),
  row(
    'DELETE /api/hosts/:hostid',
    '/api/hosts/00000000-0000-4000-8000-000000000002',
    [401, 403, 403, 403, 403, 404, 404],
  ),
  row(
    'PUT /api/hosts/:hostid/keys',
    '/api/hosts/00000000-0000-4000-8000-000000000002/keys',
    [401, 403, 403, 403, 403, 404, 404],
  ),
  row(
    'POST /api/hosts/:hostid/sync',
    '/api/hosts/00000000-0000-4000-8000-000000000002/sync',
    [401, 403, 403, 403, 403, 404, 404],
  ),
  row(
    'PUT /api/hosts/:hostid/upgrade',
    '/api/hosts/00000000-0000-4000-8000-000000000002/upgrade',
    [401, 403, 403, 403, 403, 404, 404],
  ),
  row(
    'POST /api/hosts/:hostid/networks/:netid',
    '/api/hosts/00000000-0000-4000-8000-000000000002/networks/alpha',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row(
    'DELETE /api/hosts/:hostid/networks/:netid',
    '/api/hosts/00000000-0000-4000-8000-000000000002/networks/alpha',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row('GET /api/nodes', '/api/nodes', [401, 200, 200, 200, 200, 200, 200]),
  row('GET /api/nodes/:netid', '/api/nodes/alpha', [401, 403, 200, 200, 200, 200, 200]),
  row(
    'PUT /api/nodes/:netid/:nodeid',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row(
    'DELETE /api/nodes/:netid/:nodeid',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row(
    'POST /api/nodes/:netid/:nodeid/approve',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/approve',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row('GET /api/v1/nodes/:netid/status', '/api/v1/nodes/alpha/status', [401, 403, 200, 200, 200, 200, 200]),
  row('GET /api/v1/tags', '/api/v1/tags?network=alpha', [401, 403, 200, 200, 200, 200, 200]),
  row('POST /api/v1/tags', '/api/v1/tags?network=alpha', [401, 403, 403, 400, 403, 400, 400]),
  row('PUT /api/v1/tags', '/api/v1/tags?network=alpha', [401, 403, 403, 400, 403, 400, 400]),
  row('DELETE /api/v1/tags', '/api/v1/tags?network=alpha', [401, 403, 403, 400, 403, 400, 400]),
  row('GET /api/networks/:netid/acls', '/api/networks/alpha/acls', [401, 403, 200, 200, 200, 200, 200]),
  row('PUT /api/networks/:netid/acls', '/api/networks/alpha/acls', [401, 403, 403, 200, 403, 200, 200]),
  row('PUT /api/networks/:netid/acls/v2', '/api/networks/alpha/acls/v2', [401, 403, 403, 200, 403, 200, 200]),
  row('PUT /api/networks/:netid/acls/pair', '/api/networks/alpha/acls/pair', [401, 403, 403, 400, 403, 400, 400]),
  row('GET /api/v1/acls', '/api/v1/acls?network=alpha', [401, 403, 200, 200, 200, 200, 200]),
  row('POST /api/v1/acls', '/api/v1/acls?network=alpha', [401, 403, 403, 400, 403, 400, 400]),
  row('PUT /api/v1/acls', '/api/v1/acls?network=alpha', [401, 403, 403, 400, 403, 400, 400]),
  row('DELETE /api/v1/acls', '/api/v1/acls?network=alpha', [401, 403, 403, 400, 403, 400, 400]),
  row('GET /api/v1/acls/policy_types', '/api/v1/acls/policy_types', [401, 200, 200, 200, 200, 200, 200]),
  row('GET /api/v2/acls/check', '/api/v2/acls/check?network=alpha', [401, 403, 400, 400, 400, 400, 400]),
  row('GET /api/dns', '/api/dns', [401, 200, 200, 200, 200, 200, 200]),
  row('GET /api/dns/adm/:netid', '/api/dns/adm/alpha', [401, 403, 200, 200, 200, 200, 200]),
  row('GET /api/dns/adm/:netid/nodes', '/api/dns/adm/alpha/nodes', [401, 403, 200, 200, 200, 200, 200]),
  row('GET /api/dns/adm/:netid/custom', '/api/dns/adm/alpha/custom', [401, 403, 200, 200, 200, 200, 200]),
  row('GET /api/dns/adm/:netid/hosts', '/api/dns/adm/alpha/hosts', [401, 403, 200, 200, 200, 200, 200]),
  row('POST /api/dns/:netid', '/api/dns/alpha', [401, 403, 403, 400, 403, 400, 400]),
  row('DELETE /api/dns/:netid/:domain', '/api/dns/alpha/nope', [401, 403, 403, 404, 403, 404, 404]),
  row(
    'POST /api/nodes/:netid/:nodeid/createrelay',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/createrelay',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row(
    'DELETE /api/nodes/:netid/:nodeid/deleterelay',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/deleterelay',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row(
    'POST /api/nodes/:netid/:nodeid/creategateway',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/creategateway',
    [401, 403, 403, 400, 403, 400, 400],
  ),
  row(
    'DELETE /api/nodes/:netid/:nodeid/deletegateway',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/deletegateway',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row(
    'GET /api/networks/:netid/egress_routes',
    '/api/networks/alpha/egress_routes',
    [401, 403, 200, 200, 200, 200, 200],
  ),
  row(
    'POST /api/nodes/:netid/:nodeid/inet_gw',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/inet_gw',
    [401, 403, 403, 400, 403, 400, 400],
  ),
  row(
    'PUT /api/nodes/:netid/:nodeid/inet_gw',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/inet_gw',
    [401, 403, 403, 400, 403, 400, 400],
  ),
  row(
    'DELETE /api/nodes/:netid/:nodeid/inet_gw',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/inet_gw',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row(
    'POST /api/v1/node/:nodeid/failover',
    '/api/v1/node/00000000-0000-4000-8000-000000000001/failover',
    [401, 404, 404, 404, 403, 404, 404],
  ),
  row(
    'DELETE /api/v1/node/:nodeid/failover',
    '/api/v1/node/00000000-0000-4000-8000-000000000001/failover',
    [401, 404, 404, 404, 403, 404, 404],
  ),
  row(
    'POST /api/v1/node/:netid/failover/reset',
    '/api/v1/node/alpha/failover/reset',
    [401, 403, 403, 200, 403, 200, 200],
  ),
  row(
    'POST /api/nodes/:netid/:nodeid/createingress',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/createingress',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row(
    'DELETE /api/nodes/:netid/:nodeid/deleteingress',
    '/api/nodes/alpha/00000000-0000-4000-8000-000000000001/deleteingress',
    [401, 403, 403, 404, 403, 404, 404],
  ),
  row('GET /api/extclients', '/api/extclients', [401, 200, 200, 200, 200, 200, 200]),
  row('GET /api/extclients/:netid', '/api/extclients/alpha', [401, 403, 200, 200, 200, 200, 200]),
  row(
    'GET /api/extclients/:netid/:clientid',
    '/api/extclients/alpha/no-such-client',
    [401, 403, 404, 404, 404, 404, 404],
  ),
  row(
    'POST /api/extclients/:netid/:clientid',
    '/api/extclients/alpha/no-such-client',
    [401, 403, 403, 400, 403, 400, 400],
  ),
  row(
    'PUT /api/extclients/:netid/:clientid',
    '/api/extclients/alpha/no-such-client',
    [401, 403, 404, 404, 403, 404, 404],
  ),
  row(
    'DELETE /api/extclients/:netid/:clientid',
    '/api/extclients/alpha/no-such-client',
    [401, 403, 403, 200, 403, 200, 200],
  ),
  row(
    'GET /api/extclients/:netid/:clientid/:type',
    '/api/extclients/alpha/no-such-client/file',
    [401, 403, 404, 404, 404, 404, 404],
  ),
  row('GET /api/metrics', '/api/metrics', [401, 403, 403, 403, 200, 200, 200]),
  row('GET /api/metrics/:netid', '/api/metrics/alpha', [401, 403, 200, 200, 200, 200, 200]),
  row(
    'GET /api/metrics/:netid/:nodeid',
    '/api/metrics/alpha/00000000-0000-4000-8000-000000000001',
    [401, 403, 404, 404, 404, 404, 404],
  ),
  row('GET /api/metrics-ext/:netid', '/api/metrics-ext/alpha', [401, 403, 200, 200, 200, 200, 200]),
  row(
    'GET /api/v2/metrics/:netid/history',
    '/api/v2/metrics/alpha/history?node=00000000-0000-4000-8000-000000000001',
    [401, 403, 404, 404, 404, 404, 404],
  ),
  row(
    'GET /api/v2/networks/:netid/nodes/:nodeid/peers',
    '/api/v2/networks/alpha/nodes/00000000-0000-4000-8000-000000000001/peers',
    [401, 403, 404, 404, 404, 404, 404],
  ),
];
