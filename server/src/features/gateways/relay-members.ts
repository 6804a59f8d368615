import { ApiError, refuseProblems } from '../../api-error';
import { fromFlag } from '../../store/flags';
import type { NodeRecord } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { networkNodesNamed, nodeLabel } from './gateway-node';
import { replaceMembers, type NodeWithHost } from '../../store/gateway-repository';

/** Why `node` can't be relayed by `relay`, or null when it can. */
function memberProblem(relay: NodeRecord, node: NodeWithHost): string | null {
  const label = nodeLabel(node);
  if (node.id === relay.id) return `a node can't relay itself: take ${node.id} out of the relayed nodes`;
  if (node.relayedby !== '' && node.relayedby !== relay.id) {
    return `${label} is already relayed by node ${node.relayedby}; take it out of that relay first`;
  }
  if (fromFlag(node.isrelay)) return `${label} is a relay; a relay can't be relayed`;
  if (fromFlag(node.isingressgateway)) return `${label} is a remote-access gateway; a gateway can't be relayed`;
  if (fromFlag(node.isinternetgateway)) return `${label} is an internet gateway; an internet gateway can't be relayed`;
  if (node.internetgw_node_id !== '') {
    return `${label} uses internet gateway node ${node.internetgw_node_id}; a node using an internet gateway can't be relayed`;
  }
  if (fromFlag(node.is_fail_over)) return `${label} is the failover node; the failover node can't be relayed`;
  return null;
}

/**
 * Inside a transaction holding the network's lock: the relay's members become the nodes `ids` names,
 * replacing those it had; 400 with every reason when one of them can't be relayed by it.
 */
export async function replaceRelayMembers(
  trx: Database,
  relay: NodeRecord,
  ids: string[],
  time: string,
): Promise<void> {
  const members = await networkNodesNamed(trx, relay.network, ids);
  refuseProblems(members.map((member) => memberProblem(relay, member)));
  await replaceMembers(
    trx,
    'relayedby',
    relay.id,
    members.map((member) => member.id),
    time,
  );
}

/**
 * PUT /api/nodes/{network}/{id} with `relaynodes`, inside its transaction: a relay's members become
 * these nodes; a node that is no relay may only send an empty list.
 */
export async function editRelayMembers(
  trx: Database,
  node: NodeRecord,
  ids: string[] | null,
  time: string,
): Promise<void> {
  if (fromFlag(node.isrelay)) return replaceRelayMembers(trx, node, ids ?? [], time);
  if ((ids ?? []).length > 0) {
    throw new ApiError(400, `node ${node.id} is not a relay; make it a relay before giving it nodes to relay`);
  }
}
