import { problem, type ApiNode, type NodeStatusEntry, type UpdateNodeRequest } from '@netloom/contract';
import { problemError } from '../../api-error';
import { findNetwork, lockNetworks } from '../../store/network-repository';
import { addressesInNetwork, deleteNode, listNodeViews, updateNode, type NodeView } from '../../store/node-repository';
import { listExtClientViews, type ExtClientView } from '../../store/ext-client-repository';
import type { Database } from '../../store/schema';
import { tagIdsOfNetworks } from '../../store/tag-repository';
import { inTransaction, retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { staticNodeStatusEntry, toStaticNode } from '../ext-clients/return-ext-client';
import { editRelayMembers } from '../gateways/relay-members';
import type { Caller } from '../../access/caller';
import { nodeChanges } from './node-changes';
import { apiNodesJsonChunks, statusOf, type NodeListing } from '../node-records/return-node';
import { networkNotFound, nodeInNetwork, readApiNode, readableNetworks } from '../node-records/node-lookup';

function nodesJson(nodes: NodeView[], clients: ExtClientView[], listing: NodeListing): Iterable<string> {
  return apiNodesJsonChunks(
    nodes,
    listing,
    clients.map((client) => toStaticNode(client, listing)),
  );
}

/**
 * GET /api/nodes: the JSON list of the nodes of every network the caller may read, sorted by id,
 * then their external clients as static nodes.
 */
export async function listVisibleNodesJson(
  db: Database,
  caller: Caller,
  listing: NodeListing,
): Promise<Iterable<string>> {
  const networks = await readableNetworks(db, caller);
  const [nodes, clients] = await Promise.all([listNodeViews(db, { networks }), listExtClientViews(db, { networks })]);
  return nodesJson(nodes, clients, listing);
}

async function networkNodeViews(db: Database, netid: string) {
  if (!(await findNetwork(db, netid))) throw networkNotFound(netid);
  return Promise.all([listNodeViews(db, { network: netid }), listExtClientViews(db, { network: netid })]);
}

/**
 * GET /api/nodes/{network}: the JSON list of its nodes with their hosts' check-ins, sorted by id,
 * then its external clients as static nodes.
 */
export async function listNetworkNodesJson(
  db: Database,
  netid: string,
  listing: NodeListing,
): Promise<Iterable<string>> {
  const [nodes, clients] = await networkNodeViews(db, netid);
  return nodesJson(nodes, clients, listing);
}

/** GET /api/v1/nodes/{network}/status: node id (or client id) -> status and its reason. */
export async function networkNodeStatuses(
  db: Database,
  netid: string,
  listing: NodeListing,
): Promise<Record<string, NodeStatusEntry>> {
  const [nodes, clients] = await networkNodeViews(db, netid);
  const entries = nodes.map((node): [string, NodeStatusEntry] => {
    const { status, reason } = statusOf(node, listing);
    return [node.id, { id: node.id, is_static: false, is_user_node: false, status, status_reason: reason }];
  });
  return Object.fromEntries([
    ...entries,
    ...clients.map((client): [string, NodeStatusEntry] => [client.clientid, staticNodeStatusEntry(client)]),
  ]);
}

/**
 * PUT /api/nodes/{network}/{id}: checks and applies the changes; a new address must be free in the
 * network, and `relaynodes` replaces a relay's members.
 */
export async function editNode(
  db: Database,
  netid: string,
  nodeId: string,
  request: UpdateNodeRequest,
  listing: NodeListing,
): Promise<ApiNode> {
  await retryingTransaction(db, async (trx) => {
    const [network] = await lockNetworks(trx, [netid]);
    if (!network) throw networkNotFound(netid);
    const node = await nodeInNetwork(trx, netid, nodeId);
    const changes = nodeChanges(node, network, request, Date.now(), await tagIdsOfNetworks(trx, [netid]));
    const used = await addressesInNetwork(trx, netid);
    for (const [address, current, taken] of [
      [changes.address, node.address, used.v4],
      [changes.address6, node.address6, used.v6],
    ] as const) {
      if (address && address !== current && taken.includes(address)) {
        throw problemError(problem('addressTaken', { address }));
      }
    }
    const time = timestampNow();
    await updateNode(trx, nodeId, { ...changes, updated_at: time });
    if (request.relaynodes !== undefined) await editRelayMembers(trx, node, request.relaynodes, time);
  });
  return readApiNode(db, nodeId, listing);
}

/** DELETE /api/nodes/{network}/{id}: marks the node for deletion, or deletes it at once when forced. */
export async function removeNode(db: Database, netid: string, nodeId: string, force: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    await nodeInNetwork(trx, netid, nodeId);
    if (force) await deleteNode(trx, nodeId);
    else await updateNode(trx, nodeId, { pendingdelete: 1, updated_at: timestampNow() });
  });
}

/** POST /api/nodes/{network}/{id}/approve: nodes are approved when created, so this returns the node. */
export async function approveNode(db: Database, netid: string, nodeId: string, listing: NodeListing): Promise<ApiNode> {
  await nodeInNetwork(db, netid, nodeId);
  return readApiNode(db, nodeId, listing);
}
