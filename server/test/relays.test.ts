import { apiNodeSchema, type ApiNode } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { listedNode, listedNodes, networkOfHosts, onlyNode, useNetworkOfHosts } from './support/gateway-network';
import { errorBody, request } from './support/http';
import { useServer, type TestServer } from './support/server';

const NETID = 'relaynet';

function createRelay(server: TestServer, token: string, relay: ApiNode, members: ApiNode[]) {
  return request(server, 'POST', `/api/nodes/${relay.network}/${relay.id}/createrelay`, {
    token,
    json: { nodeid: relay.id, netid: relay.network, relayaddrs: members.map((member) => member.id) },
  });
}

describe.each(backends)('relays ($name)', (backend) => {
  const net = useNetworkOfHosts(backend, { netid: NETID, addressrange: '10.130.0.0/24' }, [
    ...Array.from({ length: 8 }, () => ({})),
    { os: 'windows' },
  ]);
  const { server } = net;
  /** Messages about several nodes, one line each in the order of the nodes' ids. */
  const byNodeId = (lines: [number, string][]) =>
    lines
      .sort(([a], [b]) => net.nodes[a].id.localeCompare(net.nodes[b].id))
      .map(([, line]) => line)
      .join('\n');

  it('makes a node the relay of nodes of its network, and both sides show it', async () => {
    const members = [5, 2, 4, 1, 1, 3].map((index) => net.nodes[index]);
    const reply = await createRelay(server(), net.token, net.nodes[0], members);
    expect(reply.status, reply.text).toBe(200);
    const relay = apiNodeSchema.strict().parse(reply.body);
    expect(relay).toMatchObject({ id: net.nodes[0].id, isrelay: true, isrelayed: false, relayedby: '' });
    // Sorted by id, whatever order the members were asked for or written in.
    expect(relay.relaynodes).toEqual([1, 2, 3, 4, 5].map((index) => net.nodes[index].id).sort());
    for (const index of [1, 2, 3, 4, 5]) {
      expect(await net.listed(index)).toMatchObject({ isrelayed: true, relayedby: net.nodes[0].id, isrelay: false });
    }
    expect(await net.listed(0)).toEqual(relay);
  });

  it('replaces the members when asked again, and through the node update', async () => {
    const again = await createRelay(server(), net.token, net.nodes[0], [net.nodes[3]]);
    expect((again.body as ApiNode).relaynodes).toEqual([net.nodes[3].id]);
    expect(await net.listed(1)).toMatchObject({ isrelayed: false, relayedby: '' });
    const relay = await net.listed(0);
    const edited = await request(server(), 'PUT', `/api/nodes/${NETID}/${relay.id}`, {
      token: net.token,
      json: { ...relay, relaynodes: [net.nodes[1].id, net.nodes[2].id] },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((edited.body as ApiNode).relaynodes).toEqual([net.nodes[1].id, net.nodes[2].id].sort());
    expect(await net.listed(3)).toMatchObject({ isrelayed: false, relayedby: '' });
    expect(await net.listed(1)).toMatchObject({ isrelayed: true, relayedby: net.nodes[0].id });
  });

  it('takes a whole node sent back unchanged, and refuses members for a node that is no relay', async () => {
    const relay = await net.listed(0);
    expect(
      (await request(server(), 'PUT', `/api/nodes/${NETID}/${relay.id}`, { token: net.token, json: relay })).status,
    ).toBe(200);
    expect((await net.listed(0)).relaynodes).toEqual(relay.relaynodes);
    const plain = await net.listed(4);
    expect(
      (await request(server(), 'PUT', `/api/nodes/${NETID}/${plain.id}`, { token: net.token, json: plain })).status,
    ).toBe(200);
    const refused = await request(server(), 'PUT', `/api/nodes/${NETID}/${plain.id}`, {
      token: net.token,
      json: { ...plain, metadata: 'changed', relaynodes: [net.nodes[5].id] },
    });
    expect(refused.body).toEqual(
      errorBody(400, `node ${plain.id} is not a relay; make it a relay before giving it nodes to relay`),
    );
    expect(await net.listed(4)).toMatchObject({ metadata: '' });
    expect(await net.listed(5)).toMatchObject({ isrelayed: false });
  });

  it('refuses what a relay cannot relay, naming the node and why', async () => {
    const refusal = async (members: ApiNode[], message: string) => {
      const reply = await createRelay(server(), net.token, net.nodes[4], members);
      expect(reply.body).toEqual(errorBody(400, message));
    };
    await refusal([net.nodes[4]], `a node can't relay itself: take ${net.nodes[4].id} out of the relayed nodes`);
    await refusal(
      [net.nodes[1]],
      `${net.label(1)} is already relayed by node ${net.nodes[0].id}; take it out of that relay first`,
    );
    await refusal([net.nodes[0]], `${net.label(0)} is a relay; a relay can't be relayed`);
    await net.setNode(5, { isingressgateway: 1 });
    await net.setNode(6, { isinternetgateway: 1 });
    await net.setNode(7, { internetgw_node_id: net.nodes[6].id });
    await refusal(
      [net.nodes[5], net.nodes[6], net.nodes[7]],
      byNodeId([
        [5, `${net.label(5)} is a remote-access gateway; a gateway can't be relayed`],
        [6, `${net.label(6)} is an internet gateway; an internet gateway can't be relayed`],
        [
          7,
          `${net.label(7)} uses internet gateway node ${net.nodes[6].id}; a node using an internet gateway can't be relayed`,
        ],
      ]),
    );
    await net.setNode(5, { isingressgateway: 0, is_fail_over: 1 });
    await refusal([net.nodes[5]], `${net.label(5)} is the failover node; the failover node can't be relayed`);
    await net.setNode(5, { is_fail_over: 0 });
    await net.setNode(6, { isinternetgateway: 0 });
    await net.setNode(7, { internetgw_node_id: '' });
  });

  it('names member ids that are not nodes of the network', async () => {
    const other = await networkOfHosts(server(), net.token, { netid: 'elsewhere', addressrange: '10.131.0.0/24' }, [
      {},
    ]);
    const foreign = onlyNode(other[0]);
    const reply = await createRelay(server(), net.token, net.nodes[4], [
      foreign,
      { ...net.nodes[5], id: 'no-such-node' },
    ]);
    expect(reply.body).toEqual(errorBody(400, `${foreign.id}, no-such-node are not nodes of network ${NETID}`));
    const one = await createRelay(server(), net.token, net.nodes[4], [foreign]);
    expect(one.body).toEqual(errorBody(400, `${foreign.id} is not a node of network ${NETID}`));
  });

  it('refuses a relayed node or a host that is not Linux as the relay', async () => {
    const relayed = await createRelay(server(), net.token, net.nodes[1], [net.nodes[5]]);
    expect(relayed.body).toEqual(
      errorBody(400, `${net.label(1)} is relayed by node ${net.nodes[0].id}; a relayed node can't be a relay`),
    );
    const windows = await createRelay(server(), net.token, net.nodes[8], [net.nodes[5]]);
    expect(windows.body).toEqual(errorBody(400, 'only linux nodes can be relays'));
  });

  it('changes nothing when one member is refused', async () => {
    const before = await listedNodes(server(), net.token, NETID);
    const reply = await createRelay(server(), net.token, net.nodes[4], [net.nodes[5], net.nodes[1]]);
    expect(reply.status).toBe(400);
    expect(await listedNodes(server(), net.token, NETID)).toEqual(before);
  });

  it('answers 404 for an unknown node or network', async () => {
    const missing = await request(server(), 'POST', `/api/nodes/${NETID}/ghost/createrelay`, {
      token: net.token,
      json: { relayaddrs: [] },
    });
    expect(missing.body).toEqual(errorBody(404, `node ghost not found in network ${NETID}`));
    const network = await request(server(), 'DELETE', `/api/nodes/ghostnet/${net.nodes[0].id}/deleterelay`, {
      token: net.token,
    });
    expect(network.body).toEqual(errorBody(404, 'network ghostnet not found'));
  });

  it('lets only admins of the network manage relays', async () => {
    const loner = await addAccount(server(), 'relay-loner', 'platform-user');
    const member = await addAccount(server(), 'relay-member', 'platform-user', [`${NETID}-network-user-grp`]);
    const auditor = await addAccount(server(), 'relay-auditor', 'auditor');
    const message = `only admins and admins of network ${NETID} can manage its relays`;
    for (const caller of [loner, member]) {
      expect((await createRelay(server(), caller, net.nodes[4], [net.nodes[5]])).body).toEqual(errorBody(403, message));
    }
    expect((await createRelay(server(), auditor, net.nodes[4], [net.nodes[5]])).body).toEqual(
      errorBody(403, 'auditors have read-only access'),
    );
    const admin = await addAccount(server(), 'relay-admin', 'platform-user', [`${NETID}-network-admin-grp`]);
    expect((await createRelay(server(), admin, net.nodes[4], [net.nodes[5]])).status).toBe(200);
    const removed = await request(server(), 'DELETE', `/api/nodes/${NETID}/${net.nodes[4].id}/deleterelay`, {
      token: member,
    });
    expect(removed.body).toEqual(errorBody(403, message));
  });

  it('frees every member when the relay is deleted', async () => {
    const reply = await request(server(), 'DELETE', `/api/nodes/${NETID}/${net.nodes[4].id}/deleterelay`, {
      token: net.token,
    });
    expect(reply.status).toBe(200);
    expect(apiNodeSchema.strict().parse(reply.body)).toMatchObject({ isrelay: false, relaynodes: [] });
    expect(await net.listed(5)).toMatchObject({ isrelayed: false, relayedby: '' });
  });

  describe('deleting nodes', () => {
    it('frees the members of a relay node deleted with force', async () => {
      const reply = await request(server(), 'DELETE', `/api/nodes/${NETID}/${net.nodes[0].id}?force=true`, {
        token: net.token,
      });
      expect(reply.status).toBe(200);
      for (const index of [1, 2]) expect(await net.listed(index)).toMatchObject({ isrelayed: false, relayedby: '' });
    });

    it('frees the members of a relay whose host leaves the network or is deleted', async () => {
      expect((await createRelay(server(), net.token, net.nodes[1], [net.nodes[2]])).status).toBe(200);
      const left = await request(
        server(),
        'DELETE',
        `/api/hosts/${net.hosts[1].host.id}/networks/${NETID}?force=true`,
        {
          token: net.token,
        },
      );
      expect(left.status).toBe(200);
      expect(await net.listed(2)).toMatchObject({ isrelayed: false, relayedby: '' });
      expect((await createRelay(server(), net.token, net.nodes[2], [net.nodes[3]])).status).toBe(200);
      const deleted = await request(server(), 'DELETE', `/api/hosts/${net.hosts[2].host.id}?force=true`, {
        token: net.token,
      });
      expect(deleted.status).toBe(200);
      expect(await net.listed(3)).toMatchObject({ isrelayed: false, relayedby: '' });
    });

    it('drops a deleted member from its relay', async () => {
      expect((await createRelay(server(), net.token, net.nodes[3], [net.nodes[5], net.nodes[6]])).status).toBe(200);
      await request(server(), 'DELETE', `/api/nodes/${NETID}/${net.nodes[5].id}?force=true`, { token: net.token });
      expect((await net.listed(3)).relaynodes).toEqual([net.nodes[6].id]);
    });
  });
});

describe.each(backends)('relays on the Community edition ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_EDITION: 'community' });

  it('answers 403: relays need Pro', async () => {
    const token = await createSuperAdmin(server());
    const [relay, member] = (
      await networkOfHosts(server(), token, { netid: NETID, addressrange: '10.130.0.0/24' }, [{}, {}])
    ).map(onlyNode);
    const message = 'relays need the Pro edition; this server runs the Community edition';
    expect((await createRelay(server(), token, relay, [member])).body).toEqual(errorBody(403, message));
    const removed = await request(server(), 'DELETE', `/api/nodes/${NETID}/${relay.id}/deleterelay`, { token });
    expect(removed.body).toEqual(errorBody(403, message));
    expect((await listedNode(server(), token, NETID, member.id)).isrelayed).toBe(false);
  });
});
