import type { HostPeerUpdate } from '@netloom/contract';
import { log } from '../log';
import type { KnownMesh, NetworkDeparture } from '../state/known-mesh';
import { isActive, nodeAddresses } from './desired-state';
import { namePeers } from './peer-names';

/**
 * The host's networks after an update: those with an active node, and those it held before and no
 * longer does, departed at `at` (removed when its node is gone or being deleted, else disconnected).
 * A network joined again is no longer among those left.
 */
export function followNetworks(
  known: KnownMesh | undefined,
  update: HostPeerUpdate,
  at: string,
): Pick<KnownMesh, 'networks' | 'left'> & { departed: NetworkDeparture[] } {
  const networks = update.nodes
    .filter(isActive)
    .map((node) => ({ network: node.network, addresses: nodeAddresses(node) }));
  const holds = new Set(networks.map((membership) => membership.network));
  const departed = (known?.networks ?? [])
    .filter((membership) => !holds.has(membership.network))
    .map(({ network }): NetworkDeparture => {
      const node = update.nodes.find((candidate) => candidate.network === network);
      return { network, at, reason: node && !node.pendingdelete ? 'disconnected' : 'removed' };
    });
  const gone = new Set([...holds, ...departed.map((departure) => departure.network)]);
  const left = [...(known?.left ?? []).filter((departure) => !gone.has(departure.network)), ...departed];
  return { networks, left, departed };
}

/** What an applied update makes of the known mesh; each network left is logged. */
export function followMesh(known: KnownMesh | undefined, update: HostPeerUpdate): KnownMesh {
  const { networks, left, departed } = followNetworks(known, update, new Date().toISOString());
  for (const { network, reason } of departed) {
    log(`${reason} from network ${network} on the server: its addresses and routes are off the interface`);
  }
  return { networks, left, peers: namePeers(update) };
}
