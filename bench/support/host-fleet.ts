/** Seeded hosts as agents: their tokens, and the check-ins and metrics reports they send every minute. */
import type { HostCheckInRequest, HostFacts, PeerMeasurement } from '@netloom/contract';
import { hashHostSecret } from '../../server/src/mesh/broker/host-credentials';
import type { Database } from '../../server/src/store/schema';
import { api } from './admin-api';

/** The secret every seeded host logs in with (the store keeps only its hash). */
const HOST_SECRET = 'bench-host-secret-0123456789abcdef';
/** Hosts logging in at a time before the run. */
const LOGINS_AT_ONCE = 16;

export interface FleetHost {
  id: string;
  network: string;
  /** What its agent reports of itself on every check-in: the facts the store already holds. */
  facts: HostFacts;
  /** The public keys of the other hosts of its network: the peers it measures. */
  peerKeys: string[];
  token: string;
}

/** Every seeded host, with the secret its agent logs in with, and the peers it measures. */
export async function fleetOf(db: Database): Promise<Omit<FleetHost, 'token'>[]> {
  await db
    .updateTable('hosts')
    .set({ secret_hash: hashHostSecret(HOST_SECRET) })
    .execute();
  const rows = await db
    .selectFrom('hosts')
    .innerJoin('nodes', 'nodes.host_id', 'hosts.id')
    .select(['hosts.id', 'hosts.name', 'hosts.publickey', 'hosts.endpointip', 'hosts.listenport', 'nodes.network'])
    .orderBy('hosts.name')
    .execute();
  const keysOf = new Map<string, string[]>();
  for (const row of rows) keysOf.set(row.network, [...(keysOf.get(row.network) ?? []), row.publickey]);
  return rows.map((row) => ({
    id: row.id,
    network: row.network,
    facts: {
      name: row.name,
      publickey: row.publickey,
      endpointip: row.endpointip,
      listenport: row.listenport,
      os: 'linux',
      version: '0.90.0',
      firewallinuse: 'nftables',
    },
    peerKeys: keysOf.get(row.network)!.filter((key) => key !== row.publickey),
  }));
}

/** Logs every host in (`POST /api/hosts/adm/authenticate`), as its agent does: its host token. */
export async function logInFleet(url: string, hosts: Omit<FleetHost, 'token'>[]): Promise<FleetHost[]> {
  const fleet: FleetHost[] = [];
  let next = 0;
  const client = async () => {
    while (next < hosts.length) {
      const host = hosts[next++];
      const answer = (await api(url, 'POST', '/api/hosts/adm/authenticate', {
        id: host.id,
        password: HOST_SECRET,
      })) as {
        Response: { AuthToken: string };
      };
      fleet.push({ ...host, token: answer.Response.AuthToken });
    }
  };
  await Promise.all(Array.from({ length: LOGINS_AT_ONCE }, client));
  return fleet;
}

/** A check-in as the agent sends it every minute: its facts, unchanged. */
export function checkInReport(host: FleetHost): HostCheckInRequest {
  return { Action: 'CHECK_IN', Host: host.facts };
}

/** A metrics report as the agent sends it every minute: every peer measured, answering, bytes growing. */
export function metricsReport(host: FleetHost, minute: number): HostCheckInRequest {
  const peers = host.peerKeys.map((publickey, index): PeerMeasurement => ({
    publickey,
    connected: true,
    latency_ms: 1 + (index % 20) / 4,
    bytes_received: (minute + 1) * 60_000 + index,
    bytes_sent: (minute + 1) * 50_000 + index,
    handshake_age_seconds: 30 + (index % 90),
  }));
  return { Action: 'UPDATE_METRICS', Metrics: { interval_seconds: 60, peers } };
}
