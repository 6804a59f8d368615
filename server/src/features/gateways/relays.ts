import { refuseProblems } from '../../api-error';
import type { ApiNode, RelayRequest } from '@netloom/contract';
import { clearNodeReferences, updateNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import type { NodeListing } from '../node-records/return-node';
import { isLinuxHost, nodeLabel } from './gateway-node';
import type { NodeWithHost } from '../../store/gateway-repository';
import { replaceRelayMembers } from './relay-members';
import { changeNodeRole } from './role-change';

function relayProblem(node: NodeWithHost): string | null {
  if (!isLinuxHost(node)) return 'only linux nodes can be relays';
  if (node.relayedby !== '') {
    return `${nodeLabel(node)} is relayed by node ${node.relayedby}; a relayed node can't be a relay`;
  }
  return null;
}

/**
 * POST /api/nodes/{network}/{id}/createrelay: the node becomes a relay of the nodes `relayaddrs`
 * names (node ids of its network); on a relay this replaces its members. The path names the relay,
 * whatever `nodeid` and `netid` the body says.
 */
export function createRelay(
  db: Database,
  netid: string,
  nodeId: string,
  request: RelayRequest,
  listing: NodeListing,
): Promise<ApiNode> {
  return changeNodeRole(db, netid, nodeId, listing, async ({ trx, node, time }) => {
    refuseProblems([relayProblem(node)]);
    await replaceRelayMembers(trx, node, request.relayaddrs ?? [], time);
    await updateNode(trx, nodeId, { isrelay: 1, updated_at: time });
  });
}

/** DELETE /api/nodes/{network}/{id}/deleterelay: the node is a relay no more and its members talk to everyone directly. */
export function deleteRelay(db: Database, netid: string, nodeId: string, listing: NodeListing): Promise<ApiNode> {
  return changeNodeRole(db, netid, nodeId, listing, async ({ trx, time }) => {
    await clearNodeReferences(trx, 'relayedby', [nodeId], time);
    await updateNode(trx, nodeId, { isrelay: 0, updated_at: time });
  });
}
