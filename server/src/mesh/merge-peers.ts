import type { WireGuardPeer } from '@netloom/contract';
import type { Peer } from './peer-model';

/**
 * One WireGuard peer per host (docs/architecture.md, Host protocol): a host's nodes see the same other host once in each
 * network they share, and WireGuard keys peers by public key, so their allowed IPs are merged. A
 * peer is removed only when no network still needs it (docs/architecture.md, Peers).
 */
export function mergeHostPeers(peerLists: Iterable<Peer[]>): WireGuardPeer[] {
  const merged = new Map<string, WireGuardPeer>();
  for (const peers of peerLists) {
    for (const peer of peers) {
      const known = merged.get(peer.publickey);
      if (!known) {
        merged.set(peer.publickey, {
          PublicKey: peer.publickey,
          Endpoint: peer.endpoint,
          AllowedIPs: [...peer.allowedips],
          PersistentKeepaliveInterval: peer.persistentkeepalive,
          ReplaceAllowedIPs: true,
          Remove: peer.remove,
        });
        continue;
      }
      if (peer.remove) continue;
      known.AllowedIPs = [...new Set([...known.AllowedIPs, ...peer.allowedips])];
      known.Endpoint ??= peer.endpoint;
      known.PersistentKeepaliveInterval = Math.max(known.PersistentKeepaliveInterval, peer.persistentkeepalive);
      known.Remove = false;
    }
  }
  return [...merged.values()];
}
