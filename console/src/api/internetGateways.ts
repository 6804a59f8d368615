import { apiNodeSchema, type InternetGatewayRequest } from '@netloom/contract';
import { requestRaw } from './client';
import { nodeActionPath, useGatewayRoleMutation, type NodeRef } from './gateways';

/**
 * Makes a node an internet gateway for these nodes (POST), or replaces the nodes an internet
 * gateway serves (PUT), Pro.
 */
export function useSaveInternetGatewayMutation() {
  return useGatewayRoleMutation(
    ({ node, clientIds, create }: { node: NodeRef; clientIds: readonly string[]; create: boolean }) => {
      const request: InternetGatewayRequest = { inet_node_client_ids: [...clientIds] };
      return requestRaw(apiNodeSchema, nodeActionPath(node, 'inet_gw'), {
        method: create ? 'POST' : 'PUT',
        body: request,
      });
    },
  );
}

/** Stops a node being an internet gateway: the nodes it served go online directly again. */
export function useDeleteInternetGatewayMutation() {
  return useGatewayRoleMutation((node: NodeRef) =>
    requestRaw(apiNodeSchema, nodeActionPath(node, 'inet_gw'), { method: 'DELETE' }),
  );
}
