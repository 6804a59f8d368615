import { nodePeersSchema, UNMEASURED_PEER, type ApiNode, type NodePeer, type NodePeers } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode, useNetworkOfHosts } from './support/gateway-network';
import { checkIn, type RegisteredHost } from './support/host-client';
import { errorBody, request, type ReachableServer } from './support/http';
import { peerReading, reportMeasurements } from './support/measurements';
import { createClient, createGateway, GATEWAY_ENDPOINT_IP } from './support/remote-access';
import { withServer } from './support/server';

const NETID = 'peerview';

async function readPeers(server: ReachableServer, token: string, netid: string, nodeId: string) {
  return request(server, 'GET', `/api/v2/networks/${netid}/nodes/${nodeId}/peers`, { token });
}

// Hosts a, b and c, relay r relaying c, remote-access gateway g with client "phone"; a and b may not talk.
describe.each(backends)("a node's peers ($name)", (backend) => {
  const network = useNetworkOfHosts(
    backend,
    { netid: NETID, addressrange: '10.66.0.0/24' },
    ['a', 'b', 'c', 'r'].map((name, index) => ({
      name: `peerview-${name}`,
      endpointip: `198.51.100.${index + 1}`,
      listenport: 51821 + index,
    })),
  );
  const { server } = network;
  let token: string;
  let hosts: RegisteredHost[];
  let gateway: { host: RegisteredHost; node: ApiNode };
  let client: { address: string; publickey: string };
  const node = (index: number) => network.nodes[index];
  /** A node's address without its network's prefix length, as peers show it. */
  const bare = (item: ApiNode) => item.address.split('/')[0];
  const ip = (item: ApiNode) => `${bare(item)}/32`;

  beforeAll(async () => {
    ({ token, hosts } = network);
    const [a, b, c, r] = network.nodes;
    const relay = await request(server(), 'POST', `/api/nodes/${NETID}/${r.id}/createrelay`, {
      token,
      json: { nodeid: r.id, netid: NETID, relayaddrs: [c.id] },
    });
    expect(relay.status, relay.text).toBe(200);
    const denied = await request(server(), 'PUT', `/api/networks/${NETID}/acls/pair`, {
      token,
      json: { source: a.id, target: b.id, allowed: false },
    });
    expect(denied.status, denied.text).toBe(200);
    const created = await createGateway(server(), token, NETID);
    gateway = { host: created.host, node: created.gateway };
    client = await createClient(server(), token, NETID, gateway.node.id, { clientid: 'phone' });
    for (const host of [...hosts, gateway.host]) await checkIn(server().url, host.credentials);
  });

  const peersOf = async (nodeId: string): Promise<NodePeers> => {
    const reply = await readPeers(server(), token, NETID, nodeId);
    expect(reply.status, reply.text).toBe(200);
    return nodePeersSchema.strict().parse(reply.body);
  };
  const byId = (view: NodePeers) => new Map(view.peers.map((peer) => [peer.id, peer]));
  const hostPeer = (index: number, fields: Partial<NodePeer>): NodePeer => ({
    id: node(index).id,
    kind: 'host',
    name: hosts[index].host.name,
    address: bare(node(index)),
    address6: '',
    allowed: true,
    via: '',
    endpoint: null,
    allowedips: [],
    ...UNMEASURED_PEER,
    ...fields,
  });

  it('lists every other node by name: allowed or not, direct or through the relay, with its WireGuard entry', async () => {
    const view = await peersOf(node(0).id);
    expect(view).toMatchObject({ network: NETID, node_id: node(0).id });
    expect(view.peers.map((peer) => peer.name)).toEqual(
      [...hosts.slice(1), gateway.host].map((host) => host.host.name).sort(),
    );
    const peers = byId(view);
    expect(peers.get(node(1).id)).toEqual(hostPeer(1, { allowed: false }));
    expect(peers.get(node(2).id)).toEqual(hostPeer(2, { via: node(3).id }));
    expect(peers.get(node(3).id)).toEqual(
      hostPeer(3, { endpoint: '198.51.100.4:51824', allowedips: [ip(node(3)), ip(node(2))] }),
    );
    expect(peers.get(gateway.node.id)).toEqual({
      ...UNMEASURED_PEER,
      id: gateway.node.id,
      kind: 'host',
      name: gateway.host.host.name,
      address: bare(gateway.node),
      address6: '',
      allowed: true,
      via: '',
      endpoint: `${GATEWAY_ENDPOINT_IP}:${gateway.host.host.listenport}`,
      allowedips: [ip(gateway.node), `${client.address}/32`],
    });
  });

  it("shows a relayed node reaching everyone through its relay, which carries all the others' addresses", async () => {
    const peers = byId(await peersOf(node(2).id));
    expect(peers.get(node(0).id)).toEqual(hostPeer(0, { via: node(3).id }));
    expect(peers.get(node(1).id)).toEqual(hostPeer(1, { via: node(3).id }));
    expect(peers.get(gateway.node.id)).toMatchObject({ via: node(3).id, endpoint: null, allowedips: [] });
    expect(peers.get(node(3).id)).toMatchObject({ via: '', endpoint: '198.51.100.4:51824', allowed: true });
    expect(new Set(peers.get(node(3).id)?.allowedips)).toEqual(
      new Set([node(3), node(0), node(1), gateway.node].map(ip).concat(`${client.address}/32`)),
    );
  });

  it('shows a remote-access gateway its own external clients, which dial in', async () => {
    const view = await peersOf(gateway.node.id);
    expect(view.peers).toHaveLength(5);
    expect(byId(view).get('phone')).toEqual({
      ...UNMEASURED_PEER,
      id: 'phone',
      kind: 'client',
      name: 'phone',
      address: client.address,
      address6: '',
      allowed: true,
      via: '',
      endpoint: null,
      allowedips: [`${client.address}/32`],
    });
    expect((await peersOf(node(0).id)).peers.some((peer) => peer.kind === 'client')).toBe(false);
  });

  it("gives each peer the node's latest measurement of it", async () => {
    const before = Date.now();
    const reply = await reportMeasurements(server(), hosts[0], [
      peerReading(hosts[3].host.publickey, { latency_ms: 3, bytes_received: 700, bytes_sent: 900 }),
      peerReading(hosts[1].host.publickey, { connected: false, latency_ms: null, handshake_age_seconds: null }),
    ]);
    expect(reply.status, reply.text).toBe(200);
    const peers = byId(await peersOf(node(0).id));
    const relay = peers.get(node(3).id);
    expect(relay).toMatchObject({
      connected: true,
      latency: 3,
      totalsent: 900,
      totalreceived: 700,
      uptime_percent: 100,
    });
    const measuredAt = Date.parse(relay?.measured_at ?? '');
    expect(measuredAt).toBeGreaterThanOrEqual(before);
    expect(Date.parse(relay?.last_handshake ?? '')).toBe(measuredAt - 4000);
    expect(peers.get(node(1).id)).toMatchObject({
      allowed: false,
      connected: false,
      latency: 999,
      last_handshake: '',
      uptime_percent: 0,
    });
    expect(peers.get(node(2).id)).toMatchObject(UNMEASURED_PEER);
  });

  it('says why a peer that cannot be reached stays so: both hosts behind NAT, and no failover node', async () => {
    const reason = async () => byId(await peersOf(node(0).id)).get(gateway.node.id)?.unreachable_reason;
    const unanswered = { connected: false, latency_ms: null, handshake_age_seconds: null };
    await reportMeasurements(server(), hosts[0], [peerReading(gateway.host.host.publickey, unanswered)]);
    expect(await reason()).toBeNull();
    await checkIn(server().url, hosts[0].credentials, { nat_type: 'symmetric' });
    await checkIn(server().url, gateway.host.credentials, { nat_type: 'behind_nat' });
    expect(await reason()).toBe('no-failover-node');
    await server().db.updateTable('nodes').set({ is_fail_over: 1 }).where('id', '=', node(3).id).execute();
    expect(await reason()).toBeNull();
    await server().db.updateTable('nodes').set({ is_fail_over: 0 }).where('id', '=', node(3).id).execute();
    await checkIn(server().url, gateway.host.credentials, { nat_type: 'public' });
    expect(await reason()).toBeNull();
  });

  it('shows a failed-over pair reaching each other through the failover node', async () => {
    const failover = node(3).id;
    for (const [from, to] of [
      [node(0).id, gateway.node.id],
      [gateway.node.id, node(0).id],
    ]) {
      await server()
        .db.updateTable('nodes')
        .set({ failed_over_by: failover, fail_over_peers: JSON.stringify({ [to]: {} }) })
        .where('id', '=', from)
        .execute();
    }
    const peers = byId(await peersOf(node(0).id));
    // Each keeps the other's own entry without addresses, dialling it to see when they meet directly again.
    expect(peers.get(gateway.node.id)).toMatchObject({
      allowed: true,
      via: failover,
      endpoint: `${GATEWAY_ENDPOINT_IP}:${gateway.host.host.listenport}`,
      allowedips: [],
    });
    expect(peers.get(failover)?.allowedips).toEqual([
      ip(node(3)),
      ip(node(2)),
      ip(gateway.node),
      `${client.address}/32`,
    ]);
    expect(byId(await peersOf(gateway.node.id)).get(node(0).id)).toMatchObject({ via: failover, allowedips: [] });
  });

  it('answers 404 for an unknown network, or a node that is not in the network', async () => {
    expect((await readPeers(server(), token, 'nowhere', node(0).id)).body).toEqual(
      errorBody(404, 'network nowhere not found'),
    );
    const [other] = await networkOfHosts(server(), token, { netid: 'elsewhere', addressrange: '10.67.0.0/24' }, [{}]);
    for (const id of ['ghost', onlyNode(other).id]) {
      expect((await readPeers(server(), token, NETID, id)).body).toEqual(
        errorBody(404, `node ${id} not found in network ${NETID}`),
      );
    }
  });
});

describe.each(backends)("a node's peers on a Community server ($name)", (backend) => {
  it('are shown in every edition', async () => {
    await withServer(backend, { NETLOOM_EDITION: 'community' }, async (server) => {
      const token = await createSuperAdmin(server);
      const [a, b] = await networkOfHosts(server, token, { netid: NETID, addressrange: '10.68.0.0/24' }, [{}, {}]);
      const reply = await readPeers(server, token, NETID, onlyNode(a).id);
      expect(reply.status, reply.text).toBe(200);
      expect(nodePeersSchema.parse(reply.body).peers.map((peer) => peer.id)).toEqual([onlyNode(b).id]);
    });
  });
});
