import { apiHostSchema, apiNodeSchema, envelopeSchema, type ApiHost } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { checkIn, registerHost, type RegisteredHost } from './support/host-client';
import { errorBody, problemsOf, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { useServer } from './support/server';

describe.each(backends)('hosts ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let keyToken: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'site', addressrange: '10.100.0.0/24' });
    await createNetwork(server(), token, { netid: 'lab', addressrange: '10.101.0.0/24', addressrange6: 'fd01::/64' });
    keyToken = await defaultKeyToken(server(), token, 'site');
  });

  const listHosts = async () => {
    const reply = await request(server(), 'GET', '/api/hosts', { token });
    expect(reply.status).toBe(200);
    return apiHostSchema.strict().array().parse(reply.body);
  };
  const nodesOf = async (netid: string) => {
    const reply = await request(server(), 'GET', `/api/nodes/${netid}`, { token });
    return apiNodeSchema.array().parse(reply.body);
  };
  const put = (hostId: string, json: unknown) => request(server(), 'PUT', `/api/hosts/${hostId}`, { token, json });

  it('lists hosts sorted by id, each with the ids of its nodes', async () => {
    const first = await registerHost(server().url, keyToken);
    const second = await registerHost(server().url, keyToken);
    const hosts = await listHosts();
    expect(hosts.map((host) => host.id)).toEqual([first.host.id, second.host.id].sort());
    expect(hosts.find((host) => host.id === first.host.id)?.nodes).toEqual([first.nodes[0].id]);
  });

  describe('settings', () => {
    let host: RegisteredHost;
    beforeAll(async () => {
      host = await registerHost(server().url, keyToken, { name: 'settings-host' });
    });

    it('changes the settings the console edits, from the whole host sent back', async () => {
      const settings = {
        name: 'renamed-host',
        mtu: 1380,
        persistentkeepalive: 25,
        verbosity: 3,
        debug: true,
        autoupdate: true,
        isstaticport: true,
        listenport: 51999,
        isstatic: true,
        endpointip: '203.0.113.30',
        endpointipv6: '2001:db8::30',
        dns: 'YES',
      } as const;
      const reply = await put(host.host.id, { ...host.host, ...settings, publickey: 'ignored', nodes: [] });
      expect(reply.status).toBe(200);
      const updated = apiHostSchema.strict().parse(reply.body);
      expect(updated).toEqual({ ...host.host, ...settings, dns: 'yes' });
    });

    it('keeps the endpoints when the request sends them empty, as Netmaker does', async () => {
      const reply = await put(host.host.id, { endpointip: '', endpointipv6: '' });
      expect(reply.body).toMatchObject({ endpointip: '203.0.113.30', endpointipv6: '2001:db8::30' });
    });

    it.each([
      [{ name: '' }, 'name is required'],
      [{ name: 'has space' }, 'name may contain only letters, digits, dots, underscores and hyphens'],
      [{ mtu: 100 }, 'MTU must be between 576 and 65535'],
      [{ persistentkeepalive: -5 }, 'persistent keepalive must be between 0 and 1000 seconds'],
      [{ verbosity: 7 }, 'verbosity must be between 0 and 4'],
      [{ isstaticport: true, listenport: 0 }, 'a static port needs listenport between 1 and 65535'],
      [{ endpointip: 'fd00::1' }, 'endpointip must be an IPv4 address'],
      [{ endpointipv6: '1.2.3.4' }, 'endpointipv6 must be an IPv6 address'],
      [{ mtu: 'big' }, 'mtu: expected number'],
      [{ dns: 'maybe' }, 'dns must be "yes" or "no"'],
      [{ name: '', mtu: 1 }, 'name is required\nMTU must be between 576 and 65535'],
    ])('refuses %j', async (body, message) => {
      const before = (await listHosts()).find((candidate) => candidate.id === host.host.id);
      const reply = await put(host.host.id, body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
      expect((await listHosts()).find((candidate) => candidate.id === host.host.id)).toEqual(before);
    });

    it('sends what the shared rules found as codes beside the message, for the console to word', async () => {
      const reply = await put(host.host.id, { name: '', mtu: 1 });
      expect(problemsOf(reply.body)).toEqual([
        { code: 'nameRequired', params: {}, field: 'name' },
        { code: 'mtuRange', params: { min: 576, max: 65535 }, field: 'mtu' },
      ]);
      const unchecked = await put(host.host.id, { mtu: 'big' });
      expect(unchecked.body).toEqual({ Code: 400, Message: 'mtu: expected number', Response: null });
    });

    it('needs an endpoint for a static endpoint', async () => {
      const other = await registerHost(server().url, keyToken);
      const reply = await put(other.host.id, { isstatic: true });
      expect(reply.body).toEqual(errorBody(400, 'a static endpoint needs endpointip or endpointipv6'));
    });

    it('refuses a body for another host, and an unknown host', async () => {
      const mismatch = await put(host.host.id, { id: 'other' });
      expect(mismatch.body).toEqual(
        errorBody(400, `host id in the body (other) does not match the path (${host.host.id})`),
      );
      const unknown = await put('ghost', { name: 'ghost' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(errorBody(404, 'host ghost not found'));
    });
  });

  describe('default hosts', () => {
    let host: RegisteredHost;
    beforeAll(async () => {
      host = await registerHost(server().url, keyToken, { name: 'default-host' });
    });

    it('joins every network when made default', async () => {
      const reply = await put(host.host.id, { isdefault: true });
      expect(reply.status).toBe(200);
      const updated = reply.body as ApiHost;
      expect(updated.isdefault).toBe(true);
      expect(updated.nodes).toHaveLength(2);
      const labNode = (await nodesOf('lab')).find((node) => node.hostid === host.host.id);
      expect(labNode).toMatchObject({ network: 'lab', address6: expect.stringMatching(/^fd01::/) });
    });

    it('joins networks created afterwards', async () => {
      await createNetwork(server(), token, { netid: 'later', addressrange: '10.102.0.0/24' });
      expect((await nodesOf('later')).map((node) => [node.hostid, node.address])).toEqual([
        [host.host.id, '10.102.0.1/24'],
      ]);
    });

    it('stops joining new networks once unmade', async () => {
      expect((await put(host.host.id, { isdefault: false })).body).toMatchObject({ isdefault: false });
      await createNetwork(server(), token, { netid: 'later2', addressrange: '10.103.0.0/24' });
      expect(await nodesOf('later2')).toEqual([]);
    });
  });

  describe('joining and leaving networks', () => {
    let host: RegisteredHost;
    beforeAll(async () => {
      host = await registerHost(server().url, keyToken, { name: 'roaming-host' });
    });
    const join = (netid: string, hostId = host.host.id) =>
      request(server(), 'POST', `/api/hosts/${hostId}/networks/${netid}`, { token });
    const leave = (netid: string, query = '') =>
      request(server(), 'DELETE', `/api/hosts/${host.host.id}/networks/${netid}${query}`, { token });

    it('joins a network with the next free addresses', async () => {
      const taken = (await nodesOf('lab')).length;
      const reply = await join('lab');
      expect(reply.status).toBe(200);
      expect(reply.text).toBe('');
      const node = (await nodesOf('lab')).find((candidate) => candidate.hostid === host.host.id);
      expect(node).toMatchObject({ address: `10.101.0.${taken + 1}/24`, address6: `fd01::${taken + 1}/64` });
    });

    it.each([
      ['lab', undefined, 400, 'is already in network lab'],
      ['nowhere', undefined, 404, 'network nowhere not found'],
      ['lab', 'ghost', 404, 'host ghost not found'],
    ])('refuses to join %s (host %s)', async (netid, hostId, status, message) => {
      const reply = await join(netid, hostId);
      expect(reply.status).toBe(status);
      const expected = message.startsWith('is ') ? `host ${host.host.id} ${message}` : message;
      expect(reply.body).toEqual(errorBody(status, expected));
    });

    it('marks the node for deletion on leave; the host removes it on its next check-in', async () => {
      const reply = await leave('lab');
      expect(reply.status).toBe(200);
      expect(reply.text).toBe('');
      const node = (await nodesOf('lab')).find((candidate) => candidate.hostid === host.host.id);
      expect(node?.pendingdelete).toBe(true);
      const result = await checkIn(server().url, host.credentials);
      expect(result.nodes.map((candidate) => candidate.network)).toEqual(['site']);
      expect((await nodesOf('lab')).some((candidate) => candidate.hostid === host.host.id)).toBe(false);
    });

    it('rejoins over a node marked for deletion', async () => {
      expect((await join('lab')).status).toBe(200);
      expect((await leave('lab')).status).toBe(200);
      expect((await join('lab')).status).toBe(200);
      const nodes = (await nodesOf('lab')).filter((candidate) => candidate.hostid === host.host.id);
      expect(nodes.map((node) => node.pendingdelete)).toEqual([false]);
    });

    it('deletes the node at once when forced', async () => {
      const reply = await leave('lab', '?force=true');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ Code: 200, Message: 'force deleted daemon node successfully', Response: null });
      expect((await nodesOf('lab')).some((candidate) => candidate.hostid === host.host.id)).toBe(false);
    });

    it('answers 404 when the host is not in the network', async () => {
      const reply = await leave('lab');
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errorBody(404, `host ${host.host.id} is not in network lab`));
    });

    it('refuses to join a full network', async () => {
      await createNetwork(server(), token, { netid: 'tiny', addressrange: '10.104.0.0/30' });
      const tinyToken = await defaultKeyToken(server(), token, 'tiny');
      await registerHost(server().url, tinyToken);
      await registerHost(server().url, tinyToken);
      const reply = await join('tiny');
      expect(reply.body).toEqual(errorBody(400, 'ERROR: No unique addresses available. Check network subnet'));
    });

    it('refuses to join a network at its node limit', async () => {
      const limited = { netid: 'limited', addressrange: '10.105.0.0/24', nodelimit: 1 };
      await createNetwork(server(), token, limited);
      await registerHost(server().url, await defaultKeyToken(server(), token, 'limited'));
      const reply = await join('limited');
      expect(reply.body).toEqual(errorBody(400, 'network limited has reached its node limit of 1'));
    });
  });

  describe('deletion', () => {
    it('refuses to delete a host that is still in networks, unless forced', async () => {
      const host = await registerHost(server().url, keyToken, { name: 'doomed-host' });
      const refused = await request(server(), 'DELETE', `/api/hosts/${host.host.id}`, { token });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(
        errorBody(
          400,
          'host doomed-host is still in network(s) site; remove it from them first, or delete it with force=true',
        ),
      );
      const reply = await request(server(), 'DELETE', `/api/hosts/${host.host.id}?force=true`, { token });
      expect(reply.status).toBe(200);
      const body = envelopeSchema(apiHostSchema.strict()).strict().parse(reply.body);
      expect(body.Message).toBe('deleted host doomed-host');
      expect(body.Response).toMatchObject({ id: host.host.id, nodes: [host.nodes[0].id] });
      expect((await listHosts()).some((listed) => listed.id === host.host.id)).toBe(false);
      expect((await nodesOf('site')).some((node) => node.hostid === host.host.id)).toBe(false);
    });

    it('deletes a host without networks', async () => {
      const nowhere = await request(server(), 'POST', '/api/v1/enrollment-keys', {
        token,
        json: { tags: ['nowhere'], networks: [], unlimited: true },
      });
      const host = await registerHost(server().url, (nowhere.body as { token: string }).token);
      const reply = await request(server(), 'DELETE', `/api/hosts/${host.host.id}`, { token });
      expect(reply.status).toBe(200);
    });

    it('answers 404 for an unknown host', async () => {
      const reply = await request(server(), 'DELETE', '/api/hosts/ghost?force=true', { token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errorBody(404, 'host ghost not found'));
    });
  });

  describe('requests for hosts', () => {
    const actionsOf = async (hostId: string) => {
      const rows = await server()
        .db.selectFrom('host_actions')
        .select('action')
        .where('host_id', '=', hostId)
        .orderBy('action')
        .execute();
      return rows.map((row) => row.action);
    };
    let host: RegisteredHost;
    beforeAll(async () => {
      host = await registerHost(server().url, keyToken);
      await checkIn(server().url, host.credentials);
    });

    it('records key refreshes, syncs and upgrades for all hosts', async () => {
      const keys = await request(server(), 'PUT', '/api/hosts/keys', { token });
      expect([keys.status, keys.text]).toEqual([200, '']);
      const sync = await request(server(), 'POST', '/api/hosts/sync', { token });
      expect(sync.body).toEqual({ Code: 200, Message: 'sync all hosts request received', Response: null });
      const upgrade = await request(server(), 'POST', '/api/hosts/upgrade?force=true', { token });
      expect(upgrade.body).toEqual({ Code: 200, Message: 'upgrade all hosts request received', Response: null });
      expect(await actionsOf(host.host.id)).toEqual(['FORCE_UPGRADE', 'REQ_PULL', 'UPDATE_KEYS']);
    });

    it('records them for one host, a plain upgrade replacing a forced one', async () => {
      await checkIn(server().url, host.credentials);
      const keys = await request(server(), 'PUT', `/api/hosts/${host.host.id}/keys`, { token });
      expect([keys.status, keys.text]).toEqual([200, '']);
      const sync = await request(server(), 'POST', `/api/hosts/${host.host.id}/sync`, { token });
      expect([sync.status, sync.text]).toEqual([200, '']);
      await request(server(), 'PUT', `/api/hosts/${host.host.id}/upgrade?force=true`, { token });
      const upgrade = await request(server(), 'PUT', `/api/hosts/${host.host.id}/upgrade`, { token });
      expect(upgrade.body).toEqual({ Code: 200, Message: 'passed message to upgrade host', Response: null });
      expect(await actionsOf(host.host.id)).toEqual(['REQ_PULL', 'UPDATE_KEYS', 'UPGRADE']);
    });

    it.each([
      ['PUT', '/api/hosts/ghost/keys'],
      ['POST', '/api/hosts/ghost/sync'],
      ['PUT', '/api/hosts/ghost/upgrade'],
    ])('answers 404 for %s %s', async (method, path) => {
      const reply = await request(server(), method, path, { token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errorBody(404, 'host ghost not found'));
    });

    it('refuses a force flag that is not true or false', async () => {
      const reply = await request(server(), 'POST', '/api/hosts/upgrade?force=1', { token });
      expect(reply.body).toEqual(errorBody(400, 'force: expected one of "true", "false"'));
    });
  });
});
