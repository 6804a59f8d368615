import { ApiError } from '../../api-error';
import type { Database } from '../../store/schema';
import { findNodesWithHosts, type NodeWithHost } from '../../store/gateway-repository';

/** How messages name a node: its host's name and its id. */
export function nodeLabel(node: NodeWithHost): string {
  return `${node.host_name} (node ${node.id})`;
}

/** The nodes of the network these ids name, once each; 400 naming the ids that are not nodes of it. */
export async function networkNodesNamed(trx: Database, netid: string, ids: string[]): Promise<NodeWithHost[]> {
  const unique = [...new Set(ids)];
  const found = (await findNodesWithHosts(trx, unique)).filter((node) => node.network === netid);
  const foundIds = new Set(found.map((node) => node.id));
  const missing = unique.filter((id) => !foundIds.has(id));
  if (missing.length > 0) {
    const verb = missing.length === 1 ? 'is not a node' : 'are not nodes';
    throw new ApiError(400, `${missing.join(', ')} ${verb} of network ${netid}`);
  }
  return found;
}

export function isLinuxHost(node: NodeWithHost): boolean {
  return node.os.toLowerCase() === 'linux';
}

/** Gateways that route traffic out of the mesh need a firewall on their host for NAT and forwarding. */
function firewallProblem(node: NodeWithHost, role: string): string | null {
  return node.firewallinuse === '' || node.firewallinuse === 'none'
    ? `host ${node.host_name} has no firewall; install iptables or nftables on it to make it ${role}`
    : null;
}

/** Why the node's host can't route traffic out of the mesh as `role`: Linux and a firewall are needed. */
export function routingHostProblem(node: NodeWithHost, linuxOnly: string, role: string): string | null {
  return isLinuxHost(node) ? firewallProblem(node, role) : linuxOnly;
}
