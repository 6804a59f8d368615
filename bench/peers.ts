/**
 * Benchmark: peer computation and publishing for one full-mesh network of 1,000 and 5,000 hosts
 * (`npm run peers -w bench -- 1000` runs only the sizes given), on SQLite. The server's own
 * publisher (`meshPublisherSource`: the database, the peer computation, the rounds) runs in this
 * process and publishes into a broker that only counts messages and bytes. Prints the full publish
 * round (every host's update: time, memory, bytes), the peer computation alone, and the cost of
 * one change: time, how many hosts' updates were worked out again and how many were published.
 * Changes go through the same services as the API and announce themselves with the event the
 * server sends after them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { encodeEnrollmentToken, PEER_DELTAS } from '@netloom/contract';
import pino from 'pino';
import { loadConfig, type Config } from '../server/src/config';
import { createPolicy } from '../server/src/features/acls/policy-service';
import { savePair } from '../server/src/features/acls/matrix-service';
import { createNetwork } from '../server/src/features/networks/service';
import { removeNode } from '../server/src/features/nodes/service';
import { loadNetworkForPeers } from '../server/src/features/peers/host-peer-update';
import { SOLE_LEADERSHIP } from '../server/src/cluster/leadership';
import { meshPublisherSource, PEER_UPDATE_TIMING } from '../server/src/features/peers/mesh-publisher';
import { registerHost } from '../server/src/features/registration/register-host';
import type { BrokerConnection } from '../server/src/mesh/broker/broker-connection';
import { createPeerPublisher, type MeshChange, type PeerPublisher } from '../server/src/mesh/peer-publisher';
import { computePeerLists, computePeers } from '../server/src/mesh/peers';
import { generateWireGuardKeyPair } from '../server/src/mesh/wireguard-keys';
import { openDatabase } from '../server/src/store/database';
import { listEnrollmentKeys } from '../server/src/store/enrollment-key-repository';
import { updateHost } from '../server/src/store/host-repository';
import type { Database } from '../server/src/store/schema';
import { seedHostsAndNodes } from './support/seed';

const requestedSizes = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => Number.isInteger(size) && size >= 10);
const SIZES = requestedSizes.length > 0 ? requestedSizes : [1000, 5000];
const NETWORK = { netid: 'bench', addressrange: '10.100.0.0/16', addressrange6: 'fd43:b::/64' };
const TARGETS = {
  /** Every host's peers worked out again after one change, the network read: at 5,000 hosts. */
  computationMs: 50,
  /** A change that reaches a few hosts, the whole round with its reads, at 5,000 hosts. */
  fewHostsRoundMs: 500,
  /** A change every host must hear: each host's update worked out, written and published. */
  perUpdateMs: 2,
  /** Resident memory the full round may add at 5,000 hosts (it publishes 5 GB). */
  fullRoundMb: 512,
  /** Agents taking deltas, 5,000 hosts: what one join publishes in all, its round, and what the broker retains. */
  joinMb: 5,
  joinRoundMs: 300,
  retainedMb: 100,
};

/** A broker that takes every message at once and counts them, and the bytes it would retain. */
class CountingBroker {
  messages = 0;
  bytes = 0;
  private readonly retained = new Map<string, number>();

  retainedBytes(): number {
    let total = 0;
    for (const bytes of this.retained.values()) total += bytes;
    return total;
  }

  connection(): BrokerConnection {
    return {
      login: { username: null, password: null },
      open: () => undefined,
      subscribe: () => undefined,
      onConnect: () => undefined,
      isConnected: () => true,
      publish: async (topic, message) => {
        this.messages += 1;
        this.bytes += Buffer.byteLength(message);
        this.retained.set(topic, Buffer.byteLength(message));
      },
      close: async () => undefined,
    };
  }
}

interface CountingPublisher {
  publisher: PeerPublisher;
  /** Hosts whose updates the rounds worked out so far. */
  workedOut: number;
}

/** The server's publisher over this database, counting the hosts whose updates it works out. */
function countingPublisher(db: Database, config: Config, broker: CountingBroker): CountingPublisher {
  const source = meshPublisherSource(db, config, { own: broker.connection(), peers: null }, SOLE_LEADERSHIP);
  const counting: CountingPublisher = {
    workedOut: 0,
    publisher: createPeerPublisher(
      {
        ...source,
        round: () => {
          const round = source.round();
          return {
            ...round,
            updates: (hostIds) => {
              counting.workedOut += hostIds.length;
              return round.updates(hostIds);
            },
          };
        },
      },
      PEER_UPDATE_TIMING,
      pino({ level: 'silent' }),
    ),
  };
  return counting;
}

/** Peak resident memory of this process since the last reset, in MB. */
function peakResidentMb(): number {
  const line = readFileSync('/proc/self/status', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmHWM:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
}

/** Starts counting the peak resident memory from what is resident now. */
function resetPeakResident(): void {
  writeFileSync('/proc/self/clear_refs', '5');
}

interface Round {
  ms: number;
  /** CPU time of this process (the publisher and the database): what the round costs on a busy machine. */
  cpuMs: number;
  workedOut: number;
  published: number;
  bytes: number;
}

/** Applies a change, then tells the publisher and measures the round that publishes it. */
async function measureRound(
  counting: CountingPublisher,
  broker: CountingBroker,
  apply: () => Promise<MeshChange>,
): Promise<Round> {
  const change = await apply();
  const before = { workedOut: counting.workedOut, published: broker.messages, bytes: broker.bytes };
  const started = performance.now();
  const cpu = process.cpuUsage();
  counting.publisher.changed(change);
  await counting.publisher.flush();
  const used = process.cpuUsage(cpu);
  return {
    ms: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
    workedOut: counting.workedOut - before.workedOut,
    published: broker.messages - before.published,
    bytes: broker.bytes - before.bytes,
  };
}

/** Every seeded host checked in just now with its node connected: a full mesh where everyone peers. */
async function makeFullMesh(db: Database): Promise<void> {
  await db.updateTable('hosts').set({ last_check_in: new Date().toISOString() }).execute();
  await db.updateTable('nodes').set({ connected: 1 }).execute();
}

async function nodeAt(db: Database, offset: number): Promise<{ id: string; host_id: string }> {
  return db
    .selectFrom('nodes')
    .select(['id', 'host_id'])
    .where('network', '=', NETWORK.netid)
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Milliseconds `work` takes. */
function timed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** Every host's peers worked out in memory, from a freshly read network: shared rows, and entry by entry. */
async function computationMs(db: Database, nowMs: number): Promise<{ rows: number; entries: number }> {
  const loaded = await loadNetworkForPeers(db, NETWORK.netid);
  const hosts = [...loaded.network.nodesByHost.keys()];
  const options = { nowMs, mayReach: loaded.mayReach, reachesEveryone: loaded.reachesEveryone };
  const rows = timed(() => hosts.forEach((host) => computePeerLists(loaded.network, host, options)));
  const fresh = await loadNetworkForPeers(db, NETWORK.netid);
  const entries = timed(() => hosts.forEach((host) => computePeers(fresh.network, host, options)));
  return { rows, entries };
}

/** Hosts joining one after another, each round timed: a single round varies with the collector and the machine. */
const JOINS = 5;

const verdict = (within: boolean) => (within ? 'within budget' : 'OVER BUDGET');

function printRound(what: string, round: Round, target?: number): void {
  const budget = target === undefined ? '' : `  (target ${target} ms: ${verdict(round.ms <= target)})`;
  console.log(
    `  ${what.padEnd(36)} ${round.ms.toFixed(0).padStart(6)} ms (CPU ${round.cpuMs.toFixed(0).padStart(5)} ms)` +
      `  ${String(round.workedOut).padStart(5)} worked out  ${String(round.published).padStart(5)} published` +
      `  ${(round.bytes / 1_000_000).toFixed(1).padStart(7)} MB${budget}`,
  );
}

/** A change every host must hear: the round per host's update, against the target. */
function printEveryHostRound(what: string, round: Round): void {
  const perUpdate = round.ms / Math.max(1, round.published);
  printRound(what, round);
  console.log(
    `  ${''.padEnd(36)} ${perUpdate.toFixed(2).padStart(6)} ms per host's update  (target ${TARGETS.perUpdateMs} ms: ${verdict(perUpdate <= TARGETS.perUpdateMs)})`,
  );
}

/** Netloom agents take peer deltas; Netmaker's clients are sent whole updates. */
type Clients = 'agents' | 'netmaker';

async function measure(size: number, clients: Clients): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-bench-peers-'));
  const config = loadConfig({ NETLOOM_DATA_DIR: dataDir });
  const db = await openDatabase(config, { warn: () => undefined });
  const large = size >= 5000;
  try {
    await createNetwork(db, NETWORK, config.edition);
    await seedHostsAndNodes(db, NETWORK, size);
    await makeFullMesh(db);
    if (clients === 'agents') await db.updateTable('hosts').set({ peer_deltas: 1 }).execute();
    const [key] = await listEnrollmentKeys(db);
    const broker = new CountingBroker();
    const counting = countingPublisher(db, config, broker);
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\n${size.toLocaleString('en')} hosts in one full mesh, ${clients === 'agents' ? 'Netloom agents taking peer deltas' : "Netmaker's clients taking whole updates"} (SQLite; load average ${load} on ${os.cpus().length} CPUs)`,
    );

    resetPeakResident();
    const residentBefore = peakResidentMb();
    const full = await measureRound(counting, broker, async () => ({ all: true }));
    const addedMb = peakResidentMb() - residentBefore;
    printRound('full publish round', full);
    const memory = `  ${''.padEnd(36)} peak resident memory +${addedMb.toFixed(0)} MB during the round`;
    console.log(
      large ? `${memory}  (target ${TARGETS.fullRoundMb} MB: ${verdict(addedMb <= TARGETS.fullRoundMb)})` : memory,
    );

    const computation = await computationMs(db, Date.now());
    const computed = `  every host's peers worked out again, in memory: ${computation.rows.toFixed(0)} ms from the shared rows, ${computation.entries.toFixed(0)} ms entry by entry`;
    console.log(
      large
        ? `${computed}  (target ${TARGETS.computationMs} ms: ${verdict(computation.rows <= TARGETS.computationMs)})`
        : computed,
    );

    const fewHostsTarget = large ? TARGETS.fewHostsRoundMs : undefined;
    const moved = await nodeAt(db, Math.floor(size / 3));
    printRound(
      'a check-in with nothing new',
      await measureRound(counting, broker, async () => ({ hosts: [moved.host_id] })),
      fewHostsTarget,
    );
    const [source, target] = [await nodeAt(db, 1), await nodeAt(db, 2)];
    printRound(
      'an ACL change: a pair denied (matrix)',
      await measureRound(counting, broker, async () => {
        await savePair(db, NETWORK.netid, { source: source.id, target: target.id, allowed: false });
        return { access: [NETWORK.netid] };
      }),
      fewHostsTarget,
    );
    printRound(
      'an ACL change: a policy of two nodes',
      await measureRound(counting, broker, async () => {
        const members = (id: string) => [{ id: 'device' as const, value: id }];
        const request = { name: 'bench pair', policy_type: 'device-policy' as const, enabled: true };
        await createPolicy(
          db,
          NETWORK.netid,
          { ...request, src_type: members(source.id), dst_type: members(target.id) },
          'bench',
          config.edition,
        );
        return { access: [NETWORK.netid] };
      }),
      fewHostsTarget,
    );
    printEveryHostRound(
      "one host's endpoint moves",
      await measureRound(counting, broker, async () => {
        await updateHost(db, moved.host_id, { endpointip: '203.0.113.77', updated_at: new Date().toISOString() });
        return { neighboursOf: [moved.host_id] };
      }),
    );
    const joins: Round[] = [];
    for (let joining = 0; joining < JOINS; joining++) {
      joins.push(
        await measureRound(counting, broker, async () => {
          const token = encodeEnrollmentToken({ server: config.apiHost, value: key.value });
          const joined = await registerHost(db, config, token, {
            name: `bench-joining-host-${joining}`,
            publickey: generateWireGuardKeyPair().publicKey,
            endpointip: `203.0.113.${78 + joining}`,
            listenport: 51821,
            ...(clients === 'agents' ? { features: [PEER_DELTAS] } : {}),
          });
          await updateHost(db, joined.host_credentials.id, { last_check_in: new Date().toISOString() });
          return { neighboursOf: [joined.host_credentials.id] };
        }),
      );
    }
    const join = [...joins].sort((a, b) => a.ms - b.ms)[Math.floor(JOINS / 2)];
    printEveryHostRound(`one host joins (median of ${JOINS})`, join);
    console.log(`  ${''.padEnd(36)} the ${JOINS} joins: ${joins.map((round) => round.ms.toFixed(0)).join(', ')} ms`);
    if (clients === 'agents' && large) {
      const joinMb = join.bytes / 1_000_000;
      console.log(
        `  ${''.padEnd(36)} targets: ${TARGETS.joinMb} MB in all (${verdict(joinMb <= TARGETS.joinMb)}), round ${TARGETS.joinRoundMs} ms (${verdict(join.ms <= TARGETS.joinRoundMs)})`,
      );
    }
    const deleted = await nodeAt(db, Math.floor(size / 2));
    printEveryHostRound(
      'one node deleted',
      await measureRound(counting, broker, async () => {
        await removeNode(db, NETWORK.netid, deleted.id, true);
        return { networks: [NETWORK.netid] };
      }),
    );
    const retained = broker.retainedBytes() / 1_000_000;
    const kept = `  the broker retains ${retained.toFixed(1)} MB (each host's last message)`;
    console.log(
      clients === 'agents' && large
        ? `${kept}  (target ${TARGETS.retainedMb} MB: ${verdict(retained <= TARGETS.retainedMb)})`
        : kept,
    );
    await counting.publisher.close();
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(
  'Worked out: hosts whose updates a round computed again; published: updates that differed from what the host holds.',
);
const requestedClients = (['agents', 'netmaker'] as const).filter((clients) => process.argv.includes(clients));
const CLIENTS = requestedClients.length > 0 ? requestedClients : (['agents', 'netmaker'] as const);
for (const size of SIZES) for (const clients of CLIENTS) await measure(size, clients);
