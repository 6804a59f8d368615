import type { ApiNode, Network } from '@netloom/contract';
import { lockNetworks } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import type { NodeListing } from '../node-records/return-node';
import { networkNotFound, nodeInNetwork, readApiNode } from '../node-records/node-lookup';
import { findNodesWithHosts, type NodeWithHost } from '../../store/gateway-repository';

/** What a role change works on: the locked network, the node with its host, and the time of the change. */
export interface RoleChange {
  trx: Database;
  network: Network;
  node: NodeWithHost;
  time: string;
}

/**
 * Changes a node's gateway role: `change` runs in one transaction (run again when it lost a race)
 * holding the network's lock, so role changes in a network run one at a time; 404 when the network
 * or the node is missing. Answers the node as the API shows it afterwards.
 */
export async function changeNodeRole(
  db: Database,
  netid: string,
  nodeId: string,
  listing: NodeListing,
  change: (context: RoleChange) => Promise<void>,
): Promise<ApiNode> {
  await retryingTransaction(db, async (trx) => {
    const [network] = await lockNetworks(trx, [netid]);
    if (!network) throw networkNotFound(netid);
    await nodeInNetwork(trx, netid, nodeId);
    const [node] = await findNodesWithHosts(trx, [nodeId]);
    await change({ trx, network, node, time: timestampNow() });
  });
  return readApiNode(db, nodeId, listing);
}
