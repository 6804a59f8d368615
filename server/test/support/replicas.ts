import { setTimeout } from 'node:timers/promises';
import type { Environment } from '../../src/config';
import { backends, type TestDatabase } from './backends';
import { startHaproxy, type Balancer } from './haproxy';
import { request, type ReachableServer } from './http';
import { unusedPort } from './ports';
import { leaderIn, type ListedReplica } from './replica-list';
import {
  answersStatus,
  exitOf,
  killServer,
  SERVER_SOURCES_COMMAND,
  spawnServer,
  untilUp,
  type ServerProcess,
} from './server-process';

/** Several server processes on one PostgreSQL database, with a real HAProxy in front of them. */
export interface Replicas {
  /** The balancer: what hosts and the console are told to reach. */
  balancer: Balancer;
  /** The running process of each replica, by index (a restart replaces it). */
  servers: ServerProcess[];
  /** The database they share. */
  database: TestDatabase;
  /** The index of the replica the listing names as the leader (asked of `askedOf`, see `leaderIn`), or null when none. */
  leaderOf(token: string, askedOf?: ReachableServer): Promise<number | null>;
  /** Kills replica `index` with SIGKILL, as a crash would. */
  kill(index: number): Promise<void>;
  /** Stops replica `index` gracefully (SIGTERM), then starts it again on the same port and waits until it answers. */
  restart(index: number): Promise<void>;
  /** What every replica and the balancer printed, for a failed test's log. */
  output(): string;
  /** Kills every replica and the balancer, and drops the database. */
  stopAll(): Promise<void>;
}

/** The PostgreSQL the tests create databases on; several servers need one, so without it the tests fail. */
function postgres() {
  const backend = backends.find((candidate) => candidate.name === 'postgres');
  if (!backend) {
    throw new Error(
      'the replica tests need PostgreSQL: set NETLOOM_TEST_DATABASE_URL to an admin URL ' +
        '(`bash scripts/pg-cluster.sh start <folder> <port>` starts one and prints it)',
    );
  }
  return backend;
}

/** What GET /api/v2/server/replicas answers, asked of `server` with an admin's token. */
export async function listReplicas(server: ReachableServer, token: string): Promise<ListedReplica[]> {
  const reply = await request(server, 'GET', '/api/v2/server/replicas', { token });
  if (reply.status !== 200) throw new Error(`GET /api/v2/server/replicas answered ${reply.status}: ${reply.text}`);
  return reply.body as ListedReplica[];
}

/** Waits until the balancer has answered `times` status requests in a row (each replica's turn comes up). */
async function untilBalanced(balancer: Balancer, times: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  let inRow = 0;
  while (inRow < times) {
    inRow = (await answersStatus(balancer)) ? inRow + 1 : 0;
    if (Date.now() > deadline) throw new Error(`HAProxy did not reach the replicas within 15 s:\n${balancer.output()}`);
    if (inRow === 0) await setTimeout(200);
  }
}

/**
 * Starts `count` replicas at once on one fresh PostgreSQL database, each on its own loopback port and told
 * its own address (NETLOOM_REPLICA_URL) and the balancer's (NETLOOM_API_HOST), with HAProxy in front of them;
 * resolves once every replica answers and the balancer reaches them.
 */
export async function startReplicas(count: number, settings: Environment = {}): Promise<Replicas> {
  const database = await postgres().createDatabase();
  const ports = await Promise.all(Array.from({ length: count }, () => unusedPort()));
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const balancer = await startHaproxy(urls);
  const settingsOf = (index: number): Environment => ({
    ...database.settings,
    NETLOOM_REPLICA_URL: urls[index],
    NETLOOM_API_HOST: balancer.url,
    NETLOOM_TRUST_PROXY: '127.0.0.1',
    ...settings,
  });
  const start = (index: number) => spawnServer(SERVER_SOURCES_COMMAND, settingsOf(index), ports[index]);
  const servers = await Promise.all(ports.map((_, index) => start(index)));

  const output = () =>
    [
      ...servers.map((server, index) => `--- replica ${index} (${server.url}):\n${server.output().slice(-5000)}`),
      `--- HAProxy:\n${balancer.output()}`,
    ].join('\n');
  const stopAll = async () => {
    servers.forEach(killServer);
    await Promise.all(servers.map((server) => exitOf(server.child)));
    await balancer.stop();
    await database.drop();
  };

  try {
    await Promise.all(servers.map(untilUp));
    await untilBalanced(balancer, 2 * count);
  } catch (error) {
    console.error(output());
    await stopAll();
    throw error;
  }

  return {
    balancer,
    servers,
    database,
    output,
    stopAll,
    async leaderOf(token, askedOf = balancer) {
      const leader = leaderIn(await listReplicas(askedOf, token));
      const index = leader ? urls.indexOf(leader.url ?? '') : -1;
      return index >= 0 ? index : null;
    },
    async kill(index) {
      killServer(servers[index]);
      await exitOf(servers[index].child);
    },
    async restart(index) {
      const { child } = servers[index];
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exitOf(child);
      }
      servers[index] = await start(index);
      await untilUp(servers[index]);
    },
  };
}
