import type { PeerMeasurement } from '@netloom/contract';
import { run } from '../system/run';
import { readPeerStats, type PeerStats } from '../wireguard';

/** A peer whose last handshake is this recent and that moved bytes both ways counts as connected without an answer. */
const RECENT_HANDSHAKE_SECONDS = 180;
/** Probes run this many at a time. */
const PROBES_AT_ONCE = 16;

/** The address a peer answers pings on: its first single-address allowed IP (its node address). */
function probeAddress(peer: PeerStats): string | null {
  const single = peer.allowedIps.find((range) => range.endsWith('/32') || range.endsWith('/128'));
  return single ? single.split('/')[0] : null;
}

/** The round trip of one ping in milliseconds, or null without an answer within a second. */
async function pingMilliseconds(address: string): Promise<number | null> {
  try {
    const output = await run('ping', ['-c', '1', '-W', '1', '-q', address]);
    const average = /= [\d.]+\/([\d.]+)\//.exec(output);
    return average ? Number(average[1]) : null;
  } catch {
    return null;
  }
}

async function measure(peer: PeerStats, nowSeconds: number): Promise<PeerMeasurement> {
  const address = probeAddress(peer);
  const latency = address ? await pingMilliseconds(address) : null;
  const handshakeAge = peer.latestHandshake > 0 ? Math.max(0, Math.round(nowSeconds - peer.latestHandshake)) : null;
  const recentlyActive =
    handshakeAge !== null && handshakeAge <= RECENT_HANDSHAKE_SECONDS && peer.rxBytes > 0 && peer.txBytes > 0;
  return {
    publickey: peer.publicKey,
    connected: latency !== null || recentlyActive,
    latency_ms: latency,
    bytes_received: peer.rxBytes,
    bytes_sent: peer.txBytes,
    handshake_age_seconds: handshakeAge,
  };
}

/**
 * What this host sees of each peer of its interface (docs/architecture.md, Host protocol): a ping to its node address for
 * the round trip, WireGuard's byte counters and handshake age; a peer that did not answer but had a
 * recent handshake and traffic both ways still counts as connected.
 */
export async function measurePeers(interfaceName: string): Promise<PeerMeasurement[]> {
  const peers = await readPeerStats(interfaceName);
  const nowSeconds = Date.now() / 1000;
  const measured: PeerMeasurement[] = [];
  for (let start = 0; start < peers.length; start += PROBES_AT_ONCE) {
    const batch = peers.slice(start, start + PROBES_AT_ONCE);
    measured.push(...(await Promise.all(batch.map((peer) => measure(peer, nowSeconds)))));
  }
  return measured;
}
