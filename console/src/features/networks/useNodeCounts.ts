import { useDashboardQuery } from '../../api/dashboard';

/**
 * Nodes per network: a network's hosts' nodes and its external clients (which node lists carry as static
 * nodes), counted by the server for the dashboard rather than by loading every node.
 */
export function useNodeCounts() {
  const dashboard = useDashboardQuery();
  const counts = new Map(
    (dashboard.data?.networks ?? []).map((network) => [network.netid, network.nodes.total + network.clients.total]),
  );
  return { countOf: (netid: string) => counts.get(netid) ?? 0 };
}
