import { isAdminRole, type ApiNode } from '@netloom/contract';
import { ApiError } from '../../api-error';
import type { Caller } from '../../access/caller';
import { networkAccess } from '../../access/network-access';
import { listNetworks } from '../../store/network-repository';
import { findNode, findNodeView, type NodeRecord } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { toApiNode, type NodeListing } from './return-node';

export function networkNotFound(netid: string): ApiError {
  return new ApiError(404, `network ${netid} not found`);
}

/** The node when it is in the network; 404 otherwise. */
export async function nodeInNetwork(db: Database, netid: string, nodeId: string): Promise<NodeRecord> {
  const node = await findNode(db, nodeId);
  if (!node || node.network !== netid) throw new ApiError(404, `node ${nodeId} not found in network ${netid}`);
  return node;
}

/** One node as the API returns it (raw ApiNode). */
export async function readApiNode(db: Database, nodeId: string, listing: NodeListing): Promise<ApiNode> {
  const view = await findNodeView(db, nodeId);
  if (!view) throw new ApiError(404, `node ${nodeId} not found`);
  return toApiNode(view, listing);
}

/** The networks the caller may read; undefined when it may read them all (admins and auditors). */
export async function readableNetworks(db: Database, caller: Caller): Promise<string[] | undefined> {
  if (isAdminRole(caller.platformRoleId) || caller.platformRoleId === 'auditor') return undefined;
  return (await listNetworks(db))
    .map((network) => network.netid)
    .filter((netid) => networkAccess(caller, netid) !== 'none');
}
