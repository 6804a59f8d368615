import { apiNodeSchema, type ApiNode, type IngressRequest, type RelayRequest } from '@netloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestRaw } from './client';
import { invalidateGateways } from './invalidate';

/** What a gateway call needs of a node: its network and id. */
export type NodeRef = Pick<ApiNode, 'network' | 'id'>;

/** A node's gateway action path, e.g. `/nodes/lab/<id>/createingress`. */
export const nodeActionPath = (node: NodeRef, action: string) =>
  `/nodes/${encodeURIComponent(node.network)}/${encodeURIComponent(node.id)}/${action}`;

/** A change of a node's gateway role (remote access, relay, egress, internet gateway, failover). */
export function useGatewayRoleMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateGateways(queryClient) });
}

/** Makes a node a remote-access gateway. */
export function useCreateIngressMutation() {
  return useGatewayRoleMutation(({ node, request }: { node: NodeRef; request: IngressRequest }) =>
    requestRaw(apiNodeSchema, nodeActionPath(node, 'createingress'), { method: 'POST', body: request }),
  );
}

/** Ends a node's remote-access role; its external clients go with it. */
export function useDeleteIngressMutation() {
  return useGatewayRoleMutation((node: NodeRef) =>
    requestRaw(apiNodeSchema, nodeActionPath(node, 'deleteingress'), { method: 'DELETE' }),
  );
}

/** Makes a node relay the traffic of other nodes of its network. */
export function useCreateRelayMutation() {
  return useGatewayRoleMutation(({ node, relayed }: { node: NodeRef; relayed: readonly string[] }) => {
    const request: RelayRequest = { netid: node.network, nodeid: node.id, relayaddrs: [...relayed] };
    return requestRaw(apiNodeSchema, nodeActionPath(node, 'createrelay'), { method: 'POST', body: request });
  });
}

/** Stops a relay; the nodes it relayed reach their peers directly again. */
export function useDeleteRelayMutation() {
  return useGatewayRoleMutation((node: NodeRef) =>
    requestRaw(apiNodeSchema, nodeActionPath(node, 'deleterelay'), { method: 'DELETE' }),
  );
}
