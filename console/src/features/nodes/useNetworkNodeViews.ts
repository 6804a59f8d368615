import { useMemo } from 'react';
import { useHostsQuery } from '../../api/hosts';
import { useNetworkNodesQuery } from '../../api/nodes';
import { hostNodeViews, nodeViews } from './nodeFilters';

/**
 * The nodes of one network joined with their hosts, refetched with the status poll, and the hosts'
 * nodes among them by name. They load until both lists came; `error` is the first list's failure.
 */
export function useNetworkNodeViews(netid: string) {
  const nodes = useNetworkNodesQuery(netid);
  const hosts = useHostsQuery();
  const views = useMemo(() => nodeViews(nodes.data ?? [], hosts.data ?? []), [nodes.data, hosts.data]);
  const hostNodes = useMemo(() => hostNodeViews(views), [views]);
  return { views, hostNodes, loading: nodes.isPending || hosts.isPending, error: nodes.error ?? hosts.error };
}
