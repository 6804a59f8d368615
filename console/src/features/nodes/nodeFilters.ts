import {
  ROWS_LIMIT_MAX,
  type ApiHost,
  type ApiNode,
  type NodeRow,
  type NodeRowGatewayFilter,
  type NodeRowKind,
  type NodeRowSort,
  type NodeStatus,
} from '@netloom/contract';
import { namesNode } from './nodeRoles';
import { effectiveNodeId, staticClientOf, type StaticClient } from './staticNodes';

/** Behind NAT: the host detected a NAT type other than public. */
export function isBehindNat(host: ApiHost | undefined): boolean {
  return host !== undefined && host.nat_type !== 'public' && host.nat_type !== '';
}

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
  /** Everything a node picker's search looks in, lower-cased once. */
  searchText: string;
}

/** The nodes table shows hosts' nodes (netclient) or external clients (config files), never both. */
export type NodeKind = NodeRowKind;
export type GatewayFilter = NodeRowGatewayFilter;
export type HealthFilter = NodeStatus | 'all';
export type NodeSortKey = NodeRowSort;
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

/** Addresses or endpoints on one line; empty when there are none. */
export function addressLine(...addresses: (string | undefined)[]): string {
  return addresses.filter(Boolean).join(', ');
}

/** The kind of row a node is: user (desktop-client) nodes are neither and are left out. */
export function kindOf(node: Pick<ApiNode, 'is_static' | 'is_user_node'>): NodeKind | null {
  if (!node.is_static) return 'netclient';
  return node.is_user_node ? null : 'config-files';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Natural order of names: node-2 before node-10, case aside. */
export const compareNames = (a: string, b: string) => collator.compare(a, b);

/** A copy in natural order of names. */
export function byName<T extends { name: string }>(items: Iterable<T>): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}

/** A node as a row shows it, from the node, its host (none for a config file), its name and its gateway. */
function nodeView(
  node: ApiNode,
  host: ApiHost | undefined,
  name: string,
  gateway: { id: string; name: string },
): NodeView {
  const client = staticClientOf(node);
  const key = effectiveNodeId(node, client);
  return {
    node,
    key,
    host,
    client,
    name,
    gatewayId: gateway.id,
    gatewayName: gateway.name,
    searchText: [name, node.address, node.address6, key, host?.endpointip, host?.endpointipv6, host?.publickey]
      .concat(client?.publickey)
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
  };
}

/**
 * Joins nodes with their hosts, in natural name order; a node whose host is not (yet) known shows its
 * id as its name, a static node its client id.
 */
export function nodeViews(nodes: readonly ApiNode[], hosts: readonly ApiHost[]): NodeView[] {
  const hostById = new Map(hosts.map((host) => [host.id, host]));
  const nameOfNode = new Map(
    nodes.filter((node) => !node.is_static).map((node) => [node.id, hostById.get(node.hostid)?.name ?? node.id]),
  );
  const views = nodes.map((node): NodeView => {
    const client = staticClientOf(node);
    const host = client ? undefined : hostById.get(node.hostid);
    const gateway = client ? (client.ingressgatewayid ?? '') : node.relayedby;
    const gatewayId = namesNode(gateway) ? gateway : '';
    const name = host?.name ?? effectiveNodeId(node, client);
    return nodeView(node, host, name, {
      id: gatewayId,
      name: gatewayId ? (nameOfNode.get(gatewayId) ?? gatewayId) : '',
    });
  });
  return byName(views);
}

const rowViews = new WeakMap<NodeRow, NodeView>();

/** A row of the server's paged node list as a view; each answer's row is converted once. */
export function viewOfRow(row: NodeRow): NodeView {
  let view = rowViews.get(row);
  if (!view) {
    view = nodeView(row.node, row.host ?? undefined, row.name, { id: row.gateway_id, name: row.gateway_name });
    rowViews.set(row, view);
  }
  return view;
}

/**
 * The hosts' nodes by natural name; external clients, which node lists also carry as static nodes,
 * are left out.
 */
export function hostNodeViews(views: readonly NodeView[]): NodeView[] {
  return byName(views.filter((view) => !view.node.is_static));
}

/**
 * The header checkbox for `selected` rows ticked out of `total` that match: it can select them all only when one
 * request returns them all, and it clears any selection.
 */
export function selectAllState(selected: number, total: number) {
  return {
    checked: total > 0 && selected >= total,
    indeterminate: selected > 0 && selected < total,
    tooMany: selected === 0 && total > ROWS_LIMIT_MAX,
  };
}
