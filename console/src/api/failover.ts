import type { ApiNode } from '@netloom/contract';
import { requestVoid } from './client';
import { useGatewayRoleMutation } from './gateways';

/**
 * Makes a node its network's failover host, or stops it being one (Pro);
 * the answer is Netmaker's server node model, which the nodes list reloads instead of reading.
 */
export function useSetFailoverMutation() {
  return useGatewayRoleMutation(({ node, failover }: { node: Pick<ApiNode, 'id'>; failover: boolean }) =>
    requestVoid(`/v1/node/${encodeURIComponent(node.id)}/failover`, { method: failover ? 'POST' : 'DELETE' }),
  );
}

/** Forgets which peers each node of the network reaches through the failover host (the path names the network). */
export function useResetFailoverMutation() {
  return useGatewayRoleMutation((netid: string) =>
    requestVoid(`/v1/node/${encodeURIComponent(netid)}/failover/reset`, { method: 'POST' }),
  );
}
