/**
 * Benchmark: GET /api/v2/dashboard with 50,000 nodes in 5 networks, over real HTTP on 127.0.0.1, on
 * SQLite and (when available) PostgreSQL; and one look of the live status watch (the statuses of
 * every node at two instants compared in the database). The server runs in its own process; the
 * hosts and nodes are written straight through the store. Prints the figures next to their targets.
 */
import { sql } from 'kysely';
import os from 'node:os';
import { loadConfig } from '../server/src/config';
import { networksWithTurnedStatus } from '../server/src/store/status-sql';
import { openDatabase } from '../server/src/store/database';
import type { Database } from '../server/src/store/schema';
import { measureLatency, percentile } from './support/measure';
import { onEachBackend } from './support/backends';
import { seedHostsAndNodes } from './support/seed';
import { startServerProcess } from './support/server-process';

const NETWORKS = 5;
const NODES_PER_NETWORK = 10_000;
const NODES = NETWORKS * NODES_PER_NETWORK;
const NETWORK_LIST = Array.from({ length: NETWORKS }, (_, index) => ({
  netid: `bench-${index}`,
  addressrange: `10.${200 + index}.0.0/16`,
  addressrange6: `fd42:b${index}::/64`,
}));
const REQUESTS = 30;
/** Hosts whose check-in one statement spreads (two parameters each). */
const SPREAD_BATCH = 500;
const PEER_UPDATES_SETTLE_MS = 4_000;
const WATCH_LOOKS = 10;
const DASHBOARD_P50_TARGET_MS = 200;
/** A look of the status watch should take at most a twentieth of its 5 s interval. */
const WATCH_LOOK_TARGET_MS = 250;

async function api(base: string, method: string, route: string, body?: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method, headers, body: JSON.stringify(body) });
  const parsed: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(parsed)}`);
  return parsed;
}

/** Milliseconds of one look of the status watch over the last `WATCH_LOOKS` looks, sorted. */
async function timeWatchLooks(store: Database, thresholds: { warningSeconds: number; errorSeconds: number }) {
  const looks: number[] = [];
  let since = Date.now();
  for (let look = 0; look < WATCH_LOOKS; look++) {
    const now = Date.now();
    const started = performance.now();
    await networksWithTurnedStatus(store, thresholds, since, now);
    looks.push(performance.now() - started);
    since = now;
  }
  return looks.sort((a, b) => a - b);
}

/**
 * Spreads the seeded hosts' check-ins over the minute before their seeded age, as hosts that check in
 * every minute have them: each host then has a last check-in of its own, as in a real installation
 * (the seed gives thousands of hosts the same instant).
 */
async function spreadCheckIns(store: Database): Promise<void> {
  const hosts = await store
    .selectFrom('hosts')
    .select(['id', 'last_check_in'])
    .where('last_check_in', 'is not', null)
    .execute();
  for (let start = 0; start < hosts.length; start += SPREAD_BATCH) {
    const batch = hosts.slice(start, start + SPREAD_BATCH);
    const times = batch.map(({ id, last_check_in }) => {
      const spread = new Date(Date.parse(last_check_in!) - Math.floor(Math.random() * 60_000)).toISOString();
      return sql`when ${id} then ${spread}`;
    });
    await store
      .updateTable('hosts')
      .set({ last_check_in: sql<string>`case id ${sql.join(times, sql` `)} end` })
      .where(
        'id',
        'in',
        batch.map((host) => host.id),
      )
      .execute();
  }
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
    const seeding = performance.now();
    // Networks first, and the peer updates their creation starts done (at most 3 s) before any host is
    // seeded: the server would otherwise work out the peers of every seeded host, which is not measured here.
    for (const network of NETWORK_LIST) await api(base, 'POST', '/api/networks', network, token);
    await new Promise((resolve) => setTimeout(resolve, PEER_UPDATES_SETTLE_MS));
    for (const network of NETWORK_LIST) await seedHostsAndNodes(store, network, NODES_PER_NETWORK);
    await spreadCheckIns(store);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
    const latency = await measureLatency(`${base}/api/v2/dashboard`, token, REQUESTS);
    const looks = await timeWatchLooks(store, config.nodeStatusThresholds);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\n${backend}: GET /api/v2/dashboard with ${NODES.toLocaleString('en')} nodes in ${NETWORKS} networks (seeded in ${seeded} s; load average ${load} on ${os.cpus().length} CPUs)`,
    );
    console.log(
      `  latency     p50 ${ms(latency.p50)}  p95 ${ms(latency.p95)}  p99 ${ms(latency.p99)}  (${REQUESTS} sequential requests, ${latency.bytes} bytes)`,
    );
    const dashboardVerdict = latency.p50 <= DASHBOARD_P50_TARGET_MS ? 'within target' : 'OVER TARGET';
    console.log(`  target      p50 at most ${DASHBOARD_P50_TARGET_MS} ms: ${dashboardVerdict}`);
    const lookP50 = percentile(looks, 0.5);
    console.log(
      `  status look p50 ${ms(lookP50)}  max ${ms(looks[looks.length - 1])}  (the live status watch, ${WATCH_LOOKS} looks)`,
    );
    const lookVerdict = lookP50 <= WATCH_LOOK_TARGET_MS ? 'within target' : 'OVER TARGET';
    console.log(
      `  target      a look at most ${WATCH_LOOK_TARGET_MS} ms, a twentieth of its 5 s interval: ${lookVerdict}`,
    );
  } finally {
    await store.destroy();
    await server.stop();
  }
}

await onEachBackend(run);
