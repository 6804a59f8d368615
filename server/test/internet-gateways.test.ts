import { apiNodeSchema, type ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { listedNode, listedNodes, networkOfHosts, onlyNode, useNetworkOfHosts } from './support/gateway-network';
import { errorBody, request } from './support/http';
import { useServer, type TestServer } from './support/server';

const NETID = 'inetnet';

function internetGateway(server: TestServer, token: string, method: string, gateway: ApiNode, clients?: ApiNode[]) {
  const json = clients && { inet_node_client_ids: clients.map((client) => client.id) };
  return request(server, method, `/api/nodes/${gateway.network}/${gateway.id}/inet_gw`, { token, json });
}

describe.each(backends)('internet gateways ($name)', (backend) => {
  const net = useNetworkOfHosts(backend, { netid: NETID, addressrange: '10.150.0.0/24' }, [
    ...Array.from({ length: 7 }, () => ({})),
    { os: 'darwin' },
    { firewallinuse: 'none' },
  ]);
  const { server } = net;
  const post = (gateway: number, clients: number[]) =>
    internetGateway(
      server(),
      net.token,
      'POST',
      net.nodes[gateway],
      clients.map((index) => net.nodes[index]),
    );

  it('makes a node the internet gateway of nodes of its network, and both sides show it', async () => {
    const reply = await post(0, [2, 1]);
    expect(reply.status, reply.text).toBe(200);
    const gateway = apiNodeSchema.strict().parse(reply.body);
    expect(gateway).toMatchObject({ isinternetgateway: true, internetgw_node_id: '' });
    expect(gateway.inet_node_req.inet_node_client_ids).toEqual([net.nodes[1].id, net.nodes[2].id].sort());
    for (const index of [1, 2]) expect(await net.listed(index)).toMatchObject({ internetgw_node_id: net.nodes[0].id });
    expect(await net.listed(0)).toEqual(gateway);
  });

  it('refuses a second POST on an internet gateway and keeps its clients', async () => {
    expect((await post(0, [3])).body).toEqual(errorBody(400, 'node is already acting as internet gateway'));
    expect((await net.listed(0)).inet_node_req.inet_node_client_ids).toEqual([net.nodes[1].id, net.nodes[2].id].sort());
  });

  it('replaces the clients with PUT, which needs an internet gateway', async () => {
    const reply = await internetGateway(server(), net.token, 'PUT', net.nodes[0], [net.nodes[3]]);
    expect(reply.status, reply.text).toBe(200);
    expect((reply.body as ApiNode).inet_node_req.inet_node_client_ids).toEqual([net.nodes[3].id]);
    expect(await net.listed(1)).toMatchObject({ internetgw_node_id: '' });
    const plain = await internetGateway(server(), net.token, 'PUT', net.nodes[4], [net.nodes[5]]);
    expect(plain.body).toEqual(
      errorBody(400, `${net.label(4)} is not an internet gateway; make it one with POST first`),
    );
  });

  it('needs a Linux gateway with a firewall, not relayed and not using another gateway', async () => {
    expect((await post(7, [])).body).toEqual(errorBody(400, 'only linux nodes can be made internet gws'));
    expect((await post(8, [])).body).toEqual(
      errorBody(
        400,
        `host ${net.hosts[8].host.name} has no firewall; install iptables or nftables on it to make it an internet gateway`,
      ),
    );
    expect((await post(3, [])).body).toEqual(
      errorBody(
        400,
        `${net.label(3)} uses internet gateway node ${net.nodes[0].id}; it can't be an internet gateway itself`,
      ),
    );
    await net.setNode(4, { relayedby: net.nodes[6].id });
    expect((await post(4, [])).body).toEqual(
      errorBody(
        400,
        `${net.label(4)} is relayed by node ${net.nodes[6].id}; a relayed node can't be an internet gateway`,
      ),
    );
    await net.setNode(4, { relayedby: '' });
  });

  it('refuses clients that cannot use this gateway, naming them and why', async () => {
    const refusal = async (clients: number[], message: string) =>
      expect((await post(4, clients)).body).toEqual(errorBody(400, message));
    await refusal(
      [4],
      `an internet gateway can't be its own client: take ${net.nodes[4].id} out of inet_node_client_ids`,
    );
    await refusal([0], `${net.label(0)} is an internet gateway; it can't use another one`);
    await refusal(
      [3],
      `${net.label(3)} already uses internet gateway node ${net.nodes[0].id}; a node uses one at most`,
    );
    await net.setNode(5, { is_fail_over: 1 });
    await refusal([5], `${net.label(5)} is the failover node; it can't use an internet gateway`);
    await net.setNode(5, { is_fail_over: 0, relayedby: net.nodes[6].id });
    await refusal(
      [5],
      `${net.label(5)} is relayed by node ${net.nodes[6].id}; a relayed node reaches the internet through its relay`,
    );
    await net.setNode(5, { relayedby: '' });
    await server().db.updateTable('hosts').set({ isdefault: 1 }).where('id', '=', net.hosts[6].host.id).execute();
    await refusal([6], `${net.label(6)} runs on a default host; a default host can't use an internet gateway`);
    await server().db.updateTable('hosts').set({ isdefault: 0 }).where('id', '=', net.hosts[6].host.id).execute();
  });

  it('names client ids that are not nodes of the network, and changes nothing on any refusal', async () => {
    const before = await listedNodes(server(), net.token, NETID);
    const reply = await internetGateway(server(), net.token, 'POST', net.nodes[4], [
      net.nodes[5],
      { ...net.nodes[5], id: 'ghost' },
    ]);
    expect(reply.body).toEqual(errorBody(400, `ghost is not a node of network ${NETID}`));
    expect((await post(4, [5, 0])).status).toBe(400);
    expect(await listedNodes(server(), net.token, NETID)).toEqual(before);
  });

  it('stops being an internet gateway on DELETE, freeing every client', async () => {
    const reply = await internetGateway(server(), net.token, 'DELETE', net.nodes[0]);
    expect(reply.status).toBe(200);
    expect(apiNodeSchema.strict().parse(reply.body)).toMatchObject({
      isinternetgateway: false,
      inet_node_req: { inet_node_client_ids: [] },
    });
    expect(await net.listed(3)).toMatchObject({ internetgw_node_id: '' });
  });

  it('lets only admins of the network manage internet gateways', async () => {
    const loner = await addAccount(server(), 'inet-loner', 'platform-user');
    const member = await addAccount(server(), 'inet-member', 'platform-user', [`${NETID}-network-user-grp`]);
    const message = `only admins and admins of network ${NETID} can manage its internet gateways`;
    for (const caller of [loner, member]) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const reply = await internetGateway(
          server(),
          caller,
          method,
          net.nodes[0],
          method === 'DELETE' ? undefined : [],
        );
        expect(reply.body).toEqual(errorBody(403, message));
      }
    }
    expect((await net.listed(0)).isinternetgateway).toBe(false);
  });

  describe('deleting nodes', () => {
    it('frees the clients of a gateway whose host is deleted, and drops a deleted client', async () => {
      expect((await post(1, [2, 3])).status).toBe(200);
      await request(server(), 'DELETE', `/api/nodes/${NETID}/${net.nodes[2].id}?force=true`, { token: net.token });
      expect((await net.listed(1)).inet_node_req.inet_node_client_ids).toEqual([net.nodes[3].id]);
      const deleted = await request(server(), 'DELETE', `/api/hosts/${net.hosts[1].host.id}?force=true`, {
        token: net.token,
      });
      expect(deleted.status).toBe(200);
      expect(await net.listed(3)).toMatchObject({ internetgw_node_id: '' });
    });
  });
});

describe.each(backends)('internet gateways on the Community edition ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_EDITION: 'community' });

  it('answers 403: internet gateways need Pro', async () => {
    const token = await createSuperAdmin(server());
    const [gateway, client] = (
      await networkOfHosts(server(), token, { netid: NETID, addressrange: '10.150.0.0/24' }, [{}, {}])
    ).map(onlyNode);
    const message = 'internet gateways need the Pro edition; this server runs the Community edition';
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const reply = await internetGateway(server(), token, method, gateway, method === 'DELETE' ? undefined : [client]);
      expect(reply.body).toEqual(errorBody(403, message));
    }
    expect((await listedNode(server(), token, NETID, client.id)).internetgw_node_id).toBe('');
  });
});
