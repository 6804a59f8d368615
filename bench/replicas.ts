/**
 * Benchmark: several compiled servers (replicas) on one fresh PostgreSQL database behind a real HAProxy
 * (the configuration the README shows). With 1 and then 2 replicas: hosts registering through the balancer
 * (hosts/s, and the latency of one registration), and the latency of an API read through it, one request at
 * a time. With 2: how long after the leader is killed (SIGKILL) the other replica answers `leader: true`,
 * median of several kills (the killed one is started again between them).
 */
import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { startHaproxy, type Balancer } from '../server/test/support/haproxy';
import { unusedPort } from '../server/test/support/ports';
import { leaderIn, type ListedReplica } from '../server/test/support/replica-list';
import { api, signInAsSuperAdmin } from './support/admin-api';
import { median } from './support/console-browser';
import { measureLatency, percentile } from './support/measure';
import { createBenchDatabase } from './support/postgres';
import { agentRequest, register } from './support/registration-load';
import { startServerProcess, type ServerProcess } from './support/server-process';

const HOSTS = Number(process.env.NETLOOM_BENCH_REPLICA_HOSTS ?? 500);
const CONCURRENCY = 8;
const READS = 500;
const KILLS = 5;
const NETWORK = { netid: 'bench', addressrange: '10.97.0.0/16' };

interface ReplicaSet {
  balancer: Balancer;
  urls: string[];
  servers: ServerProcess[];
  start(index: number): Promise<ServerProcess>;
  stop(): Promise<void>;
}

/** `count` compiled servers on `databaseUrl`, each told its own address and the balancer's, with HAProxy in front. */
async function startReplicaSet(count: number, databaseUrl: string): Promise<ReplicaSet> {
  const ports = await Promise.all(Array.from({ length: count }, () => unusedPort()));
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const balancer = await startHaproxy(urls);
  const start = (index: number) =>
    startServerProcess({
      DATABASE_URL: databaseUrl,
      NETLOOM_PORT: String(ports[index]),
      NETLOOM_REPLICA_URL: urls[index],
      NETLOOM_API_HOST: balancer.url,
      NETLOOM_TRUST_PROXY: '127.0.0.1',
      NETLOOM_CONSOLE_DIR: os.tmpdir(),
      NETLOOM_LOGIN_RATE_LIMIT: '1000',
    });
  const servers = await Promise.all(ports.map((_, index) => start(index)));
  // Two failed checks take a replica out of the rotation; one passed brings it back.
  await setTimeout(2500);
  return {
    balancer,
    urls,
    servers,
    start,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await balancer.stop();
    },
  };
}

async function leaderUrl(base: string, token: string): Promise<string | null> {
  return (
    leaderIn((await api(base, 'GET', '/api/v2/server/replicas', undefined, token)) as ListedReplica[])?.url ?? null
  );
}

/** Waits until `base` says the replica at `url` leads; ms it took. */
async function untilLeads(base: string, url: string, token: string): Promise<number> {
  const started = performance.now();
  while ((await leaderUrl(base, token).catch(() => null)) !== url) {
    if (performance.now() - started > 60_000) throw new Error(`${url} did not lead within 60 s`);
    await setTimeout(50);
  }
  return performance.now() - started;
}

/** Kills the leader KILLS times, each time timing the other's takeover, then starting the killed one again. */
async function failovers(set: ReplicaSet, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    let leader: string | null = null;
    while (leader === null) {
      leader = await leaderUrl(set.balancer.url, token);
      if (leader === null) await setTimeout(100);
    }
    const killed = set.urls.indexOf(leader);
    const survivor = set.urls[(killed + 1) % set.urls.length];
    process.kill(set.servers[killed].pid, 'SIGKILL');
    await set.servers[killed].stop();
    times.push(await untilLeads(survivor, survivor, token));
    set.servers[killed] = await set.start(killed);
    await setTimeout(2000);
  }
  return times;
}

/** Registration and reads through the balancer in front of `count` replicas; with 2, the failover times too. */
async function run(count: number): Promise<void> {
  const database = await createBenchDatabase();
  if (!database) return;
  const set = await startReplicaSet(count, database.url);
  try {
    const base = set.balancer.url;
    const token = await signInAsSuperAdmin(base);
    await api(base, 'POST', '/api/networks', NETWORK, token);
    const key = (await api(
      base,
      'POST',
      '/api/v1/enrollment-keys',
      { tags: ['bench-key'], networks: [NETWORK.netid], unlimited: true },
      token,
    )) as { token: string };
    const route = `/api/v1/host/register/${encodeURIComponent(key.token)}`;
    const bodies = Array.from({ length: HOSTS + CONCURRENCY }, (_, index) => agentRequest(index));
    await register(base, route, bodies.splice(0, CONCURRENCY), CONCURRENCY);
    const started = performance.now();
    const samples = (await register(base, route, bodies, CONCURRENCY)).sort((a, b) => a - b);
    const hostsPerSecond = HOSTS / ((performance.now() - started) / 1000);
    console.log(
      `  ${count} replica${count > 1 ? 's' : ' '}  registration ${hostsPerSecond.toFixed(0).padStart(4)} hosts/s` +
        `  p50 ${percentile(samples, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(samples, 0.99).toFixed(1).padStart(6)} ms`,
    );
    const reads = await measureLatency(`${base}/api/networks`, token, READS);
    console.log(
      `  ${count} replica${count > 1 ? 's' : ' '}  GET /api/networks  p50 ${reads.p50.toFixed(1).padStart(6)} ms` +
        `  p99 ${reads.p99.toFixed(1).padStart(6)} ms  (${READS} one at a time)`,
    );
    if (count < 2) return;
    const times = await failovers(set, token);
    console.log(
      `  failover: the other replica leads ${(median(times) / 1000).toFixed(1)} s after the leader is killed` +
        ` (median of ${KILLS}: ${times.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s; target 10 s or less)`,
    );
  } finally {
    await set.stop();
    await database.release();
  }
}

console.log(
  `\nReplicas on PostgreSQL behind HAProxy: ${HOSTS} hosts register, ${CONCURRENCY} at a time (load average ` +
    `${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs)`,
);
await run(1);
await run(2);
