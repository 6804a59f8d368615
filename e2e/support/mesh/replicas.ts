import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startHaproxy, type Balancer } from '../../../server/test/support/haproxy';
import { asAdmin } from '../../../server/test/support/postgres-admin';
import { leaderIn, type ListedReplica } from '../../../server/test/support/replica-list';
import { adminToken } from '../api';
import { ensureSuperAdmin } from '../fixtures';
import { freePort, startNetloom, type Netloom } from '../netloom';
import type { MeshLab } from './lab';

const PG_CLUSTER = join(resolve(import.meta.dirname, '..', '..', '..'), 'scripts', 'pg-cluster.sh');

/** A private PostgreSQL for one test file, with one empty database. */
async function startPostgres(): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'netloom-e2e-pg-'));
  const started = spawnSync('bash', [PG_CLUSTER, 'start', dir, String(await freePort())], { encoding: 'utf8' });
  if (started.status !== 0)
    throw new Error(`PostgreSQL could not be started (Debian package postgresql): ${started.stderr}`);
  const admin = started.stdout.trim();
  await asAdmin(admin, 'create database netloom');
  return {
    url: admin.replace(/\/postgres$/, '/netloom'),
    stop() {
      spawnSync('bash', [PG_CLUSTER, 'stop', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Several servers on one PostgreSQL behind a real HAProxy, as README "Running several servers" sets them up. */
export interface ReplicaSet {
  replicas: Netloom[];
  balancer: Balancer;
  /** Where hosts and browsers reach the servers: HAProxy, on the lab's bridge address. */
  url: string;
  /** The servers alive and which leads, as the balancer's next answer says. */
  listed(): Promise<ListedReplica[]>;
  /** The index in `replicas` of the leader, or -1 while none leads. */
  leader(): Promise<number>;
  dispose(): Promise<void>;
}

/**
 * Starts `count` servers at once on one fresh database (listening on every address, each telling the
 * others its own loopback URL) and HAProxy in front of them on every address; hosts and browsers are
 * told the balancer's address on the lab's bridge.
 */
export async function startReplicaSet(lab: MeshLab, count = 2): Promise<ReplicaSet> {
  const postgres = await startPostgres();
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const balancerPort = await freePort();
  const url = `http://${lab.serverAddress}:${balancerPort}`;
  const replicas = await Promise.all(
    ports.map((port) =>
      startNetloom({
        port,
        env: {
          NETLOOM_HOST: '0.0.0.0',
          DATABASE_URL: postgres.url,
          NETLOOM_REPLICA_URL: `http://127.0.0.1:${port}`,
          NETLOOM_API_HOST: url,
          NETLOOM_TRUST_PROXY: `127.0.0.1,${lab.serverAddress}`,
        },
      }),
    ),
  );
  const balancer = await startHaproxy(
    replicas.map((replica) => replica.url),
    { listen: `0.0.0.0:${balancerPort}` },
  );
  await ensureSuperAdmin(replicas[0]);
  async function listed(): Promise<ListedReplica[]> {
    const response = await fetch(`${url}/api/v2/server/replicas`, {
      headers: { Authorization: `Bearer ${await adminToken(url)}` },
    });
    if (!response.ok) throw new Error(`GET /api/v2/server/replicas: ${response.status} ${await response.text()}`);
    return (await response.json()) as ListedReplica[];
  }
  return {
    replicas,
    balancer,
    url,
    listed,
    async leader() {
      const leading = leaderIn(await listed());
      return replicas.findIndex((replica) => replica.url === leading?.url);
    },
    async dispose() {
      await balancer.stop();
      await Promise.all(replicas.map((replica) => replica.dispose()));
      postgres.stop();
    },
  };
}
