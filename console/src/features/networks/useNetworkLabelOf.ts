import { useMemo } from 'react';
import { useNetworksQuery } from '../../api/networks';
import { networkLabel } from './networkLabel';

/** How each network is named to people (see `networkLabel`); an id of a network not (yet) loaded shows as it is. */
export function useNetworkLabelOf(): (netid: string) => string {
  const networks = useNetworksQuery().data;
  return useMemo(() => {
    const labels = new Map((networks ?? []).map((network) => [network.netid, networkLabel(network)]));
    return (netid: string) => labels.get(netid) ?? netid;
  }, [networks]);
}
