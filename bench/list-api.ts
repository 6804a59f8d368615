/**
 * Benchmark: the node and host lists at 10,000 and 50,000 nodes, on SQLite and (when available)
 * PostgreSQL, under concurrent load (autocannon, 10 connections for a few seconds each): the unpaged
 * Netmaker lists (GET /api/nodes/{network}, GET /api/hosts) and the paged rows the console reads
 * (first window, sorted by status and searched, sorted by status, deep offset). The server runs in
 * its own process; hosts and nodes are written straight through the store. Prints the p50 of one
 * request at a time, p50, p99 and requests per second under load, and the response size, next to
 * the target.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/store/database';
import type { Database } from '../server/src/store/schema';
import { api, signInAsSuperAdmin } from './support/admin-api';
import { measureLatency } from './support/measure';
import { onEachBackend } from './support/backends';
import { seedHostsAndNodes } from './support/seed';
import { startServerProcess } from './support/server-process';

const SIZES = [10_000, 50_000];
const CONNECTIONS = 10;
/** Seconds of load per window of rows; the unpaged lists, which take seconds at 50,000 nodes, get two requests per connection. */
const PAGED_SECONDS = 5;
const UNPAGED_REQUESTS = 2 * CONNECTIONS;
/** Requests one after another for the latency of one request alone. */
const ALONE = { paged: 20, unpaged: 3 };
const WINDOW = 100;
const PAGED_P50_TARGET_MS = 100;
const NETWORK = { netid: 'bench', addressrange: '10.200.0.0/16', addressrange6: 'fd42:b::/64' };

interface Load {
  label: string;
  path: string;
  paged: boolean;
}

/** What the benchmark asks for at each size: the unpaged lists, then windows of rows. */
function loadsAt(nodes: number): Load[] {
  const rows = `/api/v2/networks/${NETWORK.netid}/node-rows?limit=${WINDOW}`;
  const hosts = `/api/v2/host-rows?limit=${WINDOW}`;
  const deep = `&offset=${nodes - WINDOW - 50}`;
  return [
    { label: 'GET /api/nodes/{network}', path: `/api/nodes/${NETWORK.netid}`, paged: false },
    { label: 'GET /api/hosts', path: '/api/hosts', paged: false },
    { label: 'node rows: first window', path: rows, paged: true },
    { label: 'node rows: by status, searched', path: `${rows}&sort=status&search=host-12`, paged: true },
    { label: 'node rows: by status', path: `${rows}&sort=status&order=desc`, paged: true },
    { label: 'node rows: deep offset', path: `${rows}${deep}`, paged: true },
    { label: 'host rows: first window', path: hosts, paged: true },
    { label: 'host rows: searched, by name desc', path: `${hosts}&search=host-12&order=desc`, paged: true },
    { label: 'host rows: deep offset', path: `${hosts}${deep}`, paged: true },
  ];
}

interface Figures {
  /** p50 of one request at a time. */
  alone: number;
  p50: number;
  p99: number;
  perSecond: number;
  bytes: number;
}

async function measure(base: string, token: string, load: Load): Promise<Figures> {
  const kind = load.paged ? 'paged' : 'unpaged';
  const alone = await measureLatency(`${base}${load.path}`, token, ALONE[kind], 1);
  const result = await autocannon({
    url: `${base}${load.path}`,
    connections: CONNECTIONS,
    ...(load.paged ? { duration: PAGED_SECONDS } : { amount: UNPAGED_REQUESTS }),
    headers: { authorization: `Bearer ${token}` },
    timeout: 120,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`GET ${load.path}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  }
  return {
    alone: alone.p50,
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.total / result.duration,
    bytes: alone.bytes,
  };
}

/**
 * PostgreSQL's planner statistics of the tables as they are after the bulk load: its autovacuum
 * gathers them within a minute; done here at once. SQLite plans the lists without statistics.
 */
async function analyse(store: Database, settings: Record<string, string>): Promise<void> {
  if (settings.DATABASE_URL) await sql`analyze`.execute(store);
}

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} KB`);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const line = (cells: string[]) =>
  `  ${cells[0].padEnd(36)} ${cells
    .slice(1)
    .map((cell) => cell.padStart(9))
    .join(' ')}`;

async function run(backend: string, settings: Record<string, string>): Promise<void> {
  const server = await startServerProcess({ NETLOOM_CONSOLE_DIR: os.tmpdir(), ...settings });
  const store = await openDatabase(loadConfig(settings), { warn: () => undefined });
  try {
    const token = await signInAsSuperAdmin(server.url);
    await api(server.url, 'POST', '/api/networks', NETWORK, token);
    let seededNodes = 0;
    for (const nodes of SIZES) {
      const seeding = performance.now();
      await seedHostsAndNodes(store, NETWORK, nodes - seededNodes, seededNodes);
      seededNodes = nodes;
      await analyse(store, settings);
      const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
      const load = os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ');
      console.log(
        `\n${backend}, ${nodes.toLocaleString('en')} nodes (seeded in ${seeded} s; load average ${load} on ${os.cpus().length} CPUs)`,
      );
      console.log(line(['request', 'alone p50', 'p50', 'p99', 'req/s', 'response']));
      let slowest = 0;
      for (const request of loadsAt(nodes)) {
        const figures = await measure(server.url, token, request);
        if (request.paged) slowest = Math.max(slowest, figures.alone);
        const { alone, p50, p99, perSecond, bytes } = figures;
        console.log(line([request.label, ms(alone), ms(p50), ms(p99), perSecond.toFixed(1), size(bytes)]));
      }
      const verdict = slowest < PAGED_P50_TARGET_MS ? 'within target' : 'OVER TARGET';
      console.log(
        `  target: every paged request, alone, p50 under ${PAGED_P50_TARGET_MS} ms (slowest ${ms(slowest)}): ${verdict}`,
      );
    }
  } finally {
    await store.destroy();
    await server.stop();
  }
}

console.log(
  `The list API: "alone" is the p50 of one request at a time; p50, p99 and req/s are under load (${CONNECTIONS} connections,` +
    ` ${PAGED_SECONDS} s per window of rows, ${UNPAGED_REQUESTS} requests per unpaged list); windows of ${WINDOW} rows.`,
);
await onEachBackend(run);
