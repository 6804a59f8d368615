import { apiNodeSchema, envelopeSchema, type ApiNode } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { listedNode, networkOfHosts, onlyNode, useNetworkOfHosts } from './support/gateway-network';
import { errorBody, request } from './support/http';
import { useServer, type TestServer } from './support/server';

const NETID = 'failnet';
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

function failover(server: TestServer, token: string, method: string, node: ApiNode) {
  return request(server, method, `/api/v1/node/${node.id}/failover`, { token });
}

function reset(server: TestServer, token: string, netid: string) {
  return request(server, 'POST', `/api/v1/node/${netid}/failover/reset`, { token });
}

/** Stores a failover pair: `a` and `b` reach each other through `by`. */
async function storePair(server: TestServer, by: ApiNode, a: ApiNode, b: ApiNode) {
  for (const [node, peer] of [
    [a, b],
    [b, a],
  ]) {
    await server.db
      .updateTable('nodes')
      .set({ failed_over_by: by.id, fail_over_peers: JSON.stringify({ [peer.id]: {} }) })
      .where('id', '=', node.id)
      .execute();
  }
}

describe.each(backends)('failover ($name)', (backend) => {
  const net = useNetworkOfHosts(backend, { netid: NETID, addressrange: '10.160.0.0/24' }, [
    ...Array.from({ length: 6 }, () => ({})),
    { os: 'windows' },
  ]);
  const { server } = net;
  let other: ApiNode[];
  beforeAll(async () => {
    other = (
      await networkOfHosts(server(), net.token, { netid: 'othernet', addressrange: '10.161.0.0/24' }, [{}, {}, {}])
    ).map(onlyNode);
  });

  it('makes a node the failover node of its network, answering the node in an envelope', async () => {
    const reply = await failover(server(), net.token, 'POST', net.nodes[0]);
    expect(reply.status, reply.text).toBe(200);
    const body = envelopeSchema(apiNodeSchema.strict()).parse(reply.body);
    expect(body).toMatchObject({ Code: 200, Message: 'created failover successfully' });
    expect(body.Response).toMatchObject({ id: net.nodes[0].id, is_fail_over: true });
    expect(await net.listed(0)).toEqual(body.Response);
  });

  it('keeps one failover node per network: the previous one stops, and the pairs it served end', async () => {
    await storePair(server(), net.nodes[0], net.nodes[2], net.nodes[3]);
    expect((await net.listed(2)).fail_over_peers).toEqual({ [net.nodes[3].id]: {} });
    expect((await failover(server(), net.token, 'POST', net.nodes[1])).status).toBe(200);
    expect(await net.listed(0)).toMatchObject({ is_fail_over: false });
    expect(await net.listed(1)).toMatchObject({ is_fail_over: true });
    for (const index of [2, 3]) {
      expect(await net.listed(index)).toMatchObject({ fail_over_peers: {}, failed_over_by: NIL_UUID });
    }
  });

  it('needs a Linux node that is not relayed and uses no internet gateway', async () => {
    expect((await failover(server(), net.token, 'POST', net.nodes[6])).body).toEqual(
      errorBody(400, 'only linux nodes can be failover nodes'),
    );
    await net.setNode(4, { relayedby: net.nodes[5].id });
    expect((await failover(server(), net.token, 'POST', net.nodes[4])).body).toEqual(
      errorBody(
        400,
        `${net.label(4)} is relayed by node ${net.nodes[5].id}; a relayed node can't be the failover node`,
      ),
    );
    await net.setNode(4, { relayedby: '', internetgw_node_id: net.nodes[5].id });
    expect((await failover(server(), net.token, 'POST', net.nodes[4])).body).toEqual(
      errorBody(400, `${net.label(4)} uses internet gateway node ${net.nodes[5].id}; it can't be the failover node`),
    );
    await net.setNode(4, { internetgw_node_id: '' });
    expect(await net.listed(1)).toMatchObject({ is_fail_over: true });
  });

  it('stops a node being the failover node on DELETE and ends the pairs it served', async () => {
    await storePair(server(), net.nodes[1], net.nodes[2], net.nodes[3]);
    const reply = await failover(server(), net.token, 'DELETE', net.nodes[1]);
    const body = envelopeSchema(apiNodeSchema.strict()).parse(reply.body);
    expect(body).toMatchObject({ Code: 200, Message: 'deleted failover successfully' });
    expect(body.Response.is_fail_over).toBe(false);
    expect(await net.listed(2)).toMatchObject({ fail_over_peers: {}, failed_over_by: NIL_UUID });
  });

  it('resets every failover pair of one network (the path names the network)', async () => {
    await storePair(server(), net.nodes[1], net.nodes[2], net.nodes[3]);
    await storePair(server(), other[0], other[1], other[2]);
    const reply = await reset(server(), net.token, NETID);
    expect(reply.body).toEqual({ Code: 200, Message: 'failover has been reset successfully', Response: null });
    for (const index of [2, 3]) {
      expect(await net.listed(index)).toMatchObject({ fail_over_peers: {}, failed_over_by: NIL_UUID });
    }
    expect(await listedNode(server(), net.token, 'othernet', other[1].id)).toMatchObject({
      fail_over_peers: { [other[2].id]: {} },
      failed_over_by: other[0].id,
    });
  });

  it('answers 404 for an unknown node or network', async () => {
    expect((await failover(server(), net.token, 'POST', { ...net.nodes[0], id: 'ghost' })).body).toEqual(
      errorBody(404, 'node ghost not found'),
    );
    expect((await reset(server(), net.token, 'ghostnet')).body).toEqual(errorBody(404, 'network ghostnet not found'));
  });

  it('lets only admins of the network manage its failover node', async () => {
    const loner = await addAccount(server(), 'failover-loner', 'platform-user');
    const member = await addAccount(server(), 'failover-member', 'platform-user', [`${NETID}-network-user-grp`]);
    const auditor = await addAccount(server(), 'failover-auditor', 'auditor');
    for (const caller of [loner, member]) {
      for (const method of ['POST', 'DELETE']) {
        expect((await failover(server(), caller, method, net.nodes[2])).body).toEqual(
          errorBody(403, `only admins and admins of network ${NETID} can manage its failover node`),
        );
      }
      expect((await reset(server(), caller, NETID)).body).toEqual(
        errorBody(403, `only admins and admins of network ${NETID} can reset its failovers`),
      );
    }
    expect((await failover(server(), auditor, 'POST', net.nodes[2])).body).toEqual(
      errorBody(403, 'auditors have read-only access'),
    );
    const admin = await addAccount(server(), 'failover-admin', 'platform-user', [`${NETID}-network-admin-grp`]);
    expect((await failover(server(), admin, 'POST', net.nodes[2])).status).toBe(200);
    const elsewhere = await failover(server(), admin, 'POST', other[0]);
    expect(elsewhere.body).toEqual(
      errorBody(403, 'only admins and admins of network othernet can manage its failover node'),
    );
  });

  describe('deleting nodes', () => {
    it('ends the pairs of a failover node whose host leaves the network', async () => {
      await storePair(server(), net.nodes[2], net.nodes[3], net.nodes[4]);
      const left = await request(
        server(),
        'DELETE',
        `/api/hosts/${net.hosts[2].host.id}/networks/${NETID}?force=true`,
        {
          token: net.token,
        },
      );
      expect(left.status).toBe(200);
      for (const index of [3, 4]) {
        expect(await net.listed(index)).toMatchObject({ fail_over_peers: {}, failed_over_by: NIL_UUID });
      }
    });

    it('takes a deleted node out of the pairs it was in', async () => {
      await storePair(server(), net.nodes[0], net.nodes[3], net.nodes[4]);
      await storePair(server(), net.nodes[0], net.nodes[3], net.nodes[5]);
      await server()
        .db.updateTable('nodes')
        .set({ fail_over_peers: JSON.stringify({ [net.nodes[4].id]: {}, [net.nodes[5].id]: {} }) })
        .where('id', '=', net.nodes[3].id)
        .execute();
      await request(server(), 'DELETE', `/api/hosts/${net.hosts[4].host.id}?force=true`, { token: net.token });
      expect(await net.listed(3)).toMatchObject({
        fail_over_peers: { [net.nodes[5].id]: {} },
        failed_over_by: net.nodes[0].id,
      });
      await request(server(), 'DELETE', `/api/nodes/${NETID}/${net.nodes[5].id}?force=true`, { token: net.token });
      expect(await net.listed(3)).toMatchObject({ fail_over_peers: {}, failed_over_by: NIL_UUID });
    });
  });
});

describe.each(backends)('failover on the Community edition ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_EDITION: 'community' });

  it('answers 403: failover nodes need Pro', async () => {
    const token = await createSuperAdmin(server());
    const [node] = (await networkOfHosts(server(), token, { netid: NETID, addressrange: '10.160.0.0/24' }, [{}])).map(
      onlyNode,
    );
    const message = 'failover nodes need the Pro edition; this server runs the Community edition';
    for (const method of ['POST', 'DELETE']) {
      expect((await failover(server(), token, method, node)).body).toEqual(errorBody(403, message));
    }
    expect((await reset(server(), token, NETID)).body).toEqual(errorBody(403, message));
    expect((await listedNode(server(), token, NETID, node.id)).is_fail_over).toBe(false);
  });
});
