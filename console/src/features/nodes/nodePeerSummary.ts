import { UNMEASURED_LATENCY_MS, type NodePeer } from '@netloom/contract';

/** What a node measured of its peers, summed up. */
export interface NodePeerSummary {
  /** Mean round trip to the peers that answered, in ms; null when none did. */
  averageLatency: number | null;
  /** Peers found connected, of those access control allows. */
  connected: number;
  allowed: number;
  sent: number;
  received: number;
  /** Whether the node's host has reported any peer yet. */
  measured: boolean;
}

/** Sums up a node's peers: the mean latency of those that answered, how many are connected, the traffic. */
export function summarisePeers(peers: readonly NodePeer[]): NodePeerSummary {
  const answered = peers.filter(
    (peer): peer is NodePeer & { latency: number } =>
      peer.connected === true && peer.latency !== null && peer.latency !== UNMEASURED_LATENCY_MS,
  );
  return {
    averageLatency:
      answered.length > 0 ? answered.reduce((sum, peer) => sum + peer.latency, 0) / answered.length : null,
    connected: peers.filter((peer) => peer.connected === true).length,
    allowed: peers.filter((peer) => peer.allowed).length,
    sent: peers.reduce((sum, peer) => sum + peer.totalsent, 0),
    received: peers.reduce((sum, peer) => sum + peer.totalreceived, 0),
    measured: peers.some((peer) => peer.measured_at !== ''),
  };
}
