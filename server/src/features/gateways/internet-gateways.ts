import type { ApiNode } from '@netloom/contract';
import { ApiError, refuseProblems } from '../../api-error';
import { fromFlag } from '../../store/flags';
import { clearNodeReferences, updateNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import type { NodeListing } from '../node-records/return-node';
import { networkNodesNamed, nodeLabel, routingHostProblem } from './gateway-node';
import { replaceMembers, type NodeWithHost } from '../../store/gateway-repository';
import { changeNodeRole } from './role-change';

/** Netmaker's words for a POST on a node that already is an internet gateway (answered with 400 here). */
export const ALREADY_INTERNET_GATEWAY = 'node is already acting as internet gateway';

function gatewayProblem(gateway: NodeWithHost): string | null {
  const label = nodeLabel(gateway);
  const hostProblem = routingHostProblem(gateway, 'only linux nodes can be made internet gws', 'an internet gateway');
  if (hostProblem) return hostProblem;
  if (gateway.relayedby !== '') {
    return `${label} is relayed by node ${gateway.relayedby}; a relayed node can't be an internet gateway`;
  }
  if (gateway.internetgw_node_id !== '') {
    return `${label} uses internet gateway node ${gateway.internetgw_node_id}; it can't be an internet gateway itself`;
  }
  return null;
}

/** Why `node` can't send its internet traffic through `gateway`, or null. */
function clientProblem(gateway: NodeWithHost, node: NodeWithHost): string | null {
  const label = nodeLabel(node);
  if (node.id === gateway.id) {
    return `an internet gateway can't be its own client: take ${node.id} out of inet_node_client_ids`;
  }
  if (fromFlag(node.is_fail_over)) return `${label} is the failover node; it can't use an internet gateway`;
  if (fromFlag(node.isdefault)) return `${label} runs on a default host; a default host can't use an internet gateway`;
  if (fromFlag(node.isinternetgateway)) return `${label} is an internet gateway; it can't use another one`;
  if (node.internetgw_node_id !== '' && node.internetgw_node_id !== gateway.id) {
    return `${label} already uses internet gateway node ${node.internetgw_node_id}; a node uses one at most`;
  }
  if (node.relayedby !== '') {
    return `${label} is relayed by node ${node.relayedby}; a relayed node reaches the internet through its relay`;
  }
  return null;
}

/**
 * POST (`create`) or PUT (`update`) /api/nodes/{network}/{id}/inet_gw: the node is an internet
 * gateway for exactly the nodes `clientIds` names. POST on an internet gateway is refused with 400
 * (Netmaker answers 200 and changes nothing) so that the client list sent is never silently ignored;
 * PUT needs an internet gateway.
 */
export function saveInternetGateway(
  db: Database,
  netid: string,
  nodeId: string,
  clientIds: string[],
  mode: 'create' | 'update',
  listing: NodeListing,
): Promise<ApiNode> {
  return changeNodeRole(db, netid, nodeId, listing, async ({ trx, node, time }) => {
    const isGateway = fromFlag(node.isinternetgateway);
    if (mode === 'create' && isGateway) throw new ApiError(400, ALREADY_INTERNET_GATEWAY);
    if (mode === 'update' && !isGateway) {
      throw new ApiError(400, `${nodeLabel(node)} is not an internet gateway; make it one with POST first`);
    }
    refuseProblems([gatewayProblem(node)]);
    const clients = await networkNodesNamed(trx, netid, clientIds);
    refuseProblems(clients.map((client) => clientProblem(node, client)));
    await replaceMembers(
      trx,
      'internetgw_node_id',
      nodeId,
      clients.map((client) => client.id),
      time,
    );
    await updateNode(trx, nodeId, { isinternetgateway: 1, updated_at: time });
  });
}

/** DELETE /api/nodes/{network}/{id}/inet_gw: the node is no internet gateway and its clients use their own connection. */
export function deleteInternetGateway(
  db: Database,
  netid: string,
  nodeId: string,
  listing: NodeListing,
): Promise<ApiNode> {
  return changeNodeRole(db, netid, nodeId, listing, async ({ trx, time }) => {
    await clearNodeReferences(trx, 'internetgw_node_id', [nodeId], time);
    await updateNode(trx, nodeId, { isinternetgateway: 0, updated_at: time });
  });
}
