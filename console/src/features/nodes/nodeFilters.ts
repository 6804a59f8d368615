import type { ApiHost, ApiNode, NodeStatus } from '@netloom/contract';

/** A node as the nodes table shows it: with its host's name, endpoint and key, and its gateway's name. */
export interface NodeView {
  node: ApiNode;
  host: ApiHost | undefined;
  name: string;
  gatewayName: string;
  /** Everything the search looks in, lower-cased once. */
  searchText: string;
}

export type GatewayFilter = 'all' | 'gateways' | 'has-gateway';
export type HealthFilter = NodeStatus | 'all';
export type NodeSortKey = 'name' | 'address' | 'status';
export interface NodeSort {
  key: NodeSortKey;
  descending: boolean;
}

export interface NodeQuery {
  search: string;
  gateway: GatewayFilter;
  health: HealthFilter;
}

export const NODES_PAGE_SIZE = 50;

export function isGatewayNode(node: ApiNode): boolean {
  return node.isrelay || node.isingressgateway || node.isinternetgateway;
}

/** Joins nodes with their hosts; a node whose host is not (yet) known shows its id as its name. */
export function nodeViews(nodes: readonly ApiNode[], hosts: readonly ApiHost[]): NodeView[] {
  const hostById = new Map(hosts.map((host) => [host.id, host]));
  const nameOfNode = new Map(nodes.map((node) => [node.id, hostById.get(node.hostid)?.name ?? node.id]));
  return nodes.map((node) => {
    const host = hostById.get(node.hostid);
    const name = host?.name ?? node.id;
    return {
      node,
      host,
      name,
      gatewayName: node.relayedby ? (nameOfNode.get(node.relayedby) ?? node.relayedby) : '',
      searchText: [name, node.address, node.address6, node.id, host?.endpointip, host?.endpointipv6, host?.publickey]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
    };
  });
}

/** The nodes that match the search (name, addresses, id, endpoint, public key) and both filters. */
export function filterNodes(views: readonly NodeView[], query: NodeQuery): NodeView[] {
  const term = query.search.trim().toLowerCase();
  return views.filter(
    ({ node, searchText }) =>
      (term === '' || searchText.includes(term)) &&
      (query.gateway === 'all' ||
        (query.gateway === 'gateways' ? isGatewayNode(node) : node.relayedby !== '' || node.isrelayed)) &&
      (query.health === 'all' || node.status === query.health),
  );
}

/** An IPv4 address (CIDR text allowed) as a number for ordering; addresses without one sort last. */
export function addressOrder(address: string): number {
  const octets = address.split('/')[0].split('.').map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet))) return Number.MAX_SAFE_INTEGER;
  return ((octets[0] * 256 + octets[1]) * 256 + octets[2]) * 256 + octets[3];
}

const STATUS_ORDER: Record<NodeStatus, number> = {
  error: 0,
  warning: 1,
  offline: 2,
  disconnected: 3,
  unknown: 4,
  online: 5,
};
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** A sorted copy; names compare naturally (node-2 before node-10), addresses numerically. */
export function sortNodes(views: readonly NodeView[], sort: NodeSort): NodeView[] {
  const compare: (a: NodeView, b: NodeView) => number =
    sort.key === 'name'
      ? (a, b) => collator.compare(a.name, b.name)
      : sort.key === 'address'
        ? (a, b) => addressOrder(a.node.address) - addressOrder(b.node.address)
        : (a, b) => STATUS_ORDER[a.node.status] - STATUS_ORDER[b.node.status] || collator.compare(a.name, b.name);
  const sorted = [...views].sort(compare);
  return sort.descending ? sorted.reverse() : sorted;
}

/** One page (1-based) of a list. */
export function pageOf<T>(list: readonly T[], page: number, size = NODES_PAGE_SIZE): T[] {
  return list.slice((page - 1) * size, page * size);
}
