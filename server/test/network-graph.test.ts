import {
  GRAPH_DENIED_EDGE_LIMIT,
  GRAPH_MESH_EDGE_LIMIT,
  networkGraphSchema,
  type ApiNode,
  type NetworkGraph,
  type NetworkGraphEdge,
} from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildNetworkGraph, type GraphHost } from '../src/features/graph/network-graph';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { networkOfHosts, onlyNode } from './support/gateway-network';
import { checkIn, type RegisteredHost } from './support/host-client';
import { errorBody, request } from './support/http';
import { createNetwork } from './support/keys';
import { createClient, createGateway } from './support/remote-access';
import { useServer } from './support/server';

const NETID = 'graphnet';
const LAN = '192.168.70.0/24';
const OFFICE = '172.30.0.0/16';

/** The edges of a kind, each as `source>target`, sorted. */
function edgesOf(graph: NetworkGraph, kind: NetworkGraphEdge['kind']): string[] {
  return graph.edges
    .filter((edge) => edge.kind === kind)
    .map((edge) => `${edge.source}>${edge.target}`)
    .sort();
}

/** Unordered pairs of node ids, each as `a|b` with a < b, sorted. */
function pairKeys(pairs: [string, string][]): string[] {
  return pairs.map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`)).sort();
}

describe.each(backends)('the network graph ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  let hosts: RegisteredHost[];
  /** Nodes 0-5 joined with the default key; node 6 is the remote-access gateway. */
  let nodes: ApiNode[];
  let clientIds: string[];
  const post = async (path: string, json?: unknown) => {
    const reply = await request(server(), 'POST', path, { token, json });
    expect(reply.status, reply.text).toBe(200);
  };
  const graphOf = async (as: string, netid = NETID) => {
    const reply = await request(server(), 'GET', `/api/v2/networks/${netid}/graph`, { token: as });
    expect(reply.status, reply.text).toBe(200);
    return networkGraphSchema.strict().parse(reply.body);
  };

  beforeAll(async () => {
    token = await createSuperAdmin(server());
    hosts = await networkOfHosts(server(), token, { netid: NETID, addressrange: '10.181.0.0/24' }, [
      {},
      {},
      {},
      {},
      {},
      {},
    ]);
    const gateway = await createGateway(server(), token, NETID);
    hosts.push(gateway.host);
    nodes = [...hosts.slice(0, 6).map(onlyNode), gateway.gateway];
    const [relay, relayed, egress, internet, internetUser, secondEgress] = nodes;
    await post(`/api/nodes/${NETID}/${relay.id}/createrelay`, {
      nodeid: relay.id,
      netid: NETID,
      relayaddrs: [relayed.id],
    });
    await post(`/api/nodes/${NETID}/${egress.id}/creategateway`, { ranges: [LAN] });
    await post(`/api/nodes/${NETID}/${secondEgress.id}/creategateway`, { ranges: [OFFICE, LAN] });
    await post(`/api/nodes/${NETID}/${internet.id}/inet_gw`, { inet_node_client_ids: [internetUser.id] });
    await post(`/api/v1/node/${egress.id}/failover`);
    // The failover node carries a pair whose direct link failed, as the agents' reports make it.
    for (const [node, peer] of [
      [internetUser, secondEgress],
      [secondEgress, internetUser],
    ]) {
      await server()
        .db.updateTable('nodes')
        .set({ failed_over_by: egress.id, fail_over_peers: JSON.stringify({ [peer.id]: {} }) })
        .where('id', '=', node.id)
        .execute();
    }
    clientIds = [
      (await createClient(server(), token, NETID, gateway.gateway.id, { clientid: 'graph-phone' })).clientid,
      (await createClient(server(), token, NETID, gateway.gateway.id, { clientid: 'graph-laptop', enabled: false }))
        .clientid,
    ];
    const denied = await request(server(), 'PUT', `/api/networks/${NETID}/acls/pair`, {
      token,
      json: { source: relay.id, target: egress.id, allowed: false },
    });
    expect(denied.status, denied.text).toBe(200);
    for (const index of [0, 1, 2, 3, 6]) await checkIn(server().url, hosts[index].credentials);
    // Host 5 last checked in an hour ago; host 4 never did.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await server().db.updateTable('hosts').set({ last_check_in: hourAgo }).where('id', '=', hosts[5].host.id).execute();
  });

  it('draws every host node with its name, addresses, status and roles', async () => {
    const graph = await graphOf(token);
    expect(graph.network).toBe(NETID);
    const drawn = graph.nodes.filter((node) => node.kind === 'host');
    expect(drawn.map((node) => node.id)).toEqual(nodes.map((node) => node.id).sort());
    const expected = [
      { status: 'online', roles: ['relay'] },
      { status: 'online', roles: ['relayed'] },
      { status: 'online', roles: ['egress', 'failover'] },
      { status: 'online', roles: ['internet_gateway'] },
      { status: 'offline', roles: [] },
      { status: 'error', roles: ['egress'] },
      { status: 'online', roles: ['remote_access'] },
    ];
    nodes.forEach((node, index) => {
      expect(drawn.find((candidate) => candidate.id === node.id)).toEqual({
        id: node.id,
        kind: 'host',
        name: hosts[index].host.name,
        address: node.address.split('/')[0],
        address6: '',
        host_id: hosts[index].host.id,
        ...expected[index],
      });
    });
  });

  it('draws the external clients by whether they are enabled, and each egress range once', async () => {
    const graph = await graphOf(token);
    const clients = graph.nodes.filter((node) => node.kind === 'client');
    expect(clients.map(({ id, name, status, host_id, roles }) => ({ id, name, status, host_id, roles }))).toEqual([
      { id: 'graph-laptop', name: 'graph-laptop', status: 'offline', host_id: '', roles: [] },
      { id: 'graph-phone', name: 'graph-phone', status: 'online', host_id: '', roles: [] },
    ]);
    for (const client of clients) expect(client.address).toMatch(/^10\.181\.0\.\d+$/);
    expect(graph.nodes.filter((node) => node.kind === 'range')).toEqual(
      [OFFICE, LAN].map((cidr) => ({
        id: `range:${cidr}`,
        kind: 'range',
        name: cidr,
        address: cidr,
        address6: '',
        status: 'unknown',
        host_id: '',
        roles: [],
      })),
    );
  });

  it('links gateways to what they serve: relayed nodes, carried nodes, clients, ranges and internet users', async () => {
    const graph = await graphOf(token);
    const [relay, relayed, egress, internet, internetUser, secondEgress, gateway] = nodes.map((node) => node.id);
    expect(edgesOf(graph, 'relay')).toEqual([`${relay}>${relayed}`]);
    expect(edgesOf(graph, 'failover')).toEqual([`${egress}>${internetUser}`, `${egress}>${secondEgress}`].sort());
    expect(edgesOf(graph, 'internet')).toEqual([`${internet}>${internetUser}`]);
    expect(edgesOf(graph, 'egress')).toEqual(
      [`${egress}>range:${LAN}`, `${secondEgress}>range:${LAN}`, `${secondEgress}>range:${OFFICE}`].sort(),
    );
    expect(edgesOf(graph, 'client')).toEqual(clientIds.map((client) => `${gateway}>${client}`).sort());
  });

  it('shows every pair of hosts as a mesh link, but the pair access control denies', async () => {
    const graph = await graphOf(token);
    const ids = nodes.map((node) => node.id);
    const allPairs = ids.flatMap((a, index) => ids.slice(index + 1).map((b): [string, string] => [a, b]));
    const deniedPair = pairKeys([[ids[0], ids[2]]]);
    expect(graph).toMatchObject({ mesh_pairs: 20, denied_pairs: 1, mesh_listed: true });
    const listed = (kind: NetworkGraphEdge['kind']) =>
      pairKeys(graph.edges.filter((edge) => edge.kind === kind).map((edge) => [edge.source, edge.target]));
    expect(listed('denied')).toEqual(deniedPair);
    expect(listed('mesh')).toEqual(pairKeys(allPairs).filter((pair) => !deniedPair.includes(pair)));
    const drawnIds = new Set(graph.nodes.map((node) => node.id));
    for (const edge of graph.edges)
      expect([drawnIds.has(edge.source), drawnIds.has(edge.target)]).toEqual([true, true]);
  });

  it('answers 404 for an unknown network', async () => {
    const reply = await request(server(), 'GET', '/api/v2/networks/ghost/graph', { token });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual(errorBody(404, 'network ghost not found'));
  });

  it("lets the network's users read it, and refuses users of another network", async () => {
    const member = await addAccount(server(), 'graph-reader', 'platform-user', [`${NETID}-network-user-grp`]);
    expect(await graphOf(member)).toEqual(await graphOf(token));
    await createNetwork(server(), token, { netid: 'graphother', addressrange: '10.182.0.0/24' });
    const outsider = await addAccount(server(), 'graph-outsider', 'platform-user', ['graphother-network-user-grp']);
    expect((await graphOf(outsider, 'graphother')).nodes).toEqual([]);
    const refused = await request(server(), 'GET', `/api/v2/networks/${NETID}/graph`, { token: outsider });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(errorBody(403, `only members of network ${NETID} can view its graph`));
  });
});

describe('building the graph of a large network', () => {
  const hostsOf = (count: number): GraphHost[] =>
    Array.from({ length: count }, (_, index) => ({
      node: {
        id: `node-${String(index).padStart(4, '0')}`,
        kind: 'host',
        name: `host-${index}`,
        address: '',
        address6: '',
        status: 'online',
        host_id: `host-${index}`,
        roles: [],
      },
      relayedBy: '',
      failedOverBy: '',
      internetGatewayId: '',
      egressRanges: [],
    }));

  it('lists mesh links up to the limit, and past it only counts them', () => {
    // 64 hosts make 2,016 pairs: a few denied keep the mesh at the limit, one fewer goes past it.
    const hosts = hostsOf(64);
    const deniedAtLimit = 2016 - GRAPH_MESH_EDGE_LIMIT;
    const first = hosts[0].node.id;
    const keptApart = new Set(hosts.slice(1, 1 + deniedAtLimit).map((host) => host.node.id));
    const atLimit = buildNetworkGraph({
      network: 'big',
      hosts,
      clients: [],
      mayReach: (a, b) => !(a === first && keptApart.has(b)),
    });
    expect(atLimit).toMatchObject({
      mesh_pairs: GRAPH_MESH_EDGE_LIMIT,
      denied_pairs: deniedAtLimit,
      mesh_listed: true,
    });
    expect(atLimit.edges.filter((edge) => edge.kind === 'mesh')).toHaveLength(GRAPH_MESH_EDGE_LIMIT);
    const past = buildNetworkGraph({ network: 'big', hosts, clients: [], mayReach: () => true });
    expect(past).toMatchObject({ mesh_pairs: 2016, denied_pairs: 0, mesh_listed: false, edges: [] });
  });

  it('lists denied pairs up to their limit and counts them all', () => {
    const graph = buildNetworkGraph({ network: 'big', hosts: hostsOf(100), clients: [], mayReach: () => false });
    expect(graph).toMatchObject({ mesh_pairs: 0, denied_pairs: 4950, mesh_listed: true });
    expect(graph.edges).toHaveLength(GRAPH_DENIED_EDGE_LIMIT);
    expect(graph.edges.every((edge) => edge.kind === 'denied')).toBe(true);
  });
});
