/**
 * Benchmark: hosts joining through the real endpoint, `POST /api/v1/host/register/{token}` with the
 * body the agent sends, against the compiled server in its own process, on SQLite and (when
 * available) PostgreSQL. For each concurrency, a fresh server and database, one network and one
 * enrollment key limited to that many uses; a few hosts join first, unmeasured and as many at a
 * time, so that the figures are those of a running server, not of its first requests. Prints
 * hosts/s and the latency of one registration, and how long the server stays busy afterwards
 * (publishing peer updates to the hosts that joined).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { api, signInAsSuperAdmin } from './support/admin-api';
import { percentile } from './support/measure';
import { createBenchDatabase } from './support/postgres';
import { agentRequest, register } from './support/registration-load';
import { startServerProcess } from './support/server-process';

const HOSTS = Number(process.env.NETLOOM_BENCH_REGISTRATIONS ?? 1000);
/** Hosts that join first, unmeasured, per host joining at a time. */
const WARMUP_PER_CLIENT = 2;
const CONCURRENCY = [1, 8, 32];
const NETWORK = { netid: 'bench', addressrange: '10.96.0.0/16', addressrange6: 'fd96::/64' };
const HOSTS_PER_SECOND_TARGET = 50;
const P99_TARGET_MS = 250;
/** Beyond this many at a time, a registration mostly waits for those ahead of it: its latency is reported, not budgeted. */
const P99_TARGET_UP_TO = 8;

/** CPU seconds a process has used so far (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the process has used under 2% of a core for a whole second, starting once the
 * publisher's debounce (500 ms) is over; ms from the call until that quiet second began.
 */
async function untilIdle(pid: number): Promise<number> {
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 600));
  for (;;) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuSeconds(pid) - before < 0.02) return performance.now() - started - 1000;
  }
}

interface Figures {
  hostsPerSecond: number;
  p50: number;
  p99: number;
  serverCpu: number;
  settledMs: number;
}

async function registerAll(settings: Record<string, string>, concurrency: number): Promise<Figures> {
  const server = await startServerProcess({ NETLOOM_CONSOLE_DIR: os.tmpdir(), ...settings });
  try {
    const token = await signInAsSuperAdmin(server.url);
    await api(server.url, 'POST', '/api/networks', NETWORK, token);
    const warmup = WARMUP_PER_CLIENT * concurrency;
    const key = (await api(
      server.url,
      'POST',
      '/api/v1/enrollment-keys',
      { tags: ['bench-key'], networks: [NETWORK.netid], uses_remaining: warmup + HOSTS, unlimited: false },
      token,
    )) as { token: string };
    const route = `/api/v1/host/register/${encodeURIComponent(key.token)}`;
    const requests = Array.from({ length: warmup + HOSTS }, (_, index) => agentRequest(index));
    await register(server.url, route, requests.splice(0, warmup), concurrency);
    const cpuBefore = cpuSeconds(server.pid);
    const started = performance.now();
    const samples = await register(server.url, route, requests, concurrency);
    const elapsed = performance.now() - started;
    const settledMs = await untilIdle(server.pid);
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      hostsPerSecond: HOSTS / (elapsed / 1000),
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      serverCpu: cpuSeconds(server.pid) - cpuBefore,
      settledMs,
    };
  } finally {
    await server.stop();
  }
}

function report(concurrency: number, figures: Figures): void {
  const verdict =
    figures.hostsPerSecond >= HOSTS_PER_SECOND_TARGET &&
    (concurrency > P99_TARGET_UP_TO || figures.p99 <= P99_TARGET_MS)
      ? 'within budget'
      : 'OVER BUDGET';
  console.log(
    `  ${String(concurrency).padStart(2)} at a time  ${figures.hostsPerSecond.toFixed(0).padStart(5)} hosts/s` +
      `  p50 ${figures.p50.toFixed(1).padStart(6)} ms  p99 ${figures.p99.toFixed(1).padStart(6)} ms` +
      `  server CPU ${figures.serverCpu.toFixed(1)} s, busy ${(figures.settledMs / 1000).toFixed(1)} s after the last join  (${verdict})`,
  );
}

async function run(
  backend: string,
  database: () => Promise<{ settings: Record<string, string>; release(): Promise<void> } | null>,
) {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\n${backend}: ${HOSTS.toLocaleString('en')} hosts register into one network (load average ${load} on ${os.cpus().length} CPUs)`,
  );
  for (const concurrency of CONCURRENCY) {
    const fresh = await database();
    if (!fresh) return;
    try {
      report(concurrency, await registerAll(fresh.settings, concurrency));
    } finally {
      await fresh.release();
    }
  }
}

console.log(
  `Targets: at least ${HOSTS_PER_SECOND_TARGET} hosts/s at every concurrency; p99 at most ${P99_TARGET_MS} ms per registration up to ${P99_TARGET_UP_TO} at a time.`,
);
await run('SQLite', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-bench-register-'));
  return { settings: { NETLOOM_DATA_DIR: dataDir }, release: () => rm(dataDir, { recursive: true, force: true }) };
});
await run('PostgreSQL', async () => {
  const postgres = await createBenchDatabase();
  return postgres && { settings: { DATABASE_URL: postgres.url }, release: () => postgres.release() };
});
