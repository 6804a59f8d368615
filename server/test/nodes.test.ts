import {
  apiNodeSchema,
  envelopeSchema,
  nodeStatusEntrySchema,
  nodeStatusThresholdsSchema,
  type ApiNode,
} from '@netloom/contract';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { checkIn, registerHost, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createKey, createNetwork, defaultKeyToken } from './support/keys';
import { useServer, withServer, type TestServer } from './support/server';
import { createTags } from './support/tags';

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function setLastCheckIn(server: TestServer, hostId: string, time: string | null): Promise<void> {
  await server.db.updateTable('hosts').set({ last_check_in: time }).where('id', '=', hostId).execute();
}

describe.each(backends)('nodes ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let hosts: RegisteredHost[];
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'mesh', addressrange: '10.110.0.0/24', addressrange6: 'fd10::/64' });
    await createNetwork(server(), token, { netid: 'v4', addressrange: '10.111.0.0/24' });
    const key = await createKey(server(), token, { networks: ['mesh', 'v4'] });
    hosts = [];
    for (let index = 0; index < 3; index++) hosts.push(await registerHost(server().url, key.token));
  });

  const nodesOf = async (netid: string) => {
    const reply = await request(server(), 'GET', `/api/nodes/${netid}`, { token });
    expect(reply.status).toBe(200);
    return apiNodeSchema.strict().array().parse(reply.body);
  };
  const nodeOf = async (host: RegisteredHost, netid: string): Promise<ApiNode> => {
    const node = (await nodesOf(netid)).find((candidate) => candidate.hostid === host.host.id);
    if (!node) throw new Error(`host ${host.host.id} has no node in ${netid}`);
    return node;
  };
  const put = (netid: string, nodeId: string, json: unknown) =>
    request(server(), 'PUT', `/api/nodes/${netid}/${nodeId}`, { token, json });

  it('lists the nodes of a network sorted by id, in the ApiNode shape', async () => {
    const nodes = await nodesOf('mesh');
    expect(nodes.map((node) => node.id)).toEqual(nodes.map((node) => node.id).sort());
    expect(nodes.map((node) => node.address).sort()).toEqual(['10.110.0.1/24', '10.110.0.2/24', '10.110.0.3/24']);
    expect(nodes[0]).toMatchObject({
      network: 'mesh',
      networkrange: '10.110.0.0/24',
      networkrange6: 'fd10::/64',
      server: 'localhost',
      is_static: false,
      is_user_node: false,
      static_node: null,
      failed_over_by: '00000000-0000-0000-0000-000000000000',
      inet_node_req: { inet_node_client_ids: [] },
      defaultacl: 'unset',
    });
    expect(nodes[0].expdatetime).toBe(0);
  });

  it('lists the nodes of every network', async () => {
    const reply = await request(server(), 'GET', '/api/nodes', { token });
    const nodes = apiNodeSchema.array().parse(reply.body);
    expect(nodes).toHaveLength(6);
    expect(nodes.map((node) => node.id)).toEqual(nodes.map((node) => node.id).sort());
  });

  it('answers 404 for the nodes of an unknown network', async () => {
    const reply = await request(server(), 'GET', '/api/nodes/ghost', { token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'network ghost not found'));
  });

  describe('changes', () => {
    it('moves a node to a free address and back, from the whole node sent back', async () => {
      const node = await nodeOf(hosts[0], 'mesh');
      const moved = await put('mesh', node.id, { ...node, address: '10.110.0.200/24', address6: 'FD10:0::c8' });
      expect(moved.status).toBe(200);
      expect(apiNodeSchema.strict().parse(moved.body)).toMatchObject({
        address: '10.110.0.200/24',
        address6: 'fd10::c8/64',
      });
      const back = await put('mesh', node.id, { address: node.address, address6: node.address6 });
      expect(back.body).toMatchObject({ address: node.address, address6: node.address6 });
    });

    it('changes the connection, DNS, metadata, local address and tags', async () => {
      const node = await nodeOf(hosts[1], 'mesh');
      await createTags(server(), token, 'mesh', ['data', 'web']);
      const changes = {
        connected: false,
        dnson: true,
        metadata: 'rack 4',
        localaddress: '192.168.5.4/24',
        tags: { 'mesh.data': null, 'mesh.web': {} },
      };
      const reply = await put('mesh', node.id, { ...node, ...changes });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        ...changes,
        tags: { 'mesh.data': {}, 'mesh.web': {} },
        status: 'disconnected',
        status_reason: 'not-connected',
      });
      expect((await put('mesh', node.id, { connected: true })).body).toMatchObject({ connected: true });
    });

    it.each([
      [{ address: '10.110.0.2' }, 'ip specified is already allocated: 10.110.0.2'],
      [{ address: '10.120.0.5' }, 'address 10.120.0.5 is not a usable address of network mesh (10.110.0.0/24)'],
      [{ address: '10.110.0.0/24' }, 'address 10.110.0.0 is not a usable address of network mesh (10.110.0.0/24)'],
      [{ address: '10.110.0.255' }, 'address 10.110.0.255 is not a usable address of network mesh (10.110.0.0/24)'],
      [{ address: 'nonsense' }, 'address nonsense is not an IPv4 address'],
      [{ address: '' }, 'address is required: network mesh has IPv4 addresses'],
      [{ address6: 'fd10::2/64' }, 'ip specified is already allocated: fd10::2'],
      [{ address6: 'fd11::5' }, 'address6 fd11::5 is not a usable address of network mesh (fd10::/64)'],
      [{ network: 'v4' }, 'network url param does not match node network'],
      [{ hostid: 'someone-else' }, 'hostid cannot be changed'],
      [{ tags: { 'v4.web': {} } }, 'tag v4.web is not a tag of network mesh (<network>.<name>)'],
      [{ tags: { 'mesh.': {} } }, 'tag mesh. is not a tag of network mesh (<network>.<name>)'],
      [{ localaddress: 'home' }, 'localaddress must be an IP address or a CIDR'],
      [{ metadata: 'x'.repeat(256) }, 'metadata must have at most 255 characters'],
      [{ connected: 'yes' }, 'connected: expected boolean'],
      [{ expdatetime: 1_000 }, 'expdatetime must be a date in the future (unix seconds), or 0 for never'],
      [{ expdatetime: -1 }, 'expdatetime must be a date in the future (unix seconds), or 0 for never'],
      [{ expdatetime: 'tomorrow' }, 'expdatetime: expected number'],
    ])('refuses %j', async (body, message) => {
      const node = await nodeOf(hosts[0], 'mesh');
      const reply = await put('mesh', node.id, body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
      expect(await nodeOf(hosts[0], 'mesh')).toEqual(node);
    });

    it('sets an expiration date, keeps it when the node comes back unchanged, and clears it with 0', async () => {
      const node = await nodeOf(hosts[2], 'mesh');
      const inADay = Math.floor(Date.now() / 1000) + 86_400;
      expect((await put('mesh', node.id, { expdatetime: inADay })).body).toMatchObject({ expdatetime: inADay });
      const expiring = await nodeOf(hosts[2], 'mesh');
      expect((await put('mesh', node.id, { ...expiring, metadata: 'kept' })).body).toMatchObject({
        expdatetime: inADay,
        metadata: 'kept',
      });
      expect((await put('mesh', node.id, { expdatetime: 0, metadata: '' })).body).toMatchObject({ expdatetime: 0 });
    });

    it('reports an expired node offline because it expired, and a stale expiry sent back is kept', async () => {
      const node = await nodeOf(hosts[2], 'mesh');
      const past = new Date(Date.now() - 60_000);
      await server()
        .db.updateTable('nodes')
        .set({ expires_at: past.toISOString() })
        .where('id', '=', node.id)
        .execute();
      const expired = await nodeOf(hosts[2], 'mesh');
      expect([expired.status, expired.status_reason]).toEqual(['offline', 'expired']);
      expect((await put('mesh', node.id, { ...expired, dnson: true })).status).toBe(200);
      expect((await put('mesh', node.id, { expdatetime: 0, dnson: false })).body).toMatchObject({ expdatetime: 0 });
    });

    it('refuses an IPv6 address in a network without an IPv6 range', async () => {
      const node = await nodeOf(hosts[0], 'v4');
      const reply = await put('v4', node.id, { address6: 'fd10::99' });
      expect(reply.body).toEqual(errorBody(400, 'network v4 has no IPv6 range for address6'));
    });

    it('refuses a body for another node', async () => {
      const node = await nodeOf(hosts[0], 'mesh');
      const reply = await put('mesh', node.id, { id: 'other' });
      expect(reply.body).toEqual(errorBody(400, `node id in the body (other) does not match the path (${node.id})`));
    });

    it('answers 404 for an unknown node, or a node of another network', async () => {
      const elsewhere = await nodeOf(hosts[0], 'v4');
      for (const nodeId of ['ghost', elsewhere.id]) {
        const reply = await put('mesh', nodeId, {});
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual(errorBody(404, `node ${nodeId} not found in network mesh`));
      }
    });
  });

  it('returns a node on approval (nodes are approved when created)', async () => {
    const node = await nodeOf(hosts[0], 'mesh');
    const reply = await request(server(), 'POST', `/api/nodes/mesh/${node.id}/approve`, { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(node);
    const unknown = await request(server(), 'POST', '/api/nodes/mesh/ghost/approve', { token });
    expect(unknown.body).toEqual(errorBody(404, 'node ghost not found in network mesh'));
  });

  describe('deletion', () => {
    it('marks a node for deletion, or deletes it when forced, and frees its address', async () => {
      const node = await nodeOf(hosts[2], 'v4');
      const marked = await request(server(), 'DELETE', `/api/nodes/v4/${node.id}`, { token });
      expect(marked.body).toEqual({ Code: 200, Message: `${node.id} deleted.`, Response: null });
      expect((await nodeOf(hosts[2], 'v4')).pendingdelete).toBe(true);
      const forced = await request(server(), 'DELETE', `/api/nodes/v4/${node.id}?force=true`, { token });
      expect(forced.body).toEqual({ Code: 200, Message: `${node.id} deleted.`, Response: null });
      expect((await nodesOf('v4')).map((candidate) => candidate.id)).not.toContain(node.id);
      const next = await registerHost(server().url, await defaultKeyToken(server(), token, 'v4'));
      expect(next.nodes[0].address).toBe(node.address);
    });

    it('answers 404 for an unknown node', async () => {
      const reply = await request(server(), 'DELETE', '/api/nodes/v4/ghost?force=true', { token });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(errorBody(404, 'node ghost not found in network v4'));
    });
  });

  describe('status', () => {
    const statusOf = async (host: RegisteredHost) => {
      const node = await nodeOf(host, 'mesh');
      return [node.status, node.status_reason];
    };

    it('is offline until the host checks in, then online', async () => {
      await setLastCheckIn(server(), hosts[0].host.id, null);
      expect(await statusOf(hosts[0])).toEqual(['offline', 'never-checked-in']);
      await checkIn(server().url, hosts[0].credentials);
      expect(await statusOf(hosts[0])).toEqual(['online', 'checked-in']);
    });

    it('turns warning after 300 s and error after 1800 s without a check-in', async () => {
      for (const [age, expected] of [
        [10, ['online', 'checked-in']],
        [299, ['online', 'checked-in']],
        [320, ['warning', 'check-in-over-warning-threshold']],
        [1790, ['warning', 'check-in-over-warning-threshold']],
        [1820, ['error', 'check-in-over-error-threshold']],
        [86_400, ['error', 'check-in-over-error-threshold']],
      ] as const) {
        await setLastCheckIn(server(), hosts[0].host.id, secondsAgo(age));
        expect(await statusOf(hosts[0])).toEqual(expected);
      }
    });

    it('is disconnected when the node is not connected, whatever its check-ins', async () => {
      await setLastCheckIn(server(), hosts[1].host.id, secondsAgo(5));
      const node = await nodeOf(hosts[1], 'mesh');
      await put('mesh', node.id, { connected: false });
      expect(await statusOf(hosts[1])).toEqual(['disconnected', 'not-connected']);
      await put('mesh', node.id, { connected: true });
      expect(await statusOf(hosts[1])).toEqual(['online', 'checked-in']);
    });

    it('answers the status of every node of a network by id', async () => {
      await setLastCheckIn(server(), hosts[0].host.id, secondsAgo(400));
      const reply = await request(server(), 'GET', '/api/v1/nodes/mesh/status', { token });
      expect(reply.status).toBe(200);
      const body = envelopeSchema(z.record(z.string(), nodeStatusEntrySchema.strict())).strict().parse(reply.body);
      expect(body.Message).toBe('fetched nodes with status');
      const node = await nodeOf(hosts[0], 'mesh');
      expect(body.Response[node.id]).toEqual({
        id: node.id,
        is_static: false,
        is_user_node: false,
        status: 'warning',
        status_reason: 'check-in-over-warning-threshold',
      });
      expect(Object.keys(body.Response)).toHaveLength(3);
      const unknown = await request(server(), 'GET', '/api/v1/nodes/ghost/status', { token });
      expect(unknown.body).toEqual(errorBody(404, 'network ghost not found'));
    });

    const thresholdsOf = async (on: TestServer, as: string) => {
      const reply = await request(on, 'GET', '/api/v2/nodes/status-thresholds', { token: as });
      expect(reply.status).toBe(200);
      return nodeStatusThresholdsSchema.strict().parse(reply.body);
    };

    it('tells the console the default thresholds, 300 s and 1800 s', async () => {
      expect(await thresholdsOf(server(), token)).toEqual({ warning_seconds: 300, error_seconds: 1800 });
      const anonymous = await request(server(), 'GET', '/api/v2/nodes/status-thresholds');
      expect(anonymous.status).toBe(401);
    });

    it('follows the configured thresholds, and tells the console the same ones', async () => {
      const settings = { NETLOOM_NODE_WARNING_SECONDS: '90', NETLOOM_NODE_ERROR_SECONDS: '3600' };
      await withServer(backend, settings, async (other) => {
        const admin = await createSuperAdmin(other);
        await createNetwork(other, admin, { netid: 'fast', addressrange: '10.112.0.0/24' });
        const host = await registerHost(other.url, await defaultKeyToken(other, admin, 'fast'));
        const statuses = [];
        for (const age of [60, 120, 3700]) {
          await setLastCheckIn(other, host.host.id, secondsAgo(age));
          const reply = await request(other, 'GET', '/api/nodes/fast', { token: admin });
          const [node] = reply.body as ApiNode[];
          statuses.push([node.status, node.status_reason]);
        }
        expect(statuses).toEqual([
          ['online', 'checked-in'],
          ['warning', 'check-in-over-warning-threshold'],
          ['error', 'check-in-over-error-threshold'],
        ]);
        expect(await thresholdsOf(other, admin)).toEqual({ warning_seconds: 90, error_seconds: 3600 });
      });
    });
  });
});
