import { loadPeerSnapshot } from '../../mesh/peer-snapshot';
import { computePeers, type Peer } from '../../mesh/peers';
import type { Database } from '../../store/schema';
import { loadMayReach } from '../acls/access-snapshot';

/**
 * The WireGuard peers of a host's node in one network, as the network stands now: the peer view
 * (dataplane section 3) with its access control (policies and matrix) deciding who may peer.
 */
export async function peersOfHostInNetwork(
  db: Database,
  netid: string,
  hostId: string,
  nowMs = Date.now(),
): Promise<Map<string, Peer[]>> {
  const [snapshot, mayReach] = await Promise.all([loadPeerSnapshot(db, netid), loadMayReach(db, netid)]);
  return computePeers(snapshot, hostId, { nowMs, mayReach });
}
