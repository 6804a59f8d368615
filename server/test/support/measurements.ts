import type { PeerMeasurement } from '@netloom/contract';
import { hostToken, type RegisteredHost } from './host-client';
import { request, type Reply, type ReachableServer } from './http';

/** What an agent measured of the peer with this public key: answered in 1.5 ms unless `fields` say otherwise. */
export function peerReading(publickey: string, fields: Partial<PeerMeasurement> = {}): PeerMeasurement {
  return {
    publickey,
    connected: true,
    latency_ms: 1.5,
    bytes_received: 1000,
    bytes_sent: 2000,
    handshake_age_seconds: 4,
    ...fields,
  };
}

/** Sends UPDATE_METRICS as the agent does over HTTP (PUT /api/v1/fallback/host/{id}). */
export async function reportMeasurements(
  server: ReachableServer,
  host: RegisteredHost,
  peers: PeerMeasurement[],
  intervalSeconds = 60,
): Promise<Reply> {
  return request(server, 'PUT', `/api/v1/fallback/host/${host.host.id}`, {
    token: await hostToken(server.url, host.credentials),
    json: { Action: 'UPDATE_METRICS', Metrics: { interval_seconds: intervalSeconds, peers } },
  });
}
