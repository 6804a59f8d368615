import type { Network } from '@netloom/contract';
import { useNetworksQuery } from '../../api/networks';
import { useSession } from '../../session/session';

/** The active network, when it is one of the networks the user can see. */
export function useActiveNetwork(): { networks: Network[]; active: Network | null; isPending: boolean } {
  const { activeNetwork } = useSession();
  const query = useNetworksQuery();
  const networks = query.data ?? [];
  const active = networks.find((network) => network.netid === activeNetwork) ?? null;
  return { networks, active, isPending: query.isPending };
}
