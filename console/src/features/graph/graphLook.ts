import type { GraphEdgeKind, GraphNodeKind, GraphRole, NetworkGraphNode, NodeStatus } from '@netloom/contract';
import { STATUS_COLORS } from '../nodes/nodeHealth';

/** How far each kind reaches from its centre: hosts are the big dots, clients smaller, ranges a small box. */
export const NODE_RADIUS: Record<GraphNodeKind, number> = { host: 9, client: 6, range: 11 };

/** The roles marked on a node with a badge; being relayed shows as the relay's link instead. */
export const BADGED_ROLES = [
  'relay',
  'remote_access',
  'egress',
  'internet_gateway',
  'failover',
] as const satisfies readonly GraphRole[];
export type BadgedRole = (typeof BADGED_ROLES)[number];

/** How a node is drawn: a host in its status colour, a client blue (grey when disabled), a range teal. */
export type NodeLook = 'host' | 'client' | 'client-off' | 'range';

export function nodeLook(node: Pick<NetworkGraphNode, 'kind' | 'status'>): NodeLook {
  if (node.kind === 'client') return node.status === 'online' ? 'client' : 'client-off';
  return node.kind;
}

/** The Mantine colour of a host's status, as the nodes page's badges show it. */
export function statusColor(status: NodeStatus): string {
  return `var(--mantine-color-${STATUS_COLORS[status]}-6)`;
}

/** The badges of a node, in the legend's order. */
export function nodeBadges(roles: readonly GraphRole[]): BadgedRole[] {
  return BADGED_ROLES.filter((role) => roles.includes(role));
}

/** Edge kinds in the legend's order: the structure first, then the pairs. */
export const EDGE_ORDER: readonly GraphEdgeKind[] = [
  'relay',
  'failover',
  'client',
  'egress',
  'internet',
  'mesh',
  'denied',
];

/** Links that shape the layout; mesh and denied pairs are drawn but do not pull. */
export function isStructuralEdge(kind: GraphEdgeKind): boolean {
  return kind !== 'mesh' && kind !== 'denied';
}
