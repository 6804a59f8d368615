import { setTimeout } from 'node:timers/promises';
import { enrollmentKeySchema, serverStatusSchema } from '@netloom/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseReachable, openDatabase } from '../src/store/database';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../src/store/database-unavailable';
import { createSuperAdmin } from './support/accounts';
import { hostFacts } from './support/host-client';
import { errorBody, request, type ReachableServer } from './support/http';
import { createKey, createNetwork, defaultKeyToken } from './support/keys';
import { startPostgresCluster, type PostgresCluster } from './support/postgres-cluster';
import { asAdmin } from './support/postgres-admin';
import { killServer, SERVER_SOURCES_COMMAND, spawnServer, untilUp, type ServerProcess } from './support/server-process';
import { startSteadyLoad, type Operation, type Sample, type SteadyLoad } from './support/steady-load';

const NETWORK = { netid: 'restarts', addressrange: '10.211.0.0/16' };
/** How long PostgreSQL stays down. */
const DOWNTIME_MS = 3000;
/** Every request must be answered within this: twice the time opening a PostgreSQL connection may take. */
const ANSWER_BOUND_MS = 10_000;
/** How long the server may take to notice that PostgreSQL went away or came back. */
const NOTICE_TIMEOUT_MS = 15_000;

/** Reads and writes of a running network: lists of keys and nodes, new keys, hosts joining. */
function operations(server: ReachableServer, token: string, keyToken: string): Operation[] {
  let keys = 0;
  return [
    { name: 'list keys', send: () => request(server, 'GET', '/api/v1/enrollment-keys', { token }) },
    { name: 'list nodes', send: () => request(server, 'GET', `/api/nodes/${NETWORK.netid}`, { token }) },
    {
      name: 'create key',
      send: () =>
        request(server, 'POST', '/api/v1/enrollment-keys', {
          token,
          json: { tags: [`load-key-${(keys += 1)}`], networks: [NETWORK.netid], unlimited: true },
        }),
    },
    {
      name: 'join host',
      send: () =>
        request(server, 'POST', `/api/v1/host/register/${encodeURIComponent(keyToken)}`, { json: hostFacts() }),
    },
  ];
}

function databaseConnected(sample: Sample): boolean | undefined {
  if (typeof sample.reply === 'string' || sample.reply.status !== 200) return undefined;
  return serverStatusSchema.parse(sample.reply.body).db_connected;
}

/** When (its answer's `performance.now()`) the first status asked after `sinceMs` reported `db_connected` as `connected`. */
async function statusTurned(statuses: SteadyLoad, connected: boolean, sinceMs: number): Promise<number> {
  const deadline = performance.now() + NOTICE_TIMEOUT_MS;
  for (;;) {
    const turned = statuses.samples.find(
      (sample) => sample.startedMs >= sinceMs && databaseConnected(sample) === connected,
    );
    if (turned) return turned.endedMs;
    if (performance.now() > deadline) {
      throw new Error(`the status did not report db_connected ${connected} within ${NOTICE_TIMEOUT_MS / 1000} s`);
    }
    await setTimeout(50);
  }
}

/** When PostgreSQL's stop and start began (`performance.now()`), and when the status first reported each. */
interface Outage {
  stoppingMs: number;
  reportedDownMs: number;
  startingMs: number;
  reportedUpMs: number;
}

/** Stops PostgreSQL, keeps it down DOWNTIME_MS, starts it again; when each step happened, and when the status saw it. */
async function restartPostgres(cluster: PostgresCluster, statuses: SteadyLoad): Promise<Outage> {
  const stoppingMs = performance.now();
  await cluster.stop();
  const reportedDownMs = await statusTurned(statuses, false, stoppingMs);
  await setTimeout(DOWNTIME_MS);
  const startingMs = performance.now();
  await cluster.start();
  const reportedUpMs = await statusTurned(statuses, true, startingMs);
  return { stoppingMs, reportedDownMs, startingMs, reportedUpMs };
}

const answers = (samples: Sample[]) =>
  samples.map((sample) => (typeof sample.reply === 'string' ? sample.reply : sample.reply.status));

/** Splits the load's requests: those over before PostgreSQL stopped, those begun once the status saw it back, and the rest. */
function phases(samples: Sample[], outage: Outage) {
  const before = samples.filter((sample) => sample.endedMs < outage.stoppingMs);
  const after = samples.filter((sample) => sample.startedMs > outage.reportedUpMs);
  const around = samples.filter((sample) => !before.includes(sample) && !after.includes(sample));
  return { before, around, after };
}

function report(samples: Sample[], outage: Outage): void {
  const { before, around, after } = phases(samples, outage);
  const refused = answers(around).filter((answer) => answer !== 200).length;
  const longest = Math.max(...samples.map((sample) => sample.endedMs - sample.startedMs));
  const ms = (from: number, to: number) => `${(to - from).toFixed(0)} ms`;
  console.log(
    `PostgreSQL restarted under load: reported down ${ms(outage.stoppingMs, outage.reportedDownMs)} after the stop began, ` +
      `up ${ms(outage.startingMs, outage.reportedUpMs)} after the start began (${ms(outage.stoppingMs, outage.reportedUpMs)} in all); ` +
      `${samples.length} requests: ${before.length} before, ${around.length} around the outage (${refused} refused), ` +
      `${after.length} after; longest answer ${longest.toFixed(0)} ms`,
  );
}

/** A new database in the cluster; its URL. */
async function createDatabase(cluster: PostgresCluster, name: string): Promise<string> {
  await asAdmin(cluster.adminUrl, `create database ${name}`);
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `use` with a server process on a new database of the cluster, a super-admin's token, and a network. */
async function withServer(cluster: PostgresCluster, use: (server: ServerProcess, token: string) => Promise<void>) {
  const server = await spawnServer(SERVER_SOURCES_COMMAND, { DATABASE_URL: await createDatabase(cluster, 'netloom') });
  try {
    await untilUp(server);
    const token = await createSuperAdmin(server);
    await createNetwork(server, token, NETWORK);
    await use(server, token);
  } catch (error) {
    console.error(`server output (the end):\n${server.output().slice(-5000)}`);
    throw error;
  } finally {
    killServer(server);
  }
}

describe('PostgreSQL going away under a running server', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => cluster?.remove());

  it(
    'restarted under load: the server stays up, reports it down then up, answers in time, and recovers by itself',
    {
      timeout: 120_000,
    },
    () =>
      withServer(cluster, async (server, token) => {
        const keyToken = await defaultKeyToken(server, token, NETWORK.netid);
        const status = { name: 'status', send: () => request(server, 'GET', '/api/server/status') };
        const statuses = startSteadyLoad([status], { workers: 1, patienceMs: ANSWER_BOUND_MS, pauseMs: 100 });
        const load = startSteadyLoad(operations(server, token, keyToken), {
          workers: 4,
          patienceMs: ANSWER_BOUND_MS,
          pauseMs: 20,
        });
        await setTimeout(1500);
        const outage = await restartPostgres(cluster, statuses);
        await setTimeout(1500);
        const samples = [...(await load.stop()), ...(await statuses.stop())];
        report(samples, outage);

        expect(server.child.exitCode, 'the server exited').toBeNull();
        expect(server.child.signalCode, 'the server was killed').toBeNull();
        expect(Math.max(...samples.map((sample) => sample.endedMs - sample.startedMs))).toBeLessThan(ANSWER_BOUND_MS);
        const { before, around, after } = phases(samples, outage);
        expect(new Set(answers(before))).toEqual(new Set([200]));
        expect(new Set(answers(after))).toEqual(new Set([200]));
        expect(new Set(answers(around))).toEqual(new Set([200, 503]));
        for (const { reply } of around) {
          if (typeof reply !== 'string' && reply.status === 503) {
            expect(reply.body).toEqual(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
          }
        }
        const key = await createKey(server, token, { networks: [NETWORK.netid] });
        const keys = await request(server, 'GET', '/api/v1/enrollment-keys', { token });
        expect(
          enrollmentKeySchema
            .array()
            .parse(keys.body)
            .map((listed) => listed.value),
        ).toContain(key.value);
      }),
  );

  it('a connection cut in the middle of a transaction fails that transaction as unavailable, and nothing else', async () => {
    const db = await openDatabase(
      { dataDir: '', databaseUrl: await createDatabase(cluster, 'cut') },
      { warn: () => undefined },
    );
    try {
      const transaction = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await asAdmin(cluster.adminUrl, `select pg_terminate_backend(${rows[0].pid})`);
        // The connection is held, idle in the transaction, when PostgreSQL ends it.
        await setTimeout(200);
        await sql`select 1`.execute(trx);
      });
      const failure: unknown = await transaction.catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      expect(await isDatabaseReachable(db)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
