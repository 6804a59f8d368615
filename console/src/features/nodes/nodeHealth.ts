import type { NodeStatus } from '@netloom/contract';

/** How bad each status is, worst highest: a host shows the worst of its nodes. */
const SEVERITY: Record<NodeStatus, number> = {
  online: 0,
  unknown: 1,
  disconnected: 2,
  offline: 3,
  warning: 4,
  error: 5,
};

export const STATUS_COLORS: Record<NodeStatus, string> = {
  online: 'green',
  unknown: 'gray',
  disconnected: 'gray',
  offline: 'orange',
  warning: 'yellow',
  error: 'red',
};

/** The worst of some statuses; `unknown` when there are none. */
export function worstStatus<T extends { status: NodeStatus }>(nodes: readonly T[]): T | null {
  return nodes.reduce<T | null>(
    (worst, node) => (worst === null || SEVERITY[node.status] > SEVERITY[worst.status] ? node : worst),
    null,
  );
}
