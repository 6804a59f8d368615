import type { ApiNode, NodeStatus, NodeStatusReason } from '@netloom/contract';
import { worstStatus } from '../nodes/nodeHealth';

export interface HostHealth {
  status: NodeStatus;
  /** Why, from the worst node; null for a host without nodes. */
  reason: NodeStatusReason | null;
  /** The network of the worst node. */
  network: string | null;
}

/** A host's health from its nodes: the worst of theirs, `unknown` when it is in no network. */
export function hostHealth(hostNodes: readonly ApiNode[]): HostHealth {
  const worst = worstStatus(hostNodes);
  return worst
    ? { status: worst.status, reason: worst.status_reason, network: worst.network }
    : { status: 'unknown', reason: null, network: null };
}

/** The nodes of each host, by host id. */
export function nodesByHost(nodes: readonly ApiNode[]): Map<string, ApiNode[]> {
  const byHost = new Map<string, ApiNode[]>();
  for (const node of nodes) byHost.set(node.hostid, [...(byHost.get(node.hostid) ?? []), node]);
  return byHost;
}
