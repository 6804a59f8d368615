import { apiNodeSchema, type EgressRequest } from '@netloom/contract';
import { requestRaw } from './client';
import { nodeActionPath, useGatewayRoleMutation, type NodeRef } from './gateways';

/**
 * Routes outside ranges through a node. On a node that is already an egress
 * gateway the server replaces its ranges and NAT setting at once, so this is also the update.
 */
export function useSaveEgressMutation() {
  return useGatewayRoleMutation(({ node, request }: { node: NodeRef; request: EgressRequest }) =>
    requestRaw(apiNodeSchema, nodeActionPath(node, 'creategateway'), { method: 'POST', body: request }),
  );
}

/** Stops a node being an egress gateway: its ranges are no longer reachable through it. */
export function useDeleteEgressMutation() {
  return useGatewayRoleMutation((node: NodeRef) =>
    requestRaw(apiNodeSchema, nodeActionPath(node, 'deletegateway'), { method: 'DELETE' }),
  );
}
