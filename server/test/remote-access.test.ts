import { apiHostSchema, apiNodeSchema, type ApiNode } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { registerHost } from './support/host-client';
import { errorBody, problemsOf, request } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

describe.each(backends)('remote access gateways ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let keyToken: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
    await createNetwork(server(), token, { netid: 'office', addressrange: '10.140.0.0/24' });
    await createNetwork(server(), token, { netid: 'lab', addressrange: '10.141.0.0/24' });
    keyToken = await defaultKeyToken(server(), token, 'office');
  });

  const newNode = async (facts = {}) => (await registerHost(server().url, keyToken, facts)).nodes[0];
  const nodeNow = async (nodeId: string): Promise<ApiNode> => {
    const reply = await request(server(), 'GET', '/api/nodes/office', { token });
    const node = apiNodeSchema
      .array()
      .parse(reply.body)
      .find((candidate) => candidate.id === nodeId);
    if (!node) throw new Error(`node ${nodeId} is not listed`);
    return node;
  };
  const createIngress = (nodeId: string, json: unknown = {}, as = token) =>
    request(server(), 'POST', `/api/nodes/office/${nodeId}/createingress`, { token: as, json });
  const deleteIngress = (nodeId: string, as = token) =>
    request(server(), 'DELETE', `/api/nodes/office/${nodeId}/deleteingress`, { token: as });

  describe('creation', () => {
    it('makes a node a gateway with the defaults and a static port on its host', async () => {
      const node = await newNode();
      const reply = await createIngress(node.id, { mtu: 0, extclientdns: '' });
      expect(reply.status).toBe(200);
      expect(apiNodeSchema.strict().parse(reply.body)).toMatchObject({
        id: node.id,
        isingressgateway: true,
        isinternetgateway: false,
        ingressdns: '',
        ingresspersistentkeepalive: 20,
        ingressmtu: 1420,
        metadata: 'This host can be used for remote access',
      });
      const hosts = apiHostSchema.array().parse((await request(server(), 'GET', '/api/hosts', { token })).body);
      expect(hosts.find((host) => host.id === node.hostid)?.isstaticport).toBe(true);
    });

    it('takes the DNS, keepalive, MTU and metadata of the request', async () => {
      const node = await newNode();
      const body = { extclientdns: '10.140.0.53, 9.9.9.9', persistentkeepalive: 0, mtu: 1380, metadata: 'VPN' };
      expect((await createIngress(node.id, body)).body).toMatchObject({
        ingressdns: '10.140.0.53, 9.9.9.9',
        ingresspersistentkeepalive: 0,
        ingressmtu: 1380,
        metadata: 'VPN',
      });
    });

    it('makes an internet gateway with 1.1.1.1 as DNS unless one is given', async () => {
      const plain = await createIngress((await newNode()).id, { is_internet_gw: true });
      expect(plain.body).toMatchObject({ isingressgateway: true, isinternetgateway: true, ingressdns: '1.1.1.1' });
      const own = await createIngress((await newNode()).id, { is_internet_gw: true, extclientdns: '8.8.8.8' });
      expect(own.body).toMatchObject({ isinternetgateway: true, ingressdns: '8.8.8.8' });
    });

    it('refuses a host that is not Linux, a relayed node and a node that is already a gateway', async () => {
      const windows = await newNode({ os: 'windows' });
      const refusedOs = await createIngress(windows.id);
      expect(refusedOs.status).toBe(400);
      expect(refusedOs.body).toEqual(
        errorBody(400, expect.stringMatching(/^remote access gateways need a Linux host; host .+ runs windows$/)),
      );
      const relay = await newNode();
      const relayed = await newNode();
      await server().db.updateTable('nodes').set({ relayedby: relay.id }).where('id', '=', relayed.id).execute();
      const refusedRelayed = await createIngress(relayed.id);
      expect((refusedRelayed.body as { Message: string }).Message).toMatch(
        new RegExp(
          `\\(node ${relayed.id}\\) is relayed by node ${relay.id}; a relayed node can't be a remote access gateway$`,
        ),
      );
      const gateway = await newNode();
      expect((await createIngress(gateway.id)).status).toBe(200);
      const again = await createIngress(gateway.id, { mtu: 1300 });
      expect(again.status).toBe(400);
      expect((again.body as { Message: string }).Message).toMatch(/is already a remote access gateway$/);
      expect((await nodeNow(gateway.id)).ingressmtu).toBe(1420);
      expect((await nodeNow(windows.id)).isingressgateway).toBe(false);
    });

    it.each([
      [
        { extclientdns: 'dns.example.com' },
        'DNS must be IP addresses separated by commas; dns.example.com is not an IP address',
      ],
      [{ mtu: 100 }, 'MTU must be between 576 and 65535'],
      [{ persistentkeepalive: -5 }, 'persistent keepalive must be between 0 and 1000 seconds'],
      [{ metadata: 'm'.repeat(256) }, 'metadata must have at most 255 characters'],
      [{ mtu: 'big' }, 'mtu: expected number'],
    ])('refuses %j and leaves the node as it was', async (body, message) => {
      const node = await newNode();
      const before = await nodeNow(node.id);
      const reply = await createIngress(node.id, body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errorBody(400, message));
      expect(await nodeNow(node.id)).toEqual(before);
    });

    it('sends problem codes only when they are the whole refusal, so no translation leaves a reason out', async () => {
      const windows = await newNode({ os: 'windows' });
      const mixed = await createIngress(windows.id, { mtu: 100 });
      expect((mixed.body as { Message: string }).Message).toMatch(
        /^remote access gateways need a Linux host; host .+ runs windows\nMTU must be between 576 and 65535$/,
      );
      expect(problemsOf(mixed.body)).toEqual([]);
      const rulesOnly = await createIngress((await newNode()).id, { mtu: 100, persistentkeepalive: -5 });
      expect(problemsOf(rulesOnly.body)).toEqual([
        { code: 'mtuRange', params: { min: 576, max: 65535 }, field: 'mtu' },
        { code: 'keepaliveRange', params: { max: 1000 }, field: 'persistentkeepalive' },
      ]);
    });

    it('answers 404 for an unknown node or a node of another network', async () => {
      const elsewhere = await registerHost(server().url, await defaultKeyToken(server(), token, 'lab'));
      for (const nodeId of ['ghost', elsewhere.nodes[0].id]) {
        const reply = await createIngress(nodeId);
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual(errorBody(404, `node ${nodeId} not found in network office`));
      }
    });
  });

  describe('settings through PUT /api/nodes', () => {
    it("changes a gateway's DNS, keepalive and MTU", async () => {
      const { gateway } = await createGateway(server(), token, 'office');
      const changes = { ingressdns: '1.0.0.1', ingresspersistentkeepalive: 15, ingressmtu: 1280 };
      const reply = await request(server(), 'PUT', `/api/nodes/office/${gateway.id}`, {
        token,
        json: { ...gateway, ...changes },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ ...changes, isingressgateway: true });
    });

    it.each([
      [{ ingressdns: 'x' }, 'DNS must be IP addresses separated by commas; x is not an IP address'],
      [{ ingressmtu: 70000 }, 'MTU must be between 576 and 65535'],
      [{ ingresspersistentkeepalive: 1001 }, 'persistent keepalive must be between 0 and 1000 seconds'],
    ])('refuses %j on a gateway', async (body, message) => {
      const { gateway } = await createGateway(server(), token, 'office');
      const reply = await request(server(), 'PUT', `/api/nodes/office/${gateway.id}`, { token, json: body });
      expect(reply.body).toEqual(errorBody(400, message));
      expect(await nodeNow(gateway.id)).toMatchObject({ ingressdns: '', ingressmtu: 1420 });
    });

    it('takes a whole node that is no gateway sent back, and refuses gateway settings on it', async () => {
      const node = await nodeNow((await newNode()).id);
      const put = (json: unknown) => request(server(), 'PUT', `/api/nodes/office/${node.id}`, { token, json });
      expect((await put({ ...node, metadata: 'plain' })).status).toBe(200);
      for (const change of [{ ingressdns: '1.1.1.1' }, { ingressmtu: 1420 }, { ingresspersistentkeepalive: 20 }]) {
        expect((await put({ ...node, ...change })).body).toEqual(errorBody(400, 'node is not a remote access gateway'));
      }
    });
  });

  describe('deletion', () => {
    it('ends the gateway with its clients, its internet gateway role and the nodes using it', async () => {
      const { gateway } = await createGateway(server(), token, 'office', { is_internet_gw: true });
      const client = await createClient(server(), token, 'office', gateway.id);
      const user = await newNode();
      await server()
        .db.updateTable('nodes')
        .set({ internetgw_node_id: gateway.id })
        .where('id', '=', user.id)
        .execute();
      const reply = await deleteIngress(gateway.id);
      expect(reply.status).toBe(200);
      expect(apiNodeSchema.strict().parse(reply.body)).toMatchObject({
        isingressgateway: false,
        isinternetgateway: false,
        ingressdns: '',
        ingresspersistentkeepalive: 0,
        ingressmtu: 0,
        metadata: '',
        inet_node_req: { inet_node_client_ids: [] },
      });
      expect((await nodeNow(user.id)).internetgw_node_id).toBe('');
      const gone = await request(server(), 'GET', `/api/extclients/office/${client.clientid}`, { token });
      expect(gone.body).toEqual(errorBody(404, `external client ${client.clientid} not found in network office`));
    });

    it('keeps metadata someone wrote, and refuses a node that is no gateway', async () => {
      const { gateway } = await createGateway(server(), token, 'office', { metadata: 'VPN for staff' });
      expect((await deleteIngress(gateway.id)).body).toMatchObject({ metadata: 'VPN for staff' });
      const again = await deleteIngress(gateway.id);
      expect(again.status).toBe(400);
      expect(again.body).toEqual(errorBody(400, 'node is not a remote access gateway'));
    });
  });

  describe('permissions', () => {
    it("lets only admins and the network's admins make and remove gateways", async () => {
      const user = await addAccount(server(), 'office-user', 'platform-user', ['office-network-user-grp']);
      const networkAdmin = await addAccount(server(), 'office-admin', 'platform-user', ['office-network-admin-grp']);
      const node = await newNode();
      expect((await createIngress(node.id, {}, user)).body).toEqual(
        errorBody(403, 'only admins and admins of network office can create remote access gateways'),
      );
      expect((await createIngress(node.id, {}, networkAdmin)).status).toBe(200);
      expect((await deleteIngress(node.id, user)).body).toEqual(
        errorBody(403, 'only admins and admins of network office can delete remote access gateways'),
      );
      expect((await deleteIngress(node.id, networkAdmin)).status).toBe(200);
    });
  });
});
