import {
  auditPageSchema,
  enrollmentKeySchema,
  envelopeSchema,
  extClientSchema,
  userInviteSchema,
  userRoleSchema,
  type AuditEvent,
} from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGING_METHODS } from '../src/audit/audit-target';
import { addPendingUser } from '../src/store/pending-user-repository';
import { timestampNow } from '../src/time';
import { ACCOUNT_PASSWORD, addAccount, createSuperAdmin, logIn, SUPER_ADMIN } from './support/accounts';
import { tagPolicy } from './support/acl-fixtures';
import { backends } from './support/backends';
import { registerHost, type RegisteredHost } from './support/host-client';
import { request, type Reply } from './support/http';
import { codeOf, enrolMfa } from './support/mfa';
import { GATEWAY_ENDPOINT_IP } from './support/remote-access';
import { useServer } from './support/server';

/**
 * The changing routes that record no change: signing in (recorded as a sign-in instead, tested in
 * audit-security.test.ts), a host's own reports and failover pairs (the data plane finding its way, as
 * often as paths change; a host removing itself is recorded by its report), and approving (nodes are
 * approved when created).
 */
const UNAUDITED = [
  'POST /api/users/adm/authenticate',
  'POST /api/v2/oauth/exchange',
  'POST /api/hosts/adm/authenticate',
  'PUT /api/v1/fallback/host/:hostid',
  'POST /api/v1/node/:nodeid/failover_me',
  'DELETE /api/v1/node/:nodeid/failover_me/:peerid',
  'POST /api/nodes/:netid/:nodeid/approve',
  // Starting to set MFA up changes nothing until a code confirms it; the second sign-in step audits its own changes.
  'POST /api/v2/users/self/mfa/enrolment',
  'POST /api/v2/login/mfa/enrolment',
  'POST /api/v2/login/mfa',
];

const NET = 'walk';
const AWAY = 'walk-away';

describe.each(backends)('audit coverage ($name)', (backend) => {
  const server = useServer(backend);
  let admin: string;
  const walked = new Set<string>();
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
  });

  const changingRoutes = () =>
    server()
      .apiRoutes.filter((route) => CHANGING_METHODS.includes(route.method))
      .map((route) => `${route.method} ${route.url}`);

  const newest = async () => {
    const reply = await request(server(), 'GET', '/api/v1/audit?limit=1', { token: admin });
    return auditPageSchema.parse(reply.body);
  };

  /** Runs one change and checks it left exactly one event, the newest, for its route and object. */
  async function audited<T>(route: string, expected: Partial<AuditEvent>, change: () => Promise<T>): Promise<T> {
    const before = await newest();
    const result = await change();
    const after = await newest();
    expect(after.total, `${route} wrote one event`).toBe(before.total + 1);
    expect(after.rows[0], route).toMatchObject({
      actor: SUPER_ADMIN.username,
      actor_kind: 'user',
      object_id: '',
      network: '',
      ...expected,
      operation: route,
      source_ip: '127.0.0.1',
    });
    walked.add(route);
    return result;
  }

  /** A request to `route` at `path` (with `json`) that must succeed, checked by `audited`. */
  const walk = (route: string, path: string, expected: Partial<AuditEvent>, json?: unknown, token = admin) =>
    audited(route, expected, async (): Promise<Reply> => {
      const reply = await request(server(), route.split(' ')[0], path, { token, json });
      expect(reply.status, `${route}: ${reply.text}`).toBe(200);
      return reply;
    });

  const network = (netid: string, action: AuditEvent['action']) =>
    ({ object_type: 'network', object_id: netid, network: netid, action }) as const;

  it('knows what every changing route changes, and leaves out only those changing nothing audited', () => {
    const { routes } = server().context.audit;
    const changing = changingRoutes();
    expect(changing.filter((route) => !routes.has(route))).toEqual([]);
    expect(changing.filter((route) => routes.get(route) === null).sort()).toEqual([...UNAUDITED].sort());
    expect(changing.filter((route) => routes.get(route) && !routes.get(route)?.object)).toEqual([]);
    const auditedReads = [...routes].filter(([route, how]) => how && !CHANGING_METHODS.includes(route.split(' ')[0]));
    expect(auditedReads.map(([route]) => route)).toEqual(['GET /api/oauth/callback', 'HEAD /api/oauth/callback']);
  });

  it('records users, roles, groups, invitations, approvals, restarts and the server’s address', async () => {
    const signUp = 'POST /api/users/adm/createsuperadmin';
    const first = await request(server(), 'GET', '/api/v1/audit?search=createsuperadmin', { token: admin });
    expect(auditPageSchema.parse(first.body).rows).toMatchObject([
      { actor: '', actor_kind: 'anonymous', object_type: 'user', object_id: SUPER_ADMIN.username, operation: signUp },
    ]);
    walked.add(signUp);
    await walk('POST /api/networks', '/api/networks', network(NET, 'create'), {
      netid: NET,
      addressrange: '10.86.0.0/24',
    });
    await walk('PUT /api/networks/:netid', `/api/networks/${NET}`, network(NET, 'update'), {
      netid: NET,
      name: 'Walk',
    });

    const user = { object_type: 'user', object_id: 'walk-admin' } as const;
    const newUser = { password: 'walk-admin-secret', platform_role_id: 'admin' };
    await walk('POST /api/users/:username', '/api/users/walk-admin', { ...user, action: 'create' }, newUser);
    await walk(
      'PUT /api/users/:username',
      '/api/users/walk-admin',
      { ...user, action: 'update' },
      { display_name: 'W' },
    );
    const transfer = 'POST /api/users/adm/transfersuperadmin/:username';
    await walk(transfer, '/api/users/adm/transfersuperadmin/walk-admin', { ...user, action: 'update' });
    const walker = await logIn(server(), 'walk-admin', newUser.password);
    const back = {
      object_type: 'user',
      object_id: SUPER_ADMIN.username,
      action: 'update',
      actor: 'walk-admin',
    } as const;
    await walk(transfer, `/api/users/adm/transfersuperadmin/${SUPER_ADMIN.username}`, back, undefined, walker);
    const ownTokens = '/api/v2/users/self/tokens';
    const tokenBody = (name: string) => ({ name, expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    const newToken = { object_type: 'api-token', object_id: expect.any(String), actor: 'walk-admin' } as const;
    const makeToken = async (name: string) => {
      const made = await walk(`POST ${ownTokens}`, ownTokens, newToken, tokenBody(name), walker);
      const { id } = (made.body as { Response: { id: string } }).Response;
      expect((await newest()).rows[0]).toMatchObject({ object_id: id, action: 'create' });
      return { ...newToken, object_id: id, action: 'delete' } as const;
    };
    const own = await makeToken('walk-own');
    await walk(`DELETE ${ownTokens}/:tokenid`, `${ownTokens}/${own.object_id}`, own, undefined, walker);
    const other = await makeToken('walk-other');
    const byAdmin = { ...other, actor: SUPER_ADMIN.username };
    await walk('DELETE /api/v2/tokens/:tokenid', `/api/v2/tokens/${other.object_id}`, byAdmin);
    const signOut = { ...user, action: 'update', actor: 'walk-admin' } as const;
    await walk('DELETE /api/v2/sessions', '/api/v2/sessions', signOut, undefined, walker);
    await walk('DELETE /api/users/:username', '/api/users/walk-admin', { ...user, action: 'delete' });

    const roleBody = { name: 'Walk DNS', network_id: NET, network_level_access: {} };
    const newRole = { object_type: 'role', object_id: expect.any(String), network: NET } as const;
    const created = await walk('POST /api/v1/users/role', '/api/v1/users/role', newRole, roleBody);
    const role = envelopeSchema(userRoleSchema).parse(created.body).Response;
    const ofRole = { object_type: 'role', object_id: role.id, network: NET } as const;
    expect((await newest()).rows[0]).toMatchObject({ ...ofRole, action: 'create' });
    await walk(
      'PUT /api/v1/users/role',
      '/api/v1/users/role',
      { ...ofRole, action: 'update' },
      { id: role.id, name: 'W' },
    );
    await walk('DELETE /api/v1/users/role', `/api/v1/users/role?role_id=${role.id}`, { ...ofRole, action: 'delete' });

    const group = { object_type: 'group', object_id: 'walkers' } as const;
    await walk('POST /api/v1/users/group', '/api/v1/users/group', group, { user_group: { name: 'Walkers' } });
    await walk(
      'PUT /api/v1/users/group',
      '/api/v1/users/group',
      { ...group, action: 'update' },
      { id: 'walkers', name: 'W' },
    );
    await walk('DELETE /api/v1/users/group', '/api/v1/users/group?group_id=walkers', { ...group, action: 'delete' });

    const invite = (email: string) =>
      walk(
        'POST /api/v1/users/invite',
        '/api/v1/users/invite',
        { object_type: 'invite', object_id: email, action: 'create' },
        {
          user_emails: [email],
          platform_role_id: 'platform-user',
        },
      );
    const [{ invite_code: code }] = envelopeSchema(userInviteSchema.array()).parse(
      (await invite('walker@example.com')).body,
    ).Response;
    const invited = {
      object_type: 'user',
      object_id: 'walker@example.com',
      actor: '',
      actor_kind: 'anonymous',
    } as const;
    const signUpPath = `/api/v1/users/invite-signup?email=walker@example.com&invite_code=${code}`;
    await walk(
      'POST /api/v1/users/invite-signup',
      signUpPath,
      invited,
      { username: 'walker@example.com', password: 'walker-secret' },
      '',
    );
    await invite('gone@example.com');
    const revoke = { object_type: 'invite', object_id: 'gone@example.com', action: 'delete' } as const;
    await walk('DELETE /api/v1/users/invite', '/api/v1/users/invite?invitee_email=gone@example.com', revoke);
    await invite('later@example.com');
    await walk('DELETE /api/v1/users/invites', '/api/v1/users/invites', { object_type: 'invite', action: 'delete' });

    for (const username of ['pending-one', 'pending-two', 'pending-three']) {
      await addPendingUser(server().db, {
        username,
        external_id: username,
        display_name: '',
        created_at: timestampNow(),
      });
    }
    const approved = { object_type: 'user', object_id: 'pending-one', action: 'create' } as const;
    await walk('POST /api/users_pending/user/:username', '/api/users_pending/user/pending-one', approved);
    const denied = { object_type: 'pending-user', object_id: 'pending-two', action: 'delete' } as const;
    await walk('DELETE /api/users_pending/user/:username', '/api/users_pending/user/pending-two', denied);
    await walk('DELETE /api/users_pending', '/api/users_pending', { object_type: 'pending-user', action: 'delete' });

    await walk('POST /api/server/shutdown', '/api/server/shutdown', { object_type: 'server', action: 'update' });
    expect(server().restartRequests()).toBe(1);
    const address = { address: 'http://192.0.2.10:8081' };
    await walk(
      'PUT /api/v2/server/address',
      '/api/v2/server/address',
      { object_type: 'server', action: 'update' },
      address,
    );
  });

  describe('of devices', () => {
    const hosts = {} as Record<'gateway' | 'relay' | 'member' | 'leaving', RegisteredHost>;
    const nodeOf = (name: keyof typeof hosts) => hosts[name].nodes[0].id;

    it('records enrollment keys, registrations and host changes', async () => {
      await walk('POST /api/networks', '/api/networks', network(AWAY, 'create'), {
        netid: AWAY,
        addressrange: '10.87.0.0/24',
      });
      const keyEvent = { object_type: 'enrollment-key', object_id: 'walk-key', network: NET } as const;
      const body = { tags: ['walk-key'], networks: [NET], unlimited: true };
      const reply = await walk('POST /api/v1/enrollment-keys', '/api/v1/enrollment-keys', keyEvent, body);
      const key = enrollmentKeySchema.parse(reply.body);
      const keyPath = `/api/v1/enrollment-keys/${key.value}`;
      await walk('PUT /api/v1/enrollment-keys/:value', keyPath, { ...keyEvent, action: 'update' }, { relay: '' });
      for (const name of ['gateway', 'relay', 'member', 'leaving'] as const) {
        const facts = name === 'gateway' ? { endpointip: GATEWAY_ENDPOINT_IP } : {};
        const joining = { object_type: 'host', object_id: expect.any(String), network: NET } as const;
        hosts[name] = await audited(
          'POST /api/v1/host/register/*',
          { ...joining, actor: expect.any(String), actor_kind: 'host' },
          () => registerHost(server().url, key.token, facts),
        );
        const registered = { actor: hosts[name].host.id, actor_kind: 'host', object_id: hosts[name].host.id };
        expect((await newest()).rows[0]).toMatchObject(registered);
      }
      await walk('DELETE /api/v1/enrollment-keys/:value', keyPath, { ...keyEvent, action: 'delete' });

      const allHosts = { object_type: 'host', action: 'update' } as const;
      await walk('PUT /api/hosts/keys', '/api/hosts/keys', allHosts);
      await walk('POST /api/hosts/sync', '/api/hosts/sync', allHosts);
      await walk('POST /api/hosts/upgrade', '/api/hosts/upgrade', allHosts);
      const id = hosts.leaving.host.id;
      const host = { ...allHosts, object_id: id };
      await walk('PUT /api/hosts/:hostid/keys', `/api/hosts/${id}/keys`, host);
      await walk('POST /api/hosts/:hostid/sync', `/api/hosts/${id}/sync`, host);
      await walk('PUT /api/hosts/:hostid/upgrade', `/api/hosts/${id}/upgrade?force=true`, host);
      await walk('PUT /api/hosts/:hostid', `/api/hosts/${id}`, host, { name: 'walk-leaving' });
      const away = { ...host, network: AWAY };
      await walk('POST /api/hosts/:hostid/networks/:netid', `/api/hosts/${id}/networks/${AWAY}`, away);
      await walk('DELETE /api/hosts/:hostid/networks/:netid', `/api/hosts/${id}/networks/${AWAY}?force=true`, away);
      const node = { object_type: 'node', object_id: nodeOf('leaving'), network: NET } as const;
      const nodePath = `/api/nodes/${NET}/${nodeOf('leaving')}`;
      await walk('PUT /api/nodes/:netid/:nodeid', nodePath, { ...node, action: 'update' }, { metadata: 'walking' });
      await walk('DELETE /api/nodes/:netid/:nodeid', nodePath, { ...node, action: 'delete' });
      await walk('DELETE /api/hosts/:hostid', `/api/hosts/${id}?force=true`, { ...host, action: 'delete' });
    });

    it('records gateway roles and external clients', async () => {
      const on = (name: keyof typeof hosts, action: AuditEvent['action']) =>
        ({ object_type: 'gateway', object_id: nodeOf(name), network: NET, action }) as const;
      const at = (name: keyof typeof hosts, verb: string) => `/api/nodes/${NET}/${nodeOf(name)}/${verb}`;
      const relayed = { relayaddrs: [nodeOf('member')] };
      await walk(
        'POST /api/nodes/:netid/:nodeid/createrelay',
        at('relay', 'createrelay'),
        on('relay', 'create'),
        relayed,
      );
      await walk('DELETE /api/nodes/:netid/:nodeid/deleterelay', at('relay', 'deleterelay'), on('relay', 'delete'));
      const ranges = { ranges: ['192.168.50.0/24'] };
      await walk(
        'POST /api/nodes/:netid/:nodeid/creategateway',
        at('relay', 'creategateway'),
        on('relay', 'create'),
        ranges,
      );
      await walk('DELETE /api/nodes/:netid/:nodeid/deletegateway', at('relay', 'deletegateway'), on('relay', 'delete'));
      const internet = '/api/nodes/:netid/:nodeid/inet_gw';
      const clients = { inet_node_client_ids: [nodeOf('member')] };
      await walk(`POST ${internet}`, at('relay', 'inet_gw'), on('relay', 'create'), clients);
      await walk(`PUT ${internet}`, at('relay', 'inet_gw'), on('relay', 'update'), { inet_node_client_ids: [] });
      await walk(`DELETE ${internet}`, at('relay', 'inet_gw'), on('relay', 'delete'));
      const failover = `/api/v1/node/${nodeOf('member')}/failover`;
      await walk('POST /api/v1/node/:nodeid/failover', failover, on('member', 'create'));
      await walk('DELETE /api/v1/node/:nodeid/failover', failover, on('member', 'delete'));
      const reset = { object_type: 'gateway', network: NET, action: 'update' } as const;
      await walk('POST /api/v1/node/:netid/failover/reset', `/api/v1/node/${NET}/failover/reset`, reset);

      await walk(
        'POST /api/nodes/:netid/:nodeid/createingress',
        at('gateway', 'createingress'),
        on('gateway', 'create'),
        {},
      );
      const clientRoute = '/api/extclients/:netid/:clientid';
      const reply = await walk(
        `POST ${clientRoute}`,
        `/api/extclients/${NET}/${nodeOf('gateway')}`,
        { object_type: 'ext-client', object_id: expect.any(String), network: NET },
        {},
      );
      const { clientid } = extClientSchema.parse(reply.body);
      const client = { object_type: 'ext-client', object_id: clientid, network: NET } as const;
      expect((await newest()).rows[0]).toMatchObject({ ...client, action: 'create' });
      const clientPath = `/api/extclients/${NET}/${clientid}`;
      await walk(`PUT ${clientRoute}`, clientPath, { ...client, action: 'update' }, { enabled: false });
      await walk(`DELETE ${clientRoute}`, clientPath, { ...client, action: 'delete' });
      await walk(
        'DELETE /api/nodes/:netid/:nodeid/deleteingress',
        at('gateway', 'deleteingress'),
        on('gateway', 'delete'),
      );
    });

    it('records tags, access control and DNS', async () => {
      const tag = { object_type: 'tag', object_id: `${NET}.walkers`, network: NET } as const;
      await walk('POST /api/v1/tags', `/api/v1/tags?network=${NET}`, tag, { tag_name: 'walkers' });
      const policy = tagPolicy('walk-policy', [`${NET}.walkers`], [`${NET}.walkers`]);
      const acl = { object_type: 'acl', network: NET } as const;
      const newAcl = { ...acl, object_id: expect.any(String) };
      const created = await walk('POST /api/v1/acls', `/api/v1/acls?network=${NET}`, newAcl, policy);
      const { id } = (created.body as { Response: { id: string } }).Response;
      expect((await newest()).rows[0]).toMatchObject({ ...acl, object_id: id, action: 'create' });
      const changed = { ...policy, id, enabled: false };
      await walk(
        'PUT /api/v1/acls',
        `/api/v1/acls?network=${NET}`,
        { ...acl, object_id: id, action: 'update' },
        changed,
      );
      const removed = { ...acl, object_id: id, action: 'delete' } as const;
      await walk('DELETE /api/v1/acls', `/api/v1/acls?network=${NET}&acl_id=${id}`, removed);
      await walk(
        'PUT /api/v1/tags',
        `/api/v1/tags?network=${NET}`,
        { ...tag, action: 'update' },
        { id: tag.object_id, new_name: 'gone' },
      );
      const deleted = { ...tag, object_id: `${NET}.gone`, action: 'delete' } as const;
      await walk('DELETE /api/v1/tags', `/api/v1/tags?network=${NET}&tag_id=${NET}.gone`, deleted);

      const matrix = { object_type: 'acl', network: NET, action: 'update' } as const;
      await walk('PUT /api/networks/:netid/acls', `/api/networks/${NET}/acls`, matrix, {});
      await walk('PUT /api/networks/:netid/acls/v2', `/api/networks/${NET}/acls/v2`, matrix, {});
      const pair = { source: nodeOf('relay'), target: nodeOf('member'), allowed: false };
      await walk('PUT /api/networks/:netid/acls/pair', `/api/networks/${NET}/acls/pair`, matrix, pair);

      const entry = { object_type: 'dns', object_id: 'printer', network: NET } as const;
      await walk('POST /api/dns/:netid', `/api/dns/${NET}`, entry, { name: 'printer', address: '10.86.0.250' });
      await walk('DELETE /api/dns/:netid/:domain', `/api/dns/${NET}/printer`, { ...entry, action: 'delete' });
      const nameservers = `/api/v1/nameserver?network=${NET}`;
      const nameserver = {
        name: 'walk-ns',
        network_id: NET,
        servers: ['10.0.0.2'],
        domains: [{ domain: 'walk.example' }],
      };
      const newNameserver = { object_type: 'nameserver', object_id: expect.any(String), network: NET } as const;
      const added = await walk('POST /api/v1/nameserver', nameservers, newNameserver, nameserver);
      const { id: nameserverId } = (added.body as { Response: { id: string } }).Response;
      const ns = { ...newNameserver, object_id: nameserverId } as const;
      await walk(
        'PUT /api/v1/nameserver',
        nameservers,
        { ...ns, action: 'update' },
        { ...nameserver, id: nameserverId },
      );
      await walk('DELETE /api/v1/nameserver', `${nameservers}&id=${nameserverId}`, { ...ns, action: 'delete' });
      await walk('DELETE /api/networks/:netid', `/api/networks/${AWAY}`, network(AWAY, 'delete'));
      await walk('DELETE /api/networks/:netid', `/api/networks/${NET}?force=true`, network(NET, 'delete'));
    });
  });

  it('records multi-factor authentication turned on, off, reset and new recovery codes', async () => {
    const user = await addAccount(server(), 'walk-mfa', 'admin');
    const mfa = { object_type: 'mfa', object_id: 'walk-mfa', actor: 'walk-mfa' } as const;
    const own = '/api/v2/users/self/mfa';
    const start = () => request(server(), 'POST', `${own}/enrolment`, { token: user });
    const { secret } = ((await start()).body as { Response: { secret: string } }).Response;
    await walk(`POST ${own}`, own, { ...mfa, action: 'create' }, { code: codeOf(secret, -1) }, user);
    const proof = { password: ACCOUNT_PASSWORD };
    await walk(`POST ${own}/recovery-codes`, `${own}/recovery-codes`, { ...mfa, action: 'update' }, proof, user);
    await walk(`DELETE ${own}`, own, { ...mfa, action: 'delete' }, proof, user);
    await enrolMfa(server(), await logIn(server(), 'walk-mfa', ACCOUNT_PASSWORD), 0);
    const reset = { ...mfa, action: 'delete', actor: SUPER_ADMIN.username } as const;
    await walk('DELETE /api/v2/users/:username/mfa', '/api/v2/users/walk-mfa/mfa', reset);
  });

  it('walked every audited changing route, each writing its event in its own transaction', () => {
    const unwalked = changingRoutes().filter((route) => !walked.has(route) && !UNAUDITED.includes(route));
    expect(unwalked).toEqual([]);
    expect(server().context.audit.unrecordedChanges()).toBe(0);
  });
});
