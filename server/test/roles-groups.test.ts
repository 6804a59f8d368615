import {
  builtInGroupKind,
  builtInRoleKind,
  BUILT_IN_TEXTS,
  envelopeSchema,
  fillParams,
  userGroupSchema,
  userRoleSchema,
} from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin, logIn } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

const RIGHTS = { create: true, read: true, update: true, delete: true, vpn_access: false, self_only: false };

describe.each(backends)('roles and groups ($name)', (backend) => {
  const server = useServer(backend);
  let superAdmin: string;
  let auditor: string;
  let member: string;
  beforeAll(async () => {
    superAdmin = await createSuperAdmin(server());
    for (const [netid, addressrange] of [
      ['west', '10.91.0.0/24'],
      ['east', '10.92.0.0/24'],
    ]) {
      await request(server(), 'POST', '/api/networks', { token: superAdmin, json: { netid, addressrange } });
    }
    auditor = await addAccount(server(), 'auditor', 'auditor');
    member = await addAccount(server(), 'member', 'platform-user');
  });

  const roleBody = (reply: { body: unknown }) => envelopeSchema(userRoleSchema.strict()).parse(reply.body).Response;
  const groupBody = (reply: { body: unknown }) => envelopeSchema(userGroupSchema.strict()).parse(reply.body).Response;

  it('lists platform roles and network roles apart', async () => {
    const platform = await request(server(), 'GET', '/api/v1/users/roles?platform=true', { token: auditor });
    const platformIds = envelopeSchema(userRoleSchema.array())
      .parse(platform.body)
      .Response.map((role) => role.id);
    expect(platformIds.sort()).toEqual(['admin', 'auditor', 'platform-user', 'service-user', 'super-admin']);
    const network = await request(server(), 'GET', '/api/v1/users/roles', { token: auditor });
    const networkIds = envelopeSchema(userRoleSchema.array())
      .parse(network.body)
      .Response.map((role) => role.id);
    expect(networkIds).toEqual(
      expect.arrayContaining(['global-network-admin', 'west-network-admin', 'west-network-user', 'east-network-user']),
    );
    expect(networkIds).not.toContain('admin');
    const denied = await request(server(), 'GET', '/api/v1/users/roles', { token: member });
    expect(denied.body).toEqual(errorBody(403, 'only admins and auditors can list roles'));
  });

  it('describes every built-in role and group in the words the console translates (BUILT_IN_TEXTS)', async () => {
    const read = async (path: string) => (await request(server(), 'GET', path, { token: superAdmin })).body;
    const roles = [
      ...envelopeSchema(userRoleSchema.array()).parse(await read('/api/v1/users/roles?platform=true')).Response,
      ...envelopeSchema(userRoleSchema.array()).parse(await read('/api/v1/users/roles')).Response,
    ];
    const roleWords = roles.flatMap((role) => {
      const builtIn = builtInRoleKind(role);
      return builtIn
        ? [[role.meta_data, fillParams(BUILT_IN_TEXTS.roles[builtIn.kind], { netid: builtIn.netid })]]
        : [];
    });
    expect(roleWords).toHaveLength(5 + 2 + 2 * 2);
    for (const [stored, words] of roleWords) expect(stored).toBe(words);
    const groups = envelopeSchema(userGroupSchema.array()).parse(await read('/api/v1/users/groups')).Response;
    const groupWords = groups.flatMap((group) => {
      const builtIn = builtInGroupKind(group);
      return builtIn
        ? [[group.meta_data, fillParams(BUILT_IN_TEXTS.groups[builtIn.kind], { netid: builtIn.netid })]]
        : [];
    });
    expect(groupWords).toHaveLength(2 + 2 * 2);
    for (const [stored, words] of groupWords) expect(stored).toBe(words);
  });

  it('reads one role, and says when it is unknown', async () => {
    const reply = await request(server(), 'GET', '/api/v1/users/role?role_id=auditor', { token: superAdmin });
    expect(roleBody(reply)).toMatchObject({ id: 'auditor', default: true });
    const unknown = await request(server(), 'GET', '/api/v1/users/role?role_id=ghost', { token: superAdmin });
    expect(unknown.body).toEqual(errorBody(404, 'role ghost not found'));
    const missing = await request(server(), 'GET', '/api/v1/users/role', { token: superAdmin });
    expect(missing.body).toEqual(errorBody(400, 'role is required'));
  });

  it('creates a custom network role whose rights work: a DNS editor adds DNS entries and nothing else', async () => {
    // Netmaker's console sends the typed name as `id` and no `name`.
    const created = await request(server(), 'POST', '/api/v1/users/role', {
      token: superAdmin,
      json: {
        id: 'DNS editors',
        network_id: 'west',
        full_access: false,
        network_level_access: { dns: { all_dns: RIGHTS } },
      },
    });
    expect(created.status).toBe(200);
    const role = roleBody(created);
    expect(role).toMatchObject({ name: 'DNS editors', network_id: 'west', default: false, global_level_access: {} });
    expect(role.id).not.toBe('DNS editors');
    const group = await request(server(), 'POST', '/api/v1/users/group', {
      token: superAdmin,
      json: { user_group: { name: 'West DNS', network_roles: { west: { [role.id]: {} } } }, members: ['member'] },
    });
    expect(groupBody(group)).toMatchObject({ id: 'west-dns', name: 'West DNS', default: false });
    const entry = { name: 'printer', address: '10.91.0.50' };
    const added = await request(server(), 'POST', '/api/dns/west', { token: member, json: entry });
    expect(added.status).toBe(200);
    const elsewhere = await request(server(), 'POST', '/api/dns/east', { token: member, json: entry });
    expect(elsewhere.body).toEqual(errorBody(403, 'only admins and admins of network east can add DNS entries'));
    const otherRight = await request(server(), 'PUT', '/api/networks/west', {
      token: member,
      json: { netid: 'west', defaultkeepalive: 22 },
    });
    expect(otherRight.status).toBe(403);
    // Taking the right away takes effect on the next call.
    const narrowed = await request(server(), 'PUT', '/api/v1/users/role', {
      token: superAdmin,
      json: { ...role, network_level_access: { dns: { all_dns: { ...RIGHTS, create: false } } } },
    });
    expect(narrowed.status).toBe(200);
    const again = await request(server(), 'POST', '/api/dns/west', {
      token: member,
      json: { name: 'scanner', address: '10.91.0.51' },
    });
    expect(again.status).toBe(403);
  });

  it('gives remote access users their own config files with vpn access', async () => {
    const created = await request(server(), 'POST', '/api/v1/users/role', {
      token: superAdmin,
      json: {
        name: 'VPN users',
        network_id: 'east',
        network_level_access: { remote_access_gw: { all_remote_access_gw: { ...RIGHTS, vpn_access: true } } },
      },
    });
    expect(roleBody(created).network_level_access?.extclient?.all_extclients).toMatchObject({ self_only: true });
  });

  it("takes the body Netmaker's console sends, with its plural resource names, and keeps them in one spelling", async () => {
    const scope = (self: boolean) => ({ ...RIGHTS, vpn_access: true, self_only: self });
    const created = await request(server(), 'POST', '/api/v1/users/role', {
      token: superAdmin,
      json: {
        id: 'netmaker console role',
        network_id: 'east',
        full_access: false,
        network_level_access: {
          remote_access_gw: { 'gateway-node-id': { ...scope(false), create: false, update: false, delete: false } },
          extclients: { all_extclients: scope(true) },
          hosts: { all_host: { ...RIGHTS, create: false, delete: false } },
          relays: { all_relay: RIGHTS },
          networks: { all_network: { ...RIGHTS, create: false } },
        },
      },
    });
    expect(created.status, created.text).toBe(200);
    const access = roleBody(created).network_level_access;
    expect(Object.keys(access ?? {}).sort()).toEqual(['extclient', 'host', 'network', 'relay', 'remote_access_gw']);
    expect(access?.extclient?.all_extclients).toEqual(scope(true));
    expect(access?.host?.all_host).toEqual({ ...RIGHTS, create: false, delete: false });
  });

  it('refuses bad roles with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'only network roles can be created: network_id is required'],
      [{ name: 'x', network_id: 'north' }, 'network north does not exist'],
      [{ network_id: 'west' }, 'role name is required'],
      [
        { name: 'x', network_id: 'west', network_level_access: { spaceship: {} } },
        'unknown resource type spaceship; expected one of network, host, relay, remote_access_gw, extclient, inet_gw, egress, enrollment_key, acl, tag, dns, fail_over',
      ],
      [
        { name: 'x', network_id: 'west', network_level_access: { host: {}, hosts: {} } },
        'resource type host is given twice (as host and hosts): give it once',
      ],
      [{ name: 'dns editors', network_id: 'west' }, 'role already exists: west has a role named dns editors'],
    ];
    for (const [json, message] of cases) {
      const reply = await request(server(), 'POST', '/api/v1/users/role', { token: superAdmin, json });
      expect(reply.body).toEqual(errorBody(400, message));
    }
  });

  it('protects built-in roles', async () => {
    const update = await request(server(), 'PUT', '/api/v1/users/role', {
      token: superAdmin,
      json: { id: 'west-network-admin', name: 'mine' },
    });
    expect(update.body).toEqual(errorBody(400, 'cannot update default role'));
    const removeDefault = await request(server(), 'DELETE', '/api/v1/users/role?role_id=west-network-user', {
      token: superAdmin,
    });
    expect(removeDefault.body).toEqual(errorBody(400, 'cannot delete default role'));
    const removePlatform = await request(server(), 'DELETE', '/api/v1/users/role?role_id=auditor', {
      token: superAdmin,
    });
    expect(removePlatform.body).toEqual(errorBody(400, 'auditor is a platform role and cannot be deleted'));
  });

  it('deletes a custom role and takes it from the groups holding it', async () => {
    const created = roleBody(
      await request(server(), 'POST', '/api/v1/users/role', {
        token: superAdmin,
        json: { name: 'short-lived', network_id: 'east', full_access: true },
      }),
    );
    await request(server(), 'POST', '/api/v1/users/group', {
      token: superAdmin,
      json: { user_group: { name: 'Temps', network_roles: { east: { [created.id]: {} } } }, members: ['member'] },
    });
    const change = { netid: 'east', defaultkeepalive: 23 };
    // A custom full-access role makes its holders admins of the network.
    expect((await request(server(), 'PUT', '/api/networks/east', { token: member, json: change })).status).toBe(200);
    const removed = await request(server(), 'DELETE', `/api/v1/users/role?role_id=${created.id}`, {
      token: superAdmin,
    });
    expect(removed.status).toBe(200);
    const group = groupBody(await request(server(), 'GET', '/api/v1/users/group?group_id=temps', { token: auditor }));
    expect(group.network_roles).toEqual({});
    expect((await request(server(), 'PUT', '/api/networks/east', { token: member, json: change })).status).toBe(403);
  });

  it('changes a group and its members, and removes it', async () => {
    const token = await logIn(server(), 'member', 'account-secret');
    const changed = await request(server(), 'PUT', '/api/v1/users/group', {
      token: superAdmin,
      json: {
        id: 'temps',
        name: 'Temporary staff',
        meta_data: 'Contractors',
        network_roles: { east: { 'east-network-user': {} } },
        members: ['member'],
      },
    });
    expect(groupBody(changed)).toMatchObject({
      name: 'Temporary staff',
      network_roles: { east: { 'east-network-user': {} } },
    });
    const networks = await request(server(), 'GET', '/api/networks', { token });
    expect((networks.body as { netid: string }[]).map((network) => network.netid)).toEqual(['east', 'west']);
    const removed = await request(server(), 'DELETE', '/api/v1/users/group?group_id=temps', { token: superAdmin });
    expect(removed.status).toBe(200);
    const after = await request(server(), 'GET', '/api/networks', { token });
    expect((after.body as { netid: string }[]).map((network) => network.netid)).toEqual(['west']);
  });

  it('creates one group when the same group is created many times at once', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(server(), 'POST', '/api/v1/users/group', {
          token: superAdmin,
          json: { user_group: { name: 'Racers' } },
        }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(replies.find((reply) => reply.status === 400)?.body).toEqual(errorBody(400, 'group already exists: Racers'));
  });

  it('refuses bad groups and protects built-in ones', async () => {
    const post = (json: unknown) => request(server(), 'POST', '/api/v1/users/group', { token: superAdmin, json });
    expect((await post({ user_group: { name: 'west dns' } })).body).toEqual(
      errorBody(400, 'group already exists: west dns'),
    );
    expect((await post({ user_group: { name: ' ' } })).body).toEqual(errorBody(400, 'group name is required'));
    expect((await post({ user_group: { name: '& / !' } })).body).toEqual(
      errorBody(400, 'a group name needs at least one letter or digit'),
    );
    expect(groupBody(await post({ user_group: { name: 'Ops & Dev' } })).id).toBe('ops-dev');
    expect((await post({ user_group: { name: 'Ghosts' }, members: ['casper'] })).body).toEqual(
      errorBody(400, 'unknown users: casper'),
    );
    const mixed = await post({
      user_group: {
        name: 'Mixed',
        network_roles: { all_networks: { 'global-network-user': {} }, west: { 'west-network-user': {} } },
      },
    });
    expect(mixed.body).toEqual(errorBody(400, 'cannot have networks roles for all networks and a specific network'));
    const update = await request(server(), 'PUT', '/api/v1/users/group', {
      token: superAdmin,
      json: { id: 'global-network-admin-grp', name: 'Mine' },
    });
    expect(update.body).toEqual(errorBody(400, 'cannot update default user group'));
    const remove = await request(server(), 'DELETE', '/api/v1/users/group?group_id=west-network-user-grp', {
      token: superAdmin,
    });
    expect(remove.body).toEqual(errorBody(400, 'cannot delete default user group'));
    const denied = await request(server(), 'POST', '/api/v1/users/group', {
      token: member,
      json: { user_group: { name: 'Mine' } },
    });
    expect(denied.body).toEqual(errorBody(403, 'only admins can create user groups'));
  });
});
