import { hostPeerUpdateSchema, type HostPeerUpdate } from '@netloom/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends } from './support/backends';
import { useNetworkOfHosts } from './support/gateway-network';
import { checkIn, hostToken } from './support/host-client';
import { errorBody, request } from './support/http';
import { isChange, openLiveStream } from './support/live-stream';

const NETID = 'pairnet';
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

// The hosts' side of failover nodes: a host that cannot reach a peer directly asks for the pair to go
// through the failover node, and asks for it to end when they meet directly again.
describe.each(backends)('failover pairs ($name)', (backend) => {
  const net = useNetworkOfHosts(
    backend,
    { netid: NETID, addressrange: '10.170.0.0/24' },
    [1, 2, 3, 4].map((octet) => ({ endpointip: `203.0.113.${octet}`, listenport: 51821 })),
  );
  const { server } = net;
  const [F, A, B, C] = [0, 1, 2, 3];

  const asHost = async (index: number) => hostToken(server().url, net.hosts[index].credentials);
  const failOver = async (index: number, peer: number, peerId = net.nodes[peer].id) =>
    request(server(), 'POST', `/api/v1/node/${net.nodes[index].id}/failover_me`, {
      token: await asHost(index),
      json: { node_id: peerId },
    });
  const endPair = async (index: number, peer: number) =>
    request(server(), 'DELETE', `/api/v1/node/${net.nodes[index].id}/failover_me/${net.nodes[peer].id}`, {
      token: await asHost(index),
    });
  const pull = async (index: number, query = ''): Promise<HostPeerUpdate> => {
    const reply = await request(server(), 'GET', `/api/v1/host${query}`, { token: await asHost(index) });
    expect(reply.status, reply.text).toBe(200);
    return hostPeerUpdateSchema.parse(reply.body);
  };
  const entryOf = (update: HostPeerUpdate, index: number) =>
    update.host_peers.find((peer) => peer.PublicKey === net.hosts[index].host.publickey);
  const address = (index: number) => `${net.nodes[index].address.split('/')[0]}/32`;

  beforeAll(async () => {
    // Only hosts that checked in get peers.
    for (const host of net.hosts) await checkIn(server().url, host.credentials);
  });

  beforeEach(async () => {
    for (const index of [F, A, B, C]) await net.setNode(index, { fail_over_peers: '{}', failed_over_by: '' });
  });

  it('without a failover node, says the pair stays apart and how to change that', async () => {
    expect((await failOver(A, B)).body).toEqual(
      errorBody(
        400,
        `network ${NETID} has no failover node, so nodes that cannot reach each other directly stay apart: make a node with a public address its failover node (Nodes, Set as failover)`,
      ),
    );
  });

  it('routes the pair through the failover node: each keeps the other without addresses, to try directly', async () => {
    await net.setNode(F, { is_fail_over: 1 });
    const reply = await failOver(A, B);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ Code: 200, Message: 'relayed successfully' });
    expect(await net.listed(A)).toMatchObject({
      failed_over_by: net.nodes[F].id,
      fail_over_peers: { [net.nodes[B].id]: {} },
    });
    expect(await net.listed(B)).toMatchObject({
      failed_over_by: net.nodes[F].id,
      fail_over_peers: { [net.nodes[A].id]: {} },
    });
    const update = await pull(A);
    expect(entryOf(update, F)?.AllowedIPs.sort()).toEqual([address(F), address(B)].sort());
    expect(entryOf(update, B)).toMatchObject({ Endpoint: '203.0.113.3:51821', AllowedIPs: [], Remove: false });
    expect(entryOf(update, C)?.AllowedIPs).toEqual([address(C)]);
    expect(entryOf(await pull(F), A)).toMatchObject({ Endpoint: null, AllowedIPs: [address(A)] });
    expect((await failOver(B, A)).status).toBe(200);
    expect((await net.listed(A)).fail_over_peers).toEqual({ [net.nodes[B].id]: {} });
  });

  it("tells open consoles the network's nodes changed", async () => {
    await net.setNode(F, { is_fail_over: 1 });
    const stream = await openLiveStream(server(), net.token);
    try {
      await stream.waitFor((message) => message.kind === 'event' && message.event === 'ready');
      await failOver(A, C);
      await stream.waitFor(isChange(NETID, ['nodes']), 3000);
    } finally {
      stream.close();
    }
  });

  it('ends the pair when a host reached the other directly again', async () => {
    await net.setNode(F, { is_fail_over: 1 });
    await failOver(A, B);
    await failOver(A, C);
    const reply = await endPair(B, A);
    expect(reply.status, reply.text).toBe(200);
    expect(await net.listed(B)).toMatchObject({ failed_over_by: NIL_UUID, fail_over_peers: {} });
    expect(await net.listed(A)).toMatchObject({
      failed_over_by: net.nodes[F].id,
      fail_over_peers: { [net.nodes[C].id]: {} },
    });
    expect(entryOf(await pull(A), B)?.AllowedIPs).toEqual([address(B)]);
    expect((await endPair(B, A)).status).toBe(200);
  });

  it('ends the pairs of a host that pulls afresh, or whose endpoint changed', async () => {
    await net.setNode(F, { is_fail_over: 1 });
    await failOver(A, B);
    await pull(A, '?reset_failovered=true');
    expect(await net.listed(B)).toMatchObject({ failed_over_by: NIL_UUID, fail_over_peers: {} });
    await failOver(A, B);
    await checkIn(server().url, net.hosts[B].credentials, { endpointip: '203.0.113.3' });
    expect((await net.listed(A)).fail_over_peers).toEqual({ [net.nodes[B].id]: {} });
    await checkIn(server().url, net.hosts[B].credentials, { endpointip: '198.51.100.3', wg_public_listen_port: 40003 });
    expect(await net.listed(A)).toMatchObject({ failed_over_by: NIL_UUID, fail_over_peers: {} });
  });

  it('refuses pairs it cannot make, naming why', async () => {
    await net.setNode(F, { is_fail_over: 1 });
    expect((await failOver(A, F)).body).toEqual(errorBody(400, `node ${net.nodes[F].id} is the failover node itself`));
    expect((await failOver(A, A)).body).toEqual(
      errorBody(400, `node ${net.nodes[A].id} is not another node of network ${NETID}`),
    );
    expect((await failOver(A, B, 'no-such-node')).body).toEqual(
      errorBody(400, `node no-such-node is not another node of network ${NETID}`),
    );
    const foreign = await request(server(), 'POST', `/api/v1/node/${net.nodes[B].id}/failover_me`, {
      token: await asHost(A),
      json: { node_id: net.nodes[C].id },
    });
    expect(foreign.body).toEqual(errorBody(404, `node ${net.nodes[B].id} is not a node of this host`));
    await net.setNode(B, { relayedby: net.nodes[C].id });
    expect((await failOver(A, B)).body).toEqual(
      errorBody(400, `node ${net.nodes[B].id} is relayed by node ${net.nodes[C].id}, which carries its traffic`),
    );
    await net.setNode(B, { relayedby: '' });
    await net.setNode(F, { connected: 0 });
    expect((await failOver(A, B)).body).toEqual(errorBody(400, `failover node ${net.nodes[F].id} is disconnected`));
    await net.setNode(F, { connected: 1 });
    const empty = await request(server(), 'POST', `/api/v1/node/${net.nodes[A].id}/failover_me`, {
      token: await asHost(A),
      json: {},
    });
    expect(empty.status).toBe(400);
    const byUser = await request(server(), 'POST', `/api/v1/node/${net.nodes[A].id}/failover_me`, {
      token: net.token,
      json: { node_id: net.nodes[B].id },
    });
    expect(byUser.status).toBe(401);
  });
});
