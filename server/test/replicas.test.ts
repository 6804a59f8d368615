import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { enrollmentKeySchema } from '@netloom/contract';
import type { MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSuperAdmin, logIn, SUPER_ADMIN } from './support/accounts';
import { checkIn, registerHost, type RegisteredHost } from './support/host-client';
import { request, type ReachableServer } from './support/http';
import { createNetwork, defaultKeyToken } from './support/keys';
import { isChange, openLiveStream } from './support/live-stream';
import { subscribeToPeerUpdates } from './support/peer-subscription';
import { listReplicas, startReplicas, type Replicas } from './support/replicas';
import { startSteadyLoad, type Sample } from './support/steady-load';

const NETWORK = { netid: 'replicated', addressrange: '10.213.0.0/16' };
/** Created through one replica while a stream on the other watches. */
const CROSSING = { netid: 'crossing', addressrange: '10.214.0.0/16' };
/** A change made through one replica reaches the live streams of every other within this. */
const CROSSING_MS = 2000;
/** After the leader dies, another replica leads within this. */
const TAKEOVER_MS = 10_000;
/** HAProxy takes a dead replica out of the rotation within this (`inter 1s fall 2`). */
const HEALTH_CHECKS_MS = 2000;
/** The replicas agree on one leader within this once they have started. */
const ELECTION_MS = 3000;
const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../src/store/migrations');

/** The names of the migrations the server knows, from their files. */
function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => /^\d{4}-.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();
}

/** How many times each migration was recorded as run in the replicas' database. */
async function migrationRuns(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; runs: string }>(
      'select name, count(*) as runs from kysely_migration group by name',
    );
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.runs)]));
  } finally {
    await client.end();
  }
}

/** Polls `leaderOf` until it names a replica other than `not` (none when null); that replica and how long it took. */
async function untilLeader(replicas: Replicas, token: string, not: number | null, asked: ReachableServer) {
  const started = performance.now();
  for (;;) {
    const leader = await replicas.leaderOf(token, asked).catch(() => null);
    if (leader !== null && leader !== not) return { leader, ms: performance.now() - started };
    if (performance.now() - started > TAKEOVER_MS + 5000)
      throw new Error(`no new leader within ${TAKEOVER_MS + 5000} ms`);
    await setTimeout(100);
  }
}

const answer = (sample: Sample) => (typeof sample.reply === 'string' ? sample.reply : sample.reply.status);

describe('several servers on one PostgreSQL behind HAProxy', () => {
  let replicas: Replicas;
  let token: string;
  const [a, b] = [0, 1];
  const server = (index: number): ReachableServer => replicas.servers[index];

  beforeAll(async () => {
    replicas = await startReplicas(2);
    token = await createSuperAdmin(server(a));
    await createNetwork(replicas.balancer, token, NETWORK);
  }, 120_000);
  beforeEach(({ onTestFailed }) => onTestFailed(() => console.error(replicas?.output())));
  const clients: MqttClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.endAsync()));
  });
  /** A host joining NETWORK through the balancer and checking in, as an agent does. */
  const join = async () => {
    const host = await registerHost(
      replicas.balancer.url,
      await defaultKeyToken(replicas.balancer, token, NETWORK.netid),
    );
    await checkIn(replicas.balancer.url, host.credentials);
    return host;
  };
  /** That host's subscription to its peer updates on the broker at `broker`. */
  const follow = async (broker: ReachableServer, host: RegisteredHost) => {
    const subscription = await subscribeToPeerUpdates(broker, host);
    clients.push(subscription.client);
    return subscription.updates;
  };
  afterAll(() => replicas?.stopAll(), 60_000);

  it('started together on an empty database: each migration ran once, both answer, and a session of one works on the other', async () => {
    const runs = await migrationRuns(replicas.database.settings.DATABASE_URL ?? '');
    expect(Object.keys(runs).sort()).toEqual(migrationNames());
    expect(new Set(Object.values(runs))).toEqual(new Set([1]));
    const tokenOfB = await logIn(server(b), SUPER_ADMIN.username, SUPER_ADMIN.password);
    for (const [replica, session] of [
      [a, tokenOfB],
      [b, token],
    ] as const) {
      const reply = await request(server(replica), 'GET', '/api/networks', { token: session });
      expect(reply.status, reply.text).toBe(200);
    }
  });

  it('tells a live stream opened on one replica of a network created through the other within 2 s', async () => {
    const stream = await openLiveStream(server(b), token);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((message) => message.kind === 'event' && message.event === 'ready');
      const reply = await request(server(a), 'POST', '/api/networks', { token, json: CROSSING });
      expect(reply.status, reply.text).toBe(200);
      const sent = performance.now();
      await stream.waitFor(isChange(null, ['networks']), CROSSING_MS);
      console.log(
        `a network created through one replica reached a stream on the other in ${(performance.now() - sent).toFixed(0)} ms`,
      );
    } finally {
      stream.close();
    }
  });

  it('counts wrong logins for one user over both replicas: through HAProxy, the 11th is refused everywhere', async () => {
    const person = 'limited-person';
    const created = await request(replicas.balancer, 'POST', `/api/users/${person}`, {
      token,
      json: { username: person, password: 'limited-secret', platform_role_id: 'platform-user' },
    });
    expect(created.status, created.text).toBe(200);
    const guess = { username: person, password: 'wrong-guess' };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const reply = await request(replicas.balancer, 'POST', '/api/users/adm/authenticate', { json: guess });
      expect(reply.status, `attempt ${attempt}: ${reply.text}`).toBe(401);
    }
    const eleventh = await request(replicas.balancer, 'POST', '/api/users/adm/authenticate', { json: guess });
    expect(eleventh.status, eleventh.text).toBe(429);
    for (const replica of [a, b]) {
      const reply = await request(server(replica), 'POST', '/api/users/adm/authenticate', { json: guess });
      expect(reply.status, `replica ${replica}: ${reply.text}`).toBe(429);
    }
  });

  it("sends peer updates to hosts on either replica's broker and through HAProxy's WebSocket", async () => {
    const brokers = { 'replica 0': server(a), 'replica 1': server(b), HAProxy: replicas.balancer };
    const inboxes = await Promise.all(Object.values(brokers).map(async (broker) => follow(broker, await join())));
    const joined = await join();
    const sent = performance.now();
    for (const [index, name] of Object.keys(brokers).entries()) {
      const hasJoined = () =>
        inboxes[index].some((update) => update.host_peers.some((peer) => peer.PublicKey === joined.host.publickey));
      await expect.poll(hasJoined, { timeout: 5000, message: `a host on the broker of ${name}` }).toBe(true);
    }
    console.log(
      `a host joining reached hosts on both brokers and through HAProxy in ${(performance.now() - sent).toFixed(0)} ms`,
    );
  });

  it(
    "has exactly one leader; killed with SIGKILL, the other replica leads within 10 s and republishes every host's peers",
    { timeout: 90_000 },
    async () => {
      await expect
        .poll(async () => (await listReplicas(replicas.balancer, token)).filter((replica) => replica.leader).length, {
          timeout: ELECTION_MS,
        })
        .toBe(1);
      const listed = await listReplicas(replicas.balancer, token);
      expect(listed.map((replica) => replica.url).sort()).toEqual(
        replicas.servers.map((replica) => replica.url).sort(),
      );
      const leader = await replicas.leaderOf(token);
      expect(leader).not.toBeNull();
      const survivor = leader === a ? b : a;
      const inbox = await follow(server(survivor), await join());
      await expect.poll(() => inbox.length).toBeGreaterThan(0);
      const heard = inbox.length;
      await replicas.kill(leader!);
      const takeover = await untilLeader(replicas, token, leader, server(survivor));
      console.log(`the leader was killed; replica ${takeover.leader} led ${takeover.ms.toFixed(0)} ms later`);
      expect(takeover.leader).toBe(survivor);
      expect(takeover.ms).toBeLessThan(TAKEOVER_MS);
      await expect
        .poll(() => inbox.length, { timeout: 5000, message: 'the new leader republished' })
        .toBeGreaterThan(heard);
      await replicas.restart(leader!);
      // The killed replica's last row leaves the list 10 s after its last heartbeat; the restarted one follows.
      await expect
        .poll(async () => (await listReplicas(replicas.balancer, token)).map((replica) => replica.leader).sort(), {
          timeout: TAKEOVER_MS,
        })
        .toEqual([false, true]);
    },
  );

  it(
    'answers writes sent through HAProxy every 20 ms while the leader dies, and keeps every one it acknowledged',
    { timeout: 90_000 },
    async () => {
      let sent = 0;
      const load = startSteadyLoad(
        [
          {
            name: 'create key',
            send: () =>
              request(replicas.balancer, 'POST', '/api/v1/enrollment-keys', {
                token,
                json: { tags: [`failover-${(sent += 1)}`], networks: [NETWORK.netid], unlimited: true },
              }),
          },
        ],
        { workers: 1, patienceMs: 10_000, pauseMs: 20 },
      );
      await setTimeout(1000);
      const leader = await replicas.leaderOf(token);
      expect(leader).not.toBeNull();
      await replicas.kill(leader!);
      await untilLeader(replicas, token, leader, server(leader === a ? b : a));
      // Past the time HAProxy takes to see the replica dead (two failed checks a second apart).
      await setTimeout(HEALTH_CHECKS_MS + 1000);
      const samples = await load.stop();
      const failed = samples.filter((sample) => answer(sample) !== 200);
      console.log(
        `${samples.length} writes through HAProxy while the leader died: ${failed.length} failed (${failed.map(answer).join(', ') || 'none'})`,
      );
      const acknowledged = samples.flatMap((sample) =>
        typeof sample.reply !== 'string' && sample.reply.status === 200
          ? [enrollmentKeySchema.parse(sample.reply.body).value]
          : [],
      );
      const listed = await request(replicas.balancer, 'GET', '/api/v1/enrollment-keys', { token });
      expect(listed.status).toBe(200);
      const kept = new Set(
        enrollmentKeySchema
          .array()
          .parse(listed.body)
          .map((key) => key.value),
      );
      expect(acknowledged.filter((value) => !kept.has(value))).toEqual([]);
      expect(failed.map(answer)).toEqual([]);
    },
  );
});
