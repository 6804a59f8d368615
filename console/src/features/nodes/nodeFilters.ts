import type { ApiHost, ApiNode, NodeStatus } from '@netloom/contract';
import { namesNode } from './nodeRoles';
import { effectiveNodeId, staticClientOf, type StaticClient } from './staticNodes';

/** A node as the nodes table shows it: with its host's name, endpoint and key, and its gateway's name. */
export interface NodeView {
  node: ApiNode;
  /** The effective id (a static node's client id), unique among the network's rows. */
  key: string;
  host: ApiHost | undefined;
  /** The external client of a static node (a config file); null for a host's node. */
  client: StaticClient | null;
  name: string;
  /** The relay of a host's node, or the remote-access gateway of a config file; '' for none. */
  gatewayId: string;
  gatewayName: string;
  /** Everything the search looks in, lower-cased once. */
  searchText: string;
  /** The IPv4 address as a number (see `addressOrder`), computed once for sorting. */
  addressRank: number;
}

/** The nodes table shows hosts' nodes (netclient) or external clients (config files), never both. */
export type NodeKind = 'netclient' | 'config-files';
export type GatewayFilter = 'all' | 'gateways' | 'has-gateway';
export type HealthFilter = NodeStatus | 'all';
export type NodeSortKey = 'name' | 'address' | 'status';
export interface NodeSort {
  key: NodeSortKey;
  descending: boolean;
}

export interface NodeQuery {
  search: string;
  kind: NodeKind;
  gateway: GatewayFilter;
  health: HealthFilter;
}

export const NODES_PAGE_SIZE = 50;

/** A node's own addresses and its host's endpoints, extra gateway endpoints included, as gateway tables list them. */
export function nodeAddresses({ node, host }: Pick<NodeView, 'node' | 'host'>): string[] {
  return [node.address, node.address6, host?.endpointip, host?.endpointipv6, ...(node.additional_rag_ips ?? [])].filter(
    (address): address is string => Boolean(address),
  );
}

/** The network's own IPv4 and IPv6 ranges, as a node of it carries them; none without a node. */
export function networkRangesOf(view: Pick<NodeView, 'node'> | undefined): string[] {
  return view ? [view.node.networkrange, view.node.networkrange6].filter(Boolean) : [];
}

/** The page of one node of a network. */
export function nodeDetailsPath({ network, id }: Pick<ApiNode, 'network' | 'id'>): string {
  return `/networks/${encodeURIComponent(network)}/nodes/${encodeURIComponent(id)}`;
}

/** Addresses or endpoints on one line, a dash when there are none. */
export function addressLine(...addresses: (string | undefined)[]): string {
  return addresses.filter(Boolean).join(', ') || '—';
}

export function isGatewayNode(node: ApiNode): boolean {
  return node.isrelay || node.isingressgateway || node.isinternetgateway;
}

/** The kind of row a node is: user (desktop-client) nodes are neither and are left out. */
export function kindOf(node: Pick<ApiNode, 'is_static' | 'is_user_node'>): NodeKind | null {
  if (!node.is_static) return 'netclient';
  return node.is_user_node ? null : 'config-files';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Natural order of names: node-2 before node-10, case aside. */
export const compareNames = (a: string, b: string) => collator.compare(a, b);

/**
 * Joins nodes with their hosts, in natural name order; a node whose host is not (yet) known shows its
 * id as its name, a static node its client id. Comparing names is the costly part of sorting 10,000
 * nodes, so it happens here once: the other orders are stable sorts that keep names in order.
 */
export function nodeViews(nodes: readonly ApiNode[], hosts: readonly ApiHost[]): NodeView[] {
  const hostById = new Map(hosts.map((host) => [host.id, host]));
  const nameOfNode = new Map(
    nodes.filter((node) => !node.is_static).map((node) => [node.id, hostById.get(node.hostid)?.name ?? node.id]),
  );
  const views = nodes.map((node): NodeView => {
    const client = staticClientOf(node);
    const host = client ? undefined : hostById.get(node.hostid);
    const key = effectiveNodeId(node, client);
    const name = host?.name ?? key;
    const gateway = client ? (client.ingressgatewayid ?? '') : node.relayedby;
    const gatewayId = namesNode(gateway) ? gateway : '';
    return {
      node,
      key,
      host,
      client,
      name,
      gatewayId,
      gatewayName: gatewayId ? (nameOfNode.get(gatewayId) ?? gatewayId) : '',
      searchText: [name, node.address, node.address6, key, host?.endpointip, host?.endpointipv6, host?.publickey]
        .concat(client?.publickey)
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
      addressRank: addressOrder(node.address),
    };
  });
  return views.sort((a, b) => compareNames(a.name, b.name));
}

/**
 * The hosts' nodes by natural name; external clients, which node lists also carry as static nodes,
 * are left out.
 */
export function hostNodeViews(views: readonly NodeView[]): NodeView[] {
  return views.filter((view) => !view.node.is_static).sort((a, b) => compareNames(a.name, b.name));
}

/** The nodes of the kind shown that match the search (name, addresses, id, endpoint, public key) and the filters. */
export function filterNodes(views: readonly NodeView[], query: NodeQuery): NodeView[] {
  const term = query.search.trim().toLowerCase();
  return views.filter(
    ({ node, searchText, gatewayId }) =>
      kindOf(node) === query.kind &&
      (term === '' || searchText.includes(term)) &&
      (query.gateway === 'all' || (query.gateway === 'gateways' ? isGatewayNode(node) : gatewayId !== '')) &&
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

/**
 * A sorted copy; names compare naturally (node-2 before node-10), addresses numerically. Sorting is
 * stable, so views in name order (as `nodeViews` gives them) keep it among equal addresses or
 * statuses, and sorting them by name again takes one pass.
 */
export function sortNodes(views: readonly NodeView[], sort: NodeSort): NodeView[] {
  const compare: (a: NodeView, b: NodeView) => number =
    sort.key === 'name'
      ? (a, b) => compareNames(a.name, b.name)
      : sort.key === 'address'
        ? (a, b) => a.addressRank - b.addressRank
        : (a, b) => STATUS_ORDER[a.node.status] - STATUS_ORDER[b.node.status];
  const sorted = [...views].sort(compare);
  return sort.descending ? sorted.reverse() : sorted;
}

/** One page (1-based) of a list. */
export function pageOf<T>(list: readonly T[], page: number, size = NODES_PAGE_SIZE): T[] {
  return list.slice((page - 1) * size, page * size);
}
