import type { PeerMeasurement } from '@netloom/contract';
import type { RegisteredHost } from '../../server/test/support/host-client';
import * as api from '../../server/test/support/measurements';

/** What an agent measured of the peer with this public key: answered with no figures, unless `fields` say otherwise. */
export function peerReading(publickey: string, fields: Partial<PeerMeasurement>): PeerMeasurement {
  return api.peerReading(publickey, { latency_ms: null, bytes_received: 0, bytes_sent: 0, ...fields });
}

/** Sends a host's UPDATE_METRICS report over HTTP as the agent does every interval; fails unless it is stored. */
export async function reportMeasurements(
  baseURL: string,
  host: RegisteredHost,
  peers: PeerMeasurement[],
  intervalSeconds = 60,
): Promise<void> {
  const reply = await api.reportMeasurements({ url: baseURL }, host, peers, intervalSeconds);
  if (reply.status !== 200) throw new Error(`the metrics report failed: ${reply.status} ${reply.text}`);
}
