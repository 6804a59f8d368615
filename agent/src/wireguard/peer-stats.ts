import { run } from '../system/run';

/** What WireGuard reports about one peer of an interface. */
export interface PeerStats {
  publicKey: string;
  /** `ip:port` the peer was last seen at; null when it never was. */
  endpoint: string | null;
  allowedIps: string[];
  /** Unix seconds of the last handshake; 0 is never. */
  latestHandshake: number;
  rxBytes: number;
  txBytes: number;
  /** Seconds; 0 is off. */
  persistentkeepalive: number;
}

const NONE = '(none)';

/** The peers of an interface with their handshake and traffic, from `wg show <name> dump`. */
export async function readPeerStats(name: string): Promise<PeerStats[]> {
  const output = await run('wg', ['show', name, 'dump']);
  return output
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [publicKey, , endpoint, allowedIps, latestHandshake, rxBytes, txBytes, keepalive] = line.split('\t');
      return {
        publicKey,
        endpoint: endpoint === NONE ? null : endpoint,
        allowedIps: allowedIps === NONE ? [] : allowedIps.split(','),
        latestHandshake: Number(latestHandshake),
        rxBytes: Number(rxBytes),
        txBytes: Number(txBytes),
        persistentkeepalive: keepalive === 'off' ? 0 : Number(keepalive),
      };
    });
}

/** Keepalive a peer gets for a moment to start a handshake when it has none of its own. */
const RETRY_KEEPALIVE_SECONDS = 25;

/**
 * Makes WireGuard try a new handshake with a peer now (it gives up after 90 s of failed tries):
 * turning its keepalive on sends one at once. Its keepalive is then what it was.
 */
export async function retryHandshake(name: string, peer: PeerStats): Promise<void> {
  const keepalive = (seconds: number) =>
    run('wg', ['set', name, 'peer', peer.publicKey, 'persistent-keepalive', String(seconds)]);
  await keepalive(0);
  await keepalive(peer.persistentkeepalive || RETRY_KEEPALIVE_SECONDS);
  if (peer.persistentkeepalive === 0) await keepalive(0);
}
