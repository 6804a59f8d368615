import type { ApiNode } from '@netloom/contract';
import { ApiError, refuseProblems } from '../../api-error';
import { lockNetworks } from '../../store/network-repository';
import { clearFailoverPairs, endFailoversServedBy, findNode, updateNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';
import type { NodeListing } from '../node-records/return-node';
import { networkNotFound } from '../node-records/node-lookup';
import { networkAccess } from '../../access/network-access';
import type { Caller } from '../../access/caller';
import { isLinuxHost, nodeLabel } from './gateway-node';
import { clearFailoverNodes, type NodeWithHost } from '../../store/gateway-repository';
import { changeNodeRole, type RoleChange } from './role-change';

/**
 * Changes the failover role of a node once the caller is known to manage its network: the path
 * names only the node, so the guard can't check this.
 */
async function changeFailover(
  db: Database,
  caller: Caller,
  nodeId: string,
  listing: NodeListing,
  change: (context: RoleChange) => Promise<void>,
): Promise<ApiNode> {
  const node = await findNode(db, nodeId);
  if (!node) throw new ApiError(404, `node ${nodeId} not found`);
  if (networkAccess(caller, node.network) !== 'write') {
    throw new ApiError(403, `only admins and admins of network ${node.network} can manage its failover node`);
  }
  auditedObject({ network: node.network });
  return changeNodeRole(db, node.network, nodeId, listing, change);
}

function failoverProblem(node: NodeWithHost): string | null {
  const label = nodeLabel(node);
  if (!isLinuxHost(node)) return 'only linux nodes can be failover nodes';
  if (node.relayedby !== '') {
    return `${label} is relayed by node ${node.relayedby}; a relayed node can't be the failover node`;
  }
  if (node.internetgw_node_id !== '') {
    return `${label} uses internet gateway node ${node.internetgw_node_id}; it can't be the failover node`;
  }
  return null;
}

/**
 * POST /api/v1/node/{id}/failover: the node becomes its network's one failover node; the previous
 * one stops being it and the pairs it served reach each other directly again.
 */
export function setFailover(db: Database, caller: Caller, nodeId: string, listing: NodeListing): Promise<ApiNode> {
  return changeFailover(db, caller, nodeId, listing, async ({ trx, node, time }) => {
    refuseProblems([failoverProblem(node)]);
    const previous = await clearFailoverNodes(trx, node.network, time);
    await endFailoversServedBy(
      trx,
      previous.filter((id) => id !== nodeId),
      time,
    );
    await updateNode(trx, nodeId, { is_fail_over: 1, updated_at: time });
  });
}

/** DELETE /api/v1/node/{id}/failover: the node is the failover node no more; its pairs reach each other directly. */
export function unsetFailover(db: Database, caller: Caller, nodeId: string, listing: NodeListing): Promise<ApiNode> {
  return changeFailover(db, caller, nodeId, listing, async ({ trx, time }) => {
    await endFailoversServedBy(trx, [nodeId], time);
    await updateNode(trx, nodeId, { is_fail_over: 0, updated_at: time });
  });
}

/** POST /api/v1/node/{network}/failover/reset: every failover pair of the network ends. */
export async function resetFailovers(db: Database, netid: string): Promise<void> {
  await retryingTransaction(db, async (trx) => {
    const [network] = await lockNetworks(trx, [netid]);
    if (!network) throw networkNotFound(netid);
    // Every node of the network is cleared, so no partner is left to take out of a pair.
    await clearFailoverPairs(trx, { network: netid }, timestampNow());
  });
}
