import type { GatewayMember } from '../nodes/GatewayMembersTable';
import type { NodeView } from '../nodes/nodeFilters';
import { namesNode } from '../nodes/nodeRoles';

export interface InternetGatewayFormValues {
  /** The gateway's node (its effective id); fixed when updating. */
  nodeKey: string | null;
  /** Ids of the nodes whose internet traffic goes through it. */
  clientIds: string[];
}

/** The network's internet gateways. */
export function internetGateways(views: readonly NodeView[]): NodeView[] {
  return views.filter((view) => !view.client && view.node.isinternetgateway);
}

/** The nodes that send their internet traffic through this gateway. */
export function clientsOf(gateway: NodeView, views: readonly NodeView[]): NodeView[] {
  return views.filter((view) => !view.client && view.node.internetgw_node_id === gateway.node.id);
}

/** The nodes connected to the gateways, each with its gateway. */
export function connectedHosts(gateways: readonly NodeView[], views: readonly NodeView[]): GatewayMember[] {
  return gateways.flatMap((gateway) => clientsOf(gateway, views).map((view) => ({ view, gateway })));
}

/**
 * The nodes that may send their internet traffic through the gateway `gatewayId`:
 * hosts' nodes other than the gateway itself, that are no internet gateway, use no other one,
 * are neither relayed nor the failover host, and don't run on a default host.
 */
export function clientCandidates(views: readonly NodeView[], gatewayId: string | null): NodeView[] {
  return views.filter(
    ({ node, host, client }) =>
      !client &&
      node.id !== gatewayId &&
      !node.isinternetgateway &&
      (!namesNode(node.internetgw_node_id) || node.internetgw_node_id === gatewayId) &&
      !namesNode(node.relayedby) &&
      !node.is_fail_over &&
      !host?.isdefault,
  );
}

/** The form's values for a gateway being updated, or for a new one. */
export function internetGatewayFormOf(gateway: NodeView | undefined, views: readonly NodeView[]) {
  return {
    nodeKey: gateway?.key ?? null,
    clientIds: gateway ? clientsOf(gateway, views).map((view) => view.node.id) : [],
  } satisfies InternetGatewayFormValues;
}
