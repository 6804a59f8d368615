/**
 * Benchmark: 1,000 simulated agents following peer deltas. The real server runs in its own process
 * (SQLite, its embedded broker); 1,000 hosts are written straight through the store, one full mesh,
 * each taking peer deltas. This process connects one MQTT client per host, pulls each host's whole
 * update, then applies every message on its peer topic as the agent does (a delta on the version it
 * holds, else a pull). Each change (a host joins, one moves, a node is deleted) is timed from the
 * request to each host holding it. Target: p99 at most 1 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyPeerDelta, hostPeerDeltaSchema, isPeerDelta, PEER_DELTAS, type HostPeerUpdate } from '@netloom/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { loadConfig } from '../server/src/config';
import { createNetwork } from '../server/src/features/networks/service';
import { generateWireGuardKeyPair } from '../server/src/mesh/wireguard-keys';
import { openDatabase } from '../server/src/store/database';
import { api, signInAsSuperAdmin } from './support/admin-api';
import { fleetOf, logInFleet, type FleetHost } from './support/host-fleet';
import { percentile } from './support/measure';
import { seedHostsAndNodes } from './support/seed';
import { startServerProcess } from './support/server-process';

const SIZE = Number(process.argv[2] ?? 1000);
const NETWORK = { netid: 'deltas', addressrange: '10.101.0.0/16', addressrange6: 'fd43:d::/64' };
const TARGET_P99_MS = 1000;
/** Clients connecting or pulling at a time before the run. */
const AT_ONCE = 32;

/** A simulated agent: what it holds, and how many times it pulled its whole update. */
interface SimulatedAgent {
  host: FleetHost;
  client: MqttClient;
  held: HostPeerUpdate | null;
  pulls: number;
}

/** The change being timed: what holding it looks like, the agents waited for, and when each came to hold it. */
interface TimedChange {
  holds: (update: HostPeerUpdate) => boolean;
  started: number;
  waitingFor: Set<SimulatedAgent>;
  times: number[];
}
let timed: TimedChange | null = null;

/** An agent takes an update; the change being timed is checked for as it arrives, not by looking at every agent. */
function hold(agent: SimulatedAgent, update: HostPeerUpdate): void {
  agent.held = update;
  if (timed?.waitingFor.has(agent) && timed.holds(update)) {
    timed.waitingFor.delete(agent);
    timed.times.push(performance.now() - timed.started);
  }
}

async function pullWhole(url: string, agent: SimulatedAgent): Promise<void> {
  agent.pulls += 1;
  const response = await fetch(`${url}/api/v1/host`, { headers: { Authorization: `Bearer ${agent.host.token}` } });
  // Taken as sent (deltas are checked): each agent checks its whole update in its own process; here a
  // thousand such checks after every change would time this process, not the delivery.
  hold(agent, (await response.json()) as HostPeerUpdate);
}

/** What the agent does with a message on its peer topic (agent/src/sync/peer-deltas.ts, without the interface). */
function receive(url: string, agent: SimulatedAgent, message: unknown): void {
  if (!isPeerDelta(message)) {
    hold(agent, message as HostPeerUpdate);
    return;
  }
  const delta = hostPeerDeltaSchema.parse(message);
  if (agent.held?.version === delta.version) return;
  if (delta.base === null || agent.held?.version !== delta.base) {
    void pullWhole(url, agent);
    return;
  }
  hold(agent, applyPeerDelta(agent.held, delta));
}

async function inTurns<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

async function connect(url: string, host: FleetHost): Promise<SimulatedAgent> {
  const client = await mqtt.connectAsync(`${url.replace(/^http/, 'ws')}/api/v1/mqtt`, {
    username: host.id,
    password: 'bench-host-secret-0123456789abcdef',
    reconnectPeriod: 0,
  });
  const agent: SimulatedAgent = { host, client, held: null, pulls: 0 };
  await pullWhole(url, agent);
  client.on('message', (_topic, payload) => receive(url, agent, JSON.parse(payload.toString())));
  await client.subscribeAsync(`peers/host/${host.id}/${agent.held!.server}`, { qos: 1 });
  return agent;
}

/** Milliseconds from `change` until every agent holds what `holds` looks for, sorted. */
async function timeToEveryAgent(
  agents: SimulatedAgent[],
  change: () => Promise<void>,
  holds: (update: HostPeerUpdate) => boolean,
): Promise<number[]> {
  const watched: TimedChange = { holds, started: performance.now(), waitingFor: new Set(agents), times: [] };
  timed = watched;
  await change();
  const deadline = watched.started + 30_000;
  while (watched.waitingFor.size > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  timed = null;
  if (watched.waitingFor.size > 0) throw new Error(`${watched.waitingFor.size} agents never got the change`);
  return watched.times.sort((a, b) => a - b);
}

function printTimes(what: string, times: number[], pullsBefore: number, agents: SimulatedAgent[]) {
  const pulls = agents.reduce((sum, agent) => sum + agent.pulls, 0) - pullsBefore;
  const p99 = percentile(times, 0.99);
  console.log(
    `  ${what.padEnd(26)} p50 ${percentile(times, 0.5).toFixed(0).padStart(5)} ms  p99 ${p99.toFixed(0).padStart(5)} ms` +
      `  max ${times.at(-1)!.toFixed(0).padStart(5)} ms  ${pulls} pulls  (target p99 ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'within budget' : 'OVER BUDGET'})`,
  );
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-bench-deltas-'));
const config = loadConfig({ NETLOOM_DATA_DIR: dataDir });
const db = await openDatabase(config, { warn: () => undefined });
await createNetwork(db, NETWORK, config.edition);
await seedHostsAndNodes(db, NETWORK, SIZE);
await db.updateTable('hosts').set({ last_check_in: new Date().toISOString(), peer_deltas: 1 }).execute();
await db.updateTable('nodes').set({ connected: 1 }).execute();
const unlogged = await fleetOf(db);
await db.destroy();

const server = await startServerProcess({ NETLOOM_DATA_DIR: dataDir });
try {
  const token = await signInAsSuperAdmin(server.url);
  const fleet = await logInFleet(server.url, unlogged);
  const agents: SimulatedAgent[] = [];
  const started = performance.now();
  await inTurns(fleet, async (host) => {
    agents.push(await connect(server.url, host));
  });
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `${SIZE.toLocaleString('en')} simulated agents taking peer deltas, one full mesh (server on SQLite in its own process; ` +
      `load average ${load} on ${os.cpus().length} CPUs); connected and pulled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const pulls = () => agents.reduce((sum, agent) => sum + agent.pulls, 0);

  const keys = (await api(server.url, 'GET', '/api/v1/enrollment-keys', undefined, token)) as { token: string }[];
  const joining = generateWireGuardKeyPair().publicKey;
  let before = pulls();
  printTimes(
    'a host joins',
    await timeToEveryAgent(
      agents,
      async () => {
        await api(server.url, 'POST', `/api/v1/host/register/${encodeURIComponent(keys[0].token)}`, {
          name: 'bench-joining-host',
          publickey: joining,
          endpointip: '203.0.113.78',
          listenport: 51821,
          features: [PEER_DELTAS],
        });
      },
      (update) => update.host_peers.some((peer) => peer.PublicKey === joining),
    ),
    before,
    agents,
  );

  const [moving, deleted] = [agents[1], agents[2]];
  before = pulls();
  printTimes(
    "a host's endpoint moves",
    await timeToEveryAgent(
      agents.filter((agent) => agent !== moving),
      async () => {
        await api(
          server.url,
          'PUT',
          `/api/v1/fallback/host/${moving.host.id}`,
          { Action: 'UPDATE_HOST', Host: { endpointip: '203.0.113.99' } },
          moving.host.token,
        );
      },
      (update) =>
        update.host_peers.some(
          (peer) => peer.PublicKey === moving.host.facts.publickey && peer.Endpoint?.startsWith('203.0.113.99:'),
        ),
    ),
    before,
    agents,
  );

  const nodes = (await api(server.url, 'GET', `/api/nodes/${NETWORK.netid}`, undefined, token)) as {
    id: string;
    hostid: string;
  }[];
  const node = nodes.find((candidate) => candidate.hostid === deleted.host.id)!;
  before = pulls();
  printTimes(
    'a node is deleted',
    await timeToEveryAgent(
      agents.filter((agent) => agent !== deleted),
      async () => {
        await api(server.url, 'DELETE', `/api/nodes/${NETWORK.netid}/${node.id}?force=true`, undefined, token);
      },
      (update) => !update.host_peers.some((peer) => peer.PublicKey === deleted.host.facts.publickey),
    ),
    before,
    agents,
  );
  await Promise.all(agents.map((agent) => agent.client.endAsync()));
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
