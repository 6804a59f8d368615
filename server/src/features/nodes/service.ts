import { isAdminRole, type ApiNode, type NodeStatusEntry, type UpdateNodeRequest } from '@netloom/contract';
import { ApiError } from '../../http/api-error';
import { findNetwork, listNetworks, lockNetworks } from '../../store/network-repository';
import {
  addressesInNetwork,
  deleteNode,
  findNode,
  findNodeView,
  listNodeViews,
  updateNode,
  type NodeRecord,
} from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { retryingTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { networkAccess } from '../roles/network-access';
import type { Caller } from '../users/caller';
import { nodeChanges } from './node-changes';
import { apiNodesJsonChunks, statusOf, toApiNode, type NodeListing } from './return-node';

function networkNotFound(netid: string): ApiError {
  return new ApiError(404, `network ${netid} not found`);
}

async function nodeInNetwork(db: Database, netid: string, nodeId: string): Promise<NodeRecord> {
  const node = await findNode(db, nodeId);
  if (!node || node.network !== netid) throw new ApiError(404, `node ${nodeId} not found in network ${netid}`);
  return node;
}

async function readApiNode(db: Database, nodeId: string, listing: NodeListing): Promise<ApiNode> {
  const view = await findNodeView(db, nodeId);
  if (!view) throw new ApiError(404, `node ${nodeId} not found`);
  return toApiNode(view, listing);
}

/** GET /api/nodes: the JSON list of the nodes of every network the caller may read, sorted by id. */
export async function listVisibleNodesJson(
  db: Database,
  caller: Caller,
  listing: NodeListing,
): Promise<Iterable<string>> {
  const seesAll = isAdminRole(caller.platformRoleId) || caller.platformRoleId === 'auditor';
  const networks = seesAll
    ? undefined
    : (await listNetworks(db))
        .map((network) => network.netid)
        .filter((netid) => networkAccess(caller, netid) !== 'none');
  return apiNodesJsonChunks(await listNodeViews(db, { networks }), listing);
}

async function networkNodeViews(db: Database, netid: string) {
  if (!(await findNetwork(db, netid))) throw networkNotFound(netid);
  return listNodeViews(db, { network: netid });
}

/** GET /api/nodes/{network}: the JSON list of its nodes with their hosts' check-ins, sorted by id. */
export async function listNetworkNodesJson(
  db: Database,
  netid: string,
  listing: NodeListing,
): Promise<Iterable<string>> {
  return apiNodesJsonChunks(await networkNodeViews(db, netid), listing);
}

/** GET /api/v1/nodes/{network}/status: node id -> status and its reason. */
export async function networkNodeStatuses(
  db: Database,
  netid: string,
  listing: NodeListing,
): Promise<Record<string, NodeStatusEntry>> {
  const nodes = await networkNodeViews(db, netid);
  return Object.fromEntries(
    nodes.map((node) => {
      const { status, reason } = statusOf(node, listing);
      return [node.id, { id: node.id, is_static: false, is_user_node: false, status, status_reason: reason }];
    }),
  );
}

/** PUT /api/nodes/{network}/{id}: checks and applies the changes; a new address must be free in the network. */
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
    const changes = nodeChanges(node, network, request, Date.now());
    const used = await addressesInNetwork(trx, netid);
    for (const [address, current, taken] of [
      [changes.address, node.address, used.v4],
      [changes.address6, node.address6, used.v6],
    ] as const) {
      if (address && address !== current && taken.includes(address)) {
        throw new ApiError(400, `ip specified is already allocated: ${address}`);
      }
    }
    await updateNode(trx, nodeId, { ...changes, updated_at: timestampNow() });
  });
  return readApiNode(db, nodeId, listing);
}

/** DELETE /api/nodes/{network}/{id}: marks the node for deletion, or deletes it at once when forced. */
export async function removeNode(db: Database, netid: string, nodeId: string, force: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
