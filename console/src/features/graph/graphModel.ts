import type {
  GraphEdgeKind,
  NetworkGraph,
  NetworkGraphEdge,
  NetworkGraphNode,
  NodePeer,
  NodeStatus,
} from '@netloom/contract';
import { EDGE_ORDER, isStructuralEdge, nodeBadges, nodeLook, type BadgedRole, type NodeLook } from './graphLook';

/** The same two nodes whichever way round. */
function pairKey(a: string, b: string): string {
  return a < b ? `${a}\n${b}` : `${b}\n${a}`;
}

/** The links that pull nodes together in the layout: relays, gateways, egress, internet and failover. */
export function structuralEdges(edges: readonly NetworkGraphEdge[]): NetworkGraphEdge[] {
  return edges.filter((edge) => isStructuralEdge(edge.kind));
}

/**
 * The mesh and denied links of a focused host read from its peers, for a graph too big to list every
 * mesh pair: one per other host, unless the graph already links the pair that way.
 */
export function peerEdges(
  nodeId: string,
  peers: readonly Pick<NodePeer, 'id' | 'kind' | 'allowed'>[],
  listed: readonly NetworkGraphEdge[],
): NetworkGraphEdge[] {
  const known = new Set(
    listed.filter((edge) => !isStructuralEdge(edge.kind)).map((edge) => pairKey(edge.source, edge.target)),
  );
  return peers
    .filter((peer) => peer.kind === 'host' && peer.id !== nodeId && !known.has(pairKey(nodeId, peer.id)))
    .map((peer) => ({ source: nodeId, target: peer.id, kind: peer.allowed ? 'mesh' : 'denied' }));
}

/** The nodes linked to `nodeId` by any of the edges. */
export function neighboursOf(nodeId: string, edges: readonly NetworkGraphEdge[]): Set<string> {
  const around = new Set<string>();
  for (const edge of edges) {
    if (edge.source === nodeId) around.add(edge.target);
    else if (edge.target === nodeId) around.add(edge.source);
  }
  return around;
}

/** Up to this many neighbours of the focused node are named; beyond, only those it has a role link with. */
export const NAMED_NEIGHBOURS = 60;

/**
 * The neighbours whose names show beside the focused node's: all of them when they are few, else
 * (a host that peers with hundreds) those linked by a relay, gateway, egress, internet or failover role.
 */
export function namedNeighbours(
  nodeId: string,
  edges: readonly NetworkGraphEdge[],
  near: ReadonlySet<string>,
): ReadonlySet<string> {
  return near.size <= NAMED_NEIGHBOURS ? near : neighboursOf(nodeId, structuralEdges(edges));
}

/** What the count line says: devices (host nodes), external clients, egress ranges and denied pairs. */
export interface GraphCounts {
  devices: number;
  clients: number;
  ranges: number;
  deniedPairs: number;
}

export function graphCounts(graph: Pick<NetworkGraph, 'nodes' | 'denied_pairs'>): GraphCounts {
  const count = (kind: NetworkGraphNode['kind']) => graph.nodes.filter((node) => node.kind === kind).length;
  return { devices: count('host'), clients: count('client'), ranges: count('range'), deniedPairs: graph.denied_pairs };
}

/** What the legend lists: the host statuses, other node looks, badges and link kinds the graph shows. */
export interface LegendEntries {
  hostStatuses: NodeStatus[];
  looks: Exclude<NodeLook, 'host'>[];
  badges: BadgedRole[];
  edges: GraphEdgeKind[];
}

const STATUS_ORDER: readonly NodeStatus[] = ['online', 'warning', 'error', 'offline', 'disconnected', 'unknown'];
const LOOK_ORDER: readonly Exclude<NodeLook, 'host'>[] = ['client', 'client-off', 'range'];

export function legendEntries(
  graph: Pick<NetworkGraph, 'nodes' | 'edges' | 'mesh_pairs' | 'denied_pairs'>,
): LegendEntries {
  const statuses = new Set(graph.nodes.filter((node) => node.kind === 'host').map((node) => node.status));
  const looks = new Set(graph.nodes.map(nodeLook));
  const badges = new Set(graph.nodes.flatMap((node) => nodeBadges(node.roles)));
  const edges = new Set(graph.edges.map((edge) => edge.kind));
  if (graph.mesh_pairs > 0) edges.add('mesh');
  if (graph.denied_pairs > 0) edges.add('denied');
  return {
    hostStatuses: STATUS_ORDER.filter((status) => statuses.has(status)),
    looks: LOOK_ORDER.filter((look) => looks.has(look)),
    badges: nodeBadges([...badges]),
    edges: EDGE_ORDER.filter((kind) => edges.has(kind)),
  };
}

/**
 * The nodes whose name or address contains the search, case aside: names that start with it first,
 * then by name; at most `limit`. An empty search matches nothing.
 */
export function searchGraphNodes(
  nodes: readonly NetworkGraphNode[],
  search: string,
  limit: number,
): NetworkGraphNode[] {
  const term = search.trim().toLowerCase();
  if (!term) return [];
  const matches = nodes.filter((node) =>
    [node.name, node.address, node.address6].some((text) => text.toLowerCase().includes(term)),
  );
  const rank = (node: NetworkGraphNode) => (node.name.toLowerCase().startsWith(term) ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name)).slice(0, limit);
}
