/**
 * Benchmark: GET /api/nodes/{network} with 10,000 nodes, over real HTTP on 127.0.0.1, on SQLite and
 * (when available) PostgreSQL. The server runs in its own process; the hosts and nodes are written
 * straight through the store. Prints latency percentiles and throughput next to the budget.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/store/database';
import { measureLatency, measureThroughput } from './support/measure';
import { createBenchDatabase } from './support/postgres';
import { seedHostsAndNodes } from './support/seed';
import { startServerProcess } from './support/server-process';

const NODES = 10_000;
const LATENCY_REQUESTS = 50;
const THROUGHPUT_REQUESTS = 40;
const CONCURRENCY = 4;
const SQLITE_P50_BUDGET_MS = 150;
const NETWORK = { netid: 'bench', addressrange: '10.200.0.0/16', addressrange6: 'fd42:b::/64' };

async function api(base: string, method: string, route: string, body?: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method, headers, body: JSON.stringify(body) });
  const parsed: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(parsed)}`);
  return parsed;
}

async function run(backend: string, settings: Record<string, string>): Promise<void> {
  const server = await startServerProcess({ NETLOOM_CONSOLE_DIR: os.tmpdir(), ...settings });
  const config = loadConfig(settings);
  const store = await openDatabase(config, { warn: () => undefined });
  try {
    const base = server.url;
    const credentials = { username: 'bench-admin', password: 'bench-secret' };
    await api(base, 'POST', '/api/users/adm/createsuperadmin', credentials);
    const login = (await api(base, 'POST', '/api/users/adm/authenticate', credentials)) as {
      Response: { AuthToken: string };
    };
    const token = login.Response.AuthToken;
    await api(base, 'POST', '/api/networks', NETWORK, token);
    const seeding = performance.now();
    await seedHostsAndNodes(store, NETWORK, NODES);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
    const url = `${base}/api/nodes/${NETWORK.netid}`;
    const latency = await measureLatency(url, token, LATENCY_REQUESTS);
    const throughput = await measureThroughput(url, token, THROUGHPUT_REQUESTS, CONCURRENCY);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\n${backend}: GET /api/nodes/{network} with ${NODES.toLocaleString('en')} nodes (seeded in ${seeded} s; load average ${load} on ${os.cpus().length} CPUs)`,
    );
    console.log(`  response   ${(latency.bytes / 1_000_000).toFixed(1)} MB`);
    console.log(
      `  latency    p50 ${ms(latency.p50)}  p95 ${ms(latency.p95)}  p99 ${ms(latency.p99)}  (${LATENCY_REQUESTS} sequential requests)`,
    );
    console.log(
      `  throughput ${throughput.toFixed(1)} requests/s  (${THROUGHPUT_REQUESTS} requests, ${CONCURRENCY} at a time)`,
    );
    if (backend === 'SQLite') {
      const verdict = latency.p50 < SQLITE_P50_BUDGET_MS ? 'within budget' : 'OVER BUDGET';
      console.log(`  target     p50 under ${SQLITE_P50_BUDGET_MS} ms at 10,000 nodes on SQLite: ${verdict}`);
    }
  } finally {
    await store.destroy();
    await server.stop();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-bench-'));
try {
  await run('SQLite', { NETLOOM_DATA_DIR: dataDir });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const postgres = await createBenchDatabase();
if (postgres) {
  try {
    await run('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    await postgres.release();
  }
}
