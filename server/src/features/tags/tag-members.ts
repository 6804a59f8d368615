import type { TaggedNode } from '@netloom/contract';
import { ApiError } from '../../api-error';
import type { TagCarriers } from '../../store/tag-repository';
import type { TagMembers } from './tag-usage';

/**
 * The members a request names in `tagged_nodes`: nodes by id, external clients (static nodes) by
 * `static_node.clientid`; 400 naming those that are not in the network.
 */
export function tagMembers(requested: TaggedNode[], carriers: TagCarriers, netid: string): TagMembers {
  const nodeIds = new Set(carriers.nodes.map((node) => node.id));
  const clientIds = new Set(carriers.clients.map((client) => client.clientid));
  const members: TagMembers = { nodes: new Set(), clients: new Set() };
  const strangers: string[] = [];
  for (const member of requested) {
    if (member.is_static === true) {
      const clientid = member.static_node?.clientid ?? '';
      if (clientIds.has(clientid)) members.clients.add(clientid);
      else strangers.push(`external client "${clientid}"`);
    } else if (nodeIds.has(member.id)) members.nodes.add(member.id);
    else strangers.push(`node "${member.id}"`);
  }
  if (strangers.length > 0) {
    throw new ApiError(
      400,
      `tagged_nodes must be nodes or external clients of network ${netid}; not in it: ${strangers.join(', ')}`,
    );
  }
  return members;
}
