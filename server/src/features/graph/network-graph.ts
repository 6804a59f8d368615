import {
  GRAPH_DENIED_EDGE_LIMIT,
  GRAPH_MESH_EDGE_LIMIT,
  parseCidr,
  type GraphEdgeKind,
  type NetworkGraph,
  type NetworkGraphEdge,
  type NetworkGraphNode,
} from '@netloom/contract';

/** A host's node as the graph draws it, and the nodes and ranges it is linked to by its roles. */
export interface GraphHost {
  node: NetworkGraphNode;
  /** The relay it goes through, the failover node that carries it, the internet gateway it uses; '' for none. */
  relayedBy: string;
  failedOverBy: string;
  internetGatewayId: string;
  /** The ranges it routes as an egress gateway. */
  egressRanges: string[];
}

/** An external client as the graph draws it, and its remote-access gateway. */
export interface GraphClient {
  node: NetworkGraphNode;
  gatewayId: string;
}

/** Everything a network's graph is drawn from: its nodes (sorted by id), its clients and its access control. */
export interface GraphInput {
  network: string;
  hosts: GraphHost[];
  clients: GraphClient[];
  /** Whether access control lets two nodes be peers (the peer computation's predicate). */
  mayReach: (a: string, b: string) => boolean;
}

/** The graph id of an egress range. */
export function rangeNodeId(cidr: string): string {
  return `range:${cidr}`;
}

function rangeNode(cidr: string): NetworkGraphNode {
  const v6 = parseCidr(cidr)?.version === 6;
  return {
    id: rangeNodeId(cidr),
    kind: 'range',
    name: cidr,
    address: v6 ? '' : cidr,
    address6: v6 ? cidr : '',
    status: 'unknown',
    host_id: '',
    roles: [],
  };
}

/** The egress ranges of the hosts, one node per distinct range, sorted. */
function rangeNodes(hosts: GraphHost[]): NetworkGraphNode[] {
  const cidrs = new Set(hosts.flatMap((host) => host.egressRanges));
  return [...cidrs].sort().map(rangeNode);
}

/** Edges of the gateway roles: relay, failover, internet gateway and egress to their members, gateway to its clients. */
function roleEdges(hosts: GraphHost[], clients: GraphClient[]): NetworkGraphEdge[] {
  const hostIds = new Set(hosts.map((host) => host.node.id));
  const edges: NetworkGraphEdge[] = [];
  const link = (source: string, target: string, kind: GraphEdgeKind) => {
    if (hostIds.has(source)) edges.push({ source, target, kind });
  };
  for (const host of hosts) {
    const { id } = host.node;
    link(host.relayedBy, id, 'relay');
    link(host.failedOverBy, id, 'failover');
    link(host.internetGatewayId, id, 'internet');
    for (const cidr of host.egressRanges) link(id, rangeNodeId(cidr), 'egress');
  }
  for (const client of clients) link(client.gatewayId, client.node.id, 'client');
  return edges;
}

interface AccessPairs {
  meshPairs: number;
  deniedPairs: number;
  /** Every mesh edge while there are at most GRAPH_MESH_EDGE_LIMIT, else none. */
  mesh: NetworkGraphEdge[];
  /** The first GRAPH_DENIED_EDGE_LIMIT denied edges. */
  denied: NetworkGraphEdge[];
}

/**
 * Every pair of host nodes, counted as mesh (access control lets them peer) or denied. Only the
 * edges that can be listed are kept: a network of 1,000 nodes has half a million pairs.
 */
function accessPairs(ids: string[], mayReach: GraphInput['mayReach']): AccessPairs {
  const pairs: AccessPairs = { meshPairs: 0, deniedPairs: 0, mesh: [], denied: [] };
  for (let a = 0; a < ids.length; a++) {
    for (let b = a + 1; b < ids.length; b++) {
      if (mayReach(ids[a], ids[b])) {
        pairs.meshPairs += 1;
        if (pairs.meshPairs <= GRAPH_MESH_EDGE_LIMIT) pairs.mesh.push({ source: ids[a], target: ids[b], kind: 'mesh' });
        else if (pairs.mesh.length > 0) pairs.mesh = [];
      } else {
        pairs.deniedPairs += 1;
        if (pairs.deniedPairs <= GRAPH_DENIED_EDGE_LIMIT) {
          pairs.denied.push({ source: ids[a], target: ids[b], kind: 'denied' });
        }
      }
    }
  }
  return pairs;
}

/**
 * GET /api/v2/networks/{netid}/graph: the network's host nodes, external clients and egress ranges,
 * the edges of their gateway roles, and its host pairs as mesh links or pairs that access control
 * denies (counted in full, listed up to the limits).
 */
export function buildNetworkGraph({ network, hosts, clients, mayReach }: GraphInput): NetworkGraph {
  const pairs = accessPairs(
    hosts.map((host) => host.node.id),
    mayReach,
  );
  const meshListed = pairs.meshPairs <= GRAPH_MESH_EDGE_LIMIT;
  return {
    network,
    nodes: [...hosts.map((host) => host.node), ...clients.map((client) => client.node), ...rangeNodes(hosts)],
    edges: [...roleEdges(hosts, clients), ...pairs.denied, ...(meshListed ? pairs.mesh : [])],
    mesh_pairs: pairs.meshPairs,
    denied_pairs: pairs.deniedPairs,
    mesh_listed: meshListed,
  };
}
