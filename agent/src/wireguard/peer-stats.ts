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
      const [publicKey, , endpoint, allowedIps, latestHandshake, rxBytes, txBytes] = line.split('\t');
      return {
        publicKey,
        endpoint: endpoint === NONE ? null : endpoint,
        allowedIps: allowedIps === NONE ? [] : allowedIps.split(','),
        latestHandshake: Number(latestHandshake),
        rxBytes: Number(rxBytes),
        txBytes: Number(txBytes),
      };
    });
}
