import type { Network } from '@netloom/contract';
import { useNetworkQuery, useNetworksQuery } from '../../api/networks';

/** A network by id: from the list when it is there, else fetched on its own; with the error of either. */
export function useNetwork(netid: string): { network: Network | undefined; error: Error | null } {
  const list = useNetworksQuery();
  const listed = list.data?.find((network) => network.netid === netid);
  const single = useNetworkQuery(netid, list.isFetched && !listed);
  return { network: listed ?? single.data, error: list.error ?? single.error };
}
