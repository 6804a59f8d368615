import { NIL_UUID, type ApiHost, type ApiNode } from '@netloom/contract';

/** The gateway roles a node can have, in the order its badges show them. */
export const NODE_ROLES = ['remote-access', 'relay', 'egress', 'internet-gateway', 'failover'] as const;
export type NodeRole = (typeof NODE_ROLES)[number];

type RoleFlags = Pick<
  ApiNode,
  'isingressgateway' | 'isrelay' | 'isegressgateway' | 'isinternetgateway' | 'is_fail_over' | 'internetgw_node_id'
>;

const HAS_ROLE: Record<NodeRole, (node: RoleFlags) => boolean> = {
  'remote-access': (node) => node.isingressgateway,
  relay: (node) => node.isrelay,
  egress: (node) => node.isegressgateway,
  'internet-gateway': (node) => node.isinternetgateway,
  failover: (node) => node.is_fail_over,
};

/** The roles a node has. */
export function nodeRoles(node: RoleFlags): NodeRole[] {
  return NODE_ROLES.filter((role) => HAS_ROLE[role](node));
}

/** True when a node reference names a node: Netmaker writes "none" as '' or as the nil uuid. */
export function namesNode(id: string): boolean {
  return id !== '' && id !== NIL_UUID;
}

/** Gateway roles (egress, internet gateway, failover) need a Linux host. */
export function isLinuxHost(host: Pick<ApiHost, 'os'> | undefined): boolean {
  return host?.os.toLowerCase() === 'linux';
}

/** Egress and internet gateways need iptables or nftables on the host; '' and 'none' mean neither. */
export function hasFirewall(host: Pick<ApiHost, 'firewallinuse'> | undefined): boolean {
  const firewall = host?.firewallinuse.trim().toLowerCase() ?? '';
  return firewall !== '' && firewall !== 'none';
}

/** Why a node cannot be put behind a relay: a role that the server refuses for relayed nodes. */
export type RelayBlocker = Exclude<NodeRole, 'egress'> | 'internet-client';

export function relayBlocker(node: RoleFlags): RelayBlocker | null {
  if (namesNode(node.internetgw_node_id)) return 'internet-client';
  for (const role of nodeRoles(node)) if (role !== 'egress') return role;
  return null;
}

/** A relay's members after taking one node out or adding one (PUT relaynodes replaces the list). */
export function relayMembers(relay: Pick<ApiNode, 'relaynodes'>, change: { add?: string; remove?: string }): string[] {
  const members = (relay.relaynodes ?? []).filter((id) => id !== change.remove && id !== change.add);
  return change.add ? [...members, change.add] : members;
}

/** The roles a node is picked for in a dialog. */
export type GatewayRole = 'remote-access' | 'egress' | 'internet-gateway' | 'failover';

/** Why a host's node can't take on a gateway role. */
export type RoleHostBlocker = 'not-linux' | 'relayed' | 'internet-client';

/**
 * Why a node can't become a remote access gateway, egress gateway, internet gateway or failover host:
 * all need a Linux host; every role but egress needs a node that is not
 * relayed, and internet gateways and failover hosts must not send their own traffic through an
 * internet gateway.
 */
export function roleHostBlocker(
  node: Pick<ApiNode, 'relayedby' | 'internetgw_node_id'>,
  host: Pick<ApiHost, 'os'> | undefined,
  role: GatewayRole,
): RoleHostBlocker | null {
  if (!isLinuxHost(host)) return 'not-linux';
  if (role !== 'egress' && namesNode(node.relayedby)) return 'relayed';
  if ((role === 'internet-gateway' || role === 'failover') && namesNode(node.internetgw_node_id)) {
    return 'internet-client';
  }
  return null;
}
