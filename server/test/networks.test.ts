import { envelopeSchema, networkSchema, networkStatsEntrySchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createKey, defaultKeyToken } from './support/keys';
import { useServer, type TestServer } from './support/server';

async function networkRoles(server: TestServer, netid: string) {
  const roles = await server.db
    .selectFrom('user_roles')
    .select('id')
    .where('network_id', '=', netid)
    .orderBy('id')
    .execute();
  const groups = await server.db
    .selectFrom('group_network_roles')
    .select(['group_id', 'role_id'])
    .where('network_id', '=', netid)
    .orderBy('group_id')
    .execute();
  return { roles: roles.map((role) => role.id), groups };
}

describe.each(backends)('creating and reading networks ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
  });

  const create = (json: unknown) => request(server(), 'POST', '/api/networks', { token, json });

  it('creates a network with the defaults of reference 5.2 and a normalised range', async () => {
    const reply = await create({ netid: 'net1', addressrange: '10.1.2.3/24' });
    expect(reply.status).toBe(200);
    const network = networkSchema.strict().parse(reply.body);
    expect(network).toMatchObject({
      netid: 'net1',
      addressrange: '10.1.2.0/24',
      addressrange6: '',
      isipv4: 'yes',
      isipv6: 'no',
      defaultacl: 'yes',
      defaultudpholepunch: 'no',
      allowmanualsignup: 'no',
      defaultinterface: 'nm-net1',
      defaultlistenport: 51821,
      defaultkeepalive: 20,
      defaultmtu: 1280,
      defaultpostdown: '',
      nodelimit: 999999999,
    });
    expect(Math.abs(network.networklastmodified - Date.now() / 1000)).toBeLessThan(60);
    expect(network.nodeslastmodified).toBe(network.networklastmodified);
  });

  it('creates the admin and user roles and groups of the network with it', async () => {
    expect(await networkRoles(server(), 'net1')).toEqual({
      roles: ['net1-network-admin', 'net1-network-user'],
      groups: [
        { group_id: 'net1-network-admin-grp', role_id: 'net1-network-admin' },
        { group_id: 'net1-network-user-grp', role_id: 'net1-network-user' },
      ],
    });
  });

  it('creates an IPv6-only network and infers its IP flags', async () => {
    const reply = await create({ netid: 'v6-only', addressrange6: 'FD00:1:2:3::5/64', defaultacl: 'no' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      addressrange: '',
      addressrange6: 'fd00:1:2:3::/64',
      isipv4: 'no',
      isipv6: 'yes',
      defaultacl: 'no',
    });
  });

  it('creates a dual-stack network with the settings it is given', async () => {
    const settings = {
      isipv4: 'yes',
      isipv6: 'yes',
      defaultudpholepunch: 'yes',
      allowmanualsignup: 'yes',
      defaultinterface: 'wg-dual',
      defaultlistenport: 51900,
      defaultkeepalive: 0,
      defaultmtu: 1420,
      defaultpostdown: 'echo down',
      nodelimit: 50,
    } as const;
    const reply = await create({
      netid: 'dual_stack',
      addressrange: '100.64.10.0/24',
      addressrange6: 'fd3c:1:2:3::/64',
      ...settings,
      name: 'ignored by the server',
      prosettings: { defaultaccesslevel: 3 },
    });
    expect(reply.status).toBe(200);
    expect(networkSchema.strict().parse(reply.body)).toMatchObject(settings);
  });

  it.each([
    [
      { netid: 'Bad Name', addressrange: '10.9.0.0/24' },
      'invalid network name: use 1-32 characters of a-z, 0-9, underscore and hyphen',
    ],
    [
      { netid: 'a'.repeat(33), addressrange: '10.9.0.0/24' },
      'invalid network name: use 1-32 characters of a-z, 0-9, underscore and hyphen',
    ],
    [
      { netid: '', addressrange: '10.9.0.0/24' },
      'invalid network name: use 1-32 characters of a-z, 0-9, underscore and hyphen',
    ],
    [
      { netid: 'all_networks', addressrange: '10.9.0.0/24' },
      'network name all_networks is reserved: roles use it to mean every network; choose another name',
    ],
    [{ netid: 'net9' }, 'IPv4 or IPv6 CIDR required'],
    [{ netid: 'net9', addressrange: ' ', addressrange6: '' }, 'IPv4 or IPv6 CIDR required'],
    [{ netid: 'net9', addressrange: 'nonsense' }, 'addressrange must be a valid IPv4 CIDR'],
    [{ netid: 'net9', addressrange: '10.9.0.0' }, 'addressrange must be a valid IPv4 CIDR'],
    [{ netid: 'net9', addressrange: '10.9.0.0/33' }, 'addressrange must be a valid IPv4 CIDR'],
    [{ netid: 'net9', addressrange: 'fd00::/64' }, 'addressrange must be a valid IPv4 CIDR'],
    [{ netid: 'net9', addressrange6: '10.9.0.0/24' }, 'addressrange6 must be a valid IPv6 CIDR'],
    [{ netid: 'net9', addressrange: '10.9.0.0/31' }, 'cannot create network with /31 or /32 cidr'],
    [{ netid: 'net9', addressrange: '10.9.0.1/32' }, 'cannot create network with /31 or /32 cidr'],
    [{ netid: 'net9', addressrange6: 'fd00::/127' }, 'cannot create network with /127 or /128 cidr'],
    [{ netid: 'net9', addressrange6: 'fd09::/64', isipv4: 'yes' }, 'addressrange is required when isipv4 is "yes"'],
    [{ netid: 'net9', addressrange: '10.9.0.0/24', isipv4: 'no' }, 'addressrange must be empty when isipv4 is "no"'],
    [{ netid: 'net9', addressrange: '10.9.0.0/24', isipv6: 'yes' }, 'addressrange6 is required when isipv6 is "yes"'],
    [
      { netid: 'net9', addressrange: '10.9.0.0/24', addressrange6: 'fd09::/64', isipv6: 'no' },
      'addressrange6 must be empty when isipv6 is "no"',
    ],
    [
      { netid: 'net9', addressrange: '10.9.0.0/24', defaultkeepalive: 1001 },
      'defaultkeepalive must be between 0 and 1000',
    ],
    [
      { netid: 'net9', addressrange: '10.9.0.0/24', defaultkeepalive: -1 },
      'defaultkeepalive must be between 0 and 1000',
    ],
    [
      { netid: 'net9', addressrange: '10.9.0.0/24', defaultlistenport: 80 },
      'defaultlistenport must be between 1024 and 65535',
    ],
    [
      { netid: 'net9', addressrange: '10.9.0.0/24', defaultlistenport: 65536 },
      'defaultlistenport must be between 1024 and 65535',
    ],
    [{ netid: 'net9', addressrange: '10.9.0.0/24', defaultmtu: 100 }, 'defaultmtu must be between 576 and 65535'],
    [{ netid: 'net9', addressrange: '10.9.0.0/24', nodelimit: 0 }, 'nodelimit must be between 1 and 999999999'],
    [
      { netid: 'net9', addressrange: '10.9.0.0/24', nodelimit: 3_000_000_000 },
      'nodelimit must be between 1 and 999999999',
    ],
    [
      { netid: 'net9', addressrange: '10.9.0.0/24', defaultinterface: '' },
      'defaultinterface must have 1 to 35 characters',
    ],
    [
      { netid: 'net9', addressrange: '10.9.0.0/24', defaultkeepalive: 5000, defaultmtu: 10 },
      'defaultkeepalive must be between 0 and 1000\ndefaultmtu must be between 576 and 65535',
    ],
    [{ netid: 'net9', addressrange: '10.9.0.0/24', defaultacl: 'maybe' }, 'defaultacl: expected one of "yes", "no"'],
    [{ netid: 'net9', addressrange: '10.9.0.0/24', isipv4: true }, 'isipv4: expected one of "yes", "no"'],
    [{ netid: 5, addressrange: '10.9.0.0/24' }, 'netid: expected string'],
    [{ addressrange: '10.9.0.0/24' }, 'netid is required'],
    [{ netid: 'net9', addressrange: 24 }, 'addressrange: expected string'],
    [{ netid: 'net9', addressrange: '10.9.0.0/24', defaultmtu: 1280.5 }, 'defaultmtu: expected integer'],
    [{ netid: 'net9', addressrange: '10.9.0.0/24', defaultlistenport: '51821' }, 'defaultlistenport: expected number'],
    [[], 'request body: expected object'],
  ])('refuses %j', async (body, message) => {
    const reply = await create(body);
    expect(reply.status).toBe(400);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body).toEqual(errorBody(400, message));
  });

  it('refuses a body that is not JSON', async () => {
    const reply = await request(server(), 'POST', '/api/networks', { token, rawJson: '{"netid":' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'request body is not valid JSON'));
  });

  it('refuses a network id that is taken', async () => {
    const reply = await create({ netid: 'net1', addressrange: '10.200.0.0/24' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'network net1 already exists'));
  });

  it.each([
    [{ netid: 'wide', addressrange: '10.1.0.0/16' }],
    [{ netid: 'inside', addressrange: '10.1.2.128/25' }],
    [{ netid: 'same-v6', addressrange6: 'fd00:1:2:3:4::/80' }],
  ])('refuses a range overlapping an existing network: %j', async (body) => {
    const reply = await create(body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'network cidr already in use'));
    expect((await request(server(), 'GET', `/api/networks/${body.netid}`, { token })).status).toBe(404);
    expect(await networkRoles(server(), body.netid)).toEqual({ roles: [], groups: [] });
  });

  it('lets only one of several overlapping creations made at once succeed', async () => {
    const replies = await Promise.all(
      ['race-a', 'race-b', 'race-c', 'race-d'].map((netid) => create({ netid, addressrange: '10.250.0.0/24' })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400, 400]);
    const winner = replies.findIndex((reply) => reply.status === 200);
    await request(server(), 'DELETE', `/api/networks/race-${'abcd'[winner]}`, { token });
  });

  it('lists the networks sorted by id', async () => {
    const reply = await request(server(), 'GET', '/api/networks', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const networks = networkSchema.strict().array().parse(reply.body);
    expect(networks.map((network) => network.netid)).toEqual(['dual_stack', 'net1', 'v6-only']);
  });

  it('returns one network', async () => {
    const reply = await request(server(), 'GET', '/api/networks/net1', { token });
    expect(reply.status).toBe(200);
    expect(networkSchema.strict().parse(reply.body).addressrange).toBe('10.1.2.0/24');
  });

  it('answers 404 for an unknown network', async () => {
    const reply = await request(server(), 'GET', '/api/networks/nope', { token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'network nope not found'));
  });

  it('reports stats: every network with the number of hosts in it', async () => {
    const both = await createKey(server(), token, { networks: ['net1', 'dual_stack'] });
    await registerHost(server().url, both.token);
    await registerHost(server().url, await defaultKeyToken(server(), token, 'net1'));
    const reply = await request(server(), 'GET', '/api/v1/networks/stats', { token });
    expect(reply.status).toBe(200);
    const body = envelopeSchema(networkStatsEntrySchema.strict().array()).strict().parse(reply.body);
    expect(body.Code).toBe(200);
    expect(body.Message).toBe('fetched network stats');
    expect(body.Response.map(({ netid, hosts }) => ({ netid, hosts }))).toEqual([
      { netid: 'dual_stack', hosts: 1 },
      { netid: 'net1', hosts: 2 },
      { netid: 'v6-only', hosts: 0 },
    ]);
    expect(body.Response[1]).toMatchObject({ addressrange: '10.1.2.0/24', defaultlistenport: 51821 });
  });

  it('marks when nodes last joined or left a network, and only then', async () => {
    const created = await request(server(), 'POST', '/api/networks', {
      token,
      json: { netid: 'joined', addressrange: '10.1.9.0/24' },
    });
    expect(created.status, created.text).toBe(200);
    const modified = async () =>
      ((await request(server(), 'GET', '/api/networks/joined', { token })).body as { nodeslastmodified: number })
        .nodeslastmodified;
    const atCreation = await modified();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const host = await registerHost(server().url, await defaultKeyToken(server(), token, 'joined'));
    const atJoin = await modified();
    expect(atJoin).toBeGreaterThan(atCreation);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edited = await request(server(), 'PUT', `/api/nodes/joined/${host.nodes[0].id}`, {
      token,
      json: { metadata: 'a note' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await modified()).toBe(atJoin);
    const deleted = await request(server(), 'DELETE', `/api/nodes/joined/${host.nodes[0].id}?force=true`, { token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await modified()).toBeGreaterThan(atJoin);
  });
});
