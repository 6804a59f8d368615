import { computePeers } from '../../mesh/peers';
import type { Peer } from '../../mesh/peer-model';
import type { Database } from '../../store/schema';
import { loadNetworkForPeers } from './host-peer-update';

/**
 * The WireGuard peers of a host's node in one network, as the network stands now: the peer view
 * (docs/architecture.md, Peers) with its access control (policies and matrix) deciding who may peer.
 */
export async function peersOfHostInNetwork(
  db: Database,
  netid: string,
  hostId: string,
  nowMs = Date.now(),
): Promise<Map<string, Peer[]>> {
  const { network, mayReach, mayDialIn } = await loadNetworkForPeers(db, netid);
  return computePeers(network, hostId, { nowMs, mayReach, mayDialIn });
}
