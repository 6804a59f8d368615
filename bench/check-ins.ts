/**
 * Benchmark: 5,000 hosts checking in every minute with their metrics, while live consoles listen and a
 * console reads, on SQLite and (when available) PostgreSQL. The compiled server runs in its own
 * process; the hosts (50 networks of 100, each host a node of one) are written straight through the
 * store and log in as agents do. Every host sends, once a minute at its own moment of the minute (spread
 * evenly, as agents started at different times are), what the agent sends over HTTP: a `CHECK_IN` with
 * its facts and an `UPDATE_METRICS` with a measurement of each of its 99 peers. Meanwhile a few live
 * streams (`GET /api/v2/events`) stay open, and one client reads what the console reads, one request
 * after another: a network's nodes, the hosts page, the dashboard, and the whole host list. Prints the
 * latency of those reads (target: p99 at most 500 ms), of the reports, and what the server spent.
 * `NETLOOM_BENCH_CHECK_IN_MINUTES` sets how many minutes the load lasts (2 by default).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/store/database';
import { api, signInAsSuperAdmin } from './support/admin-api';
import { onEachBackend } from './support/backends';
import { checkInReport, fleetOf, logInFleet, metricsReport, type FleetHost } from './support/host-fleet';
import { percentile } from './support/measure';
import { seedHostsAndNodes } from './support/seed';
import { startServerProcess } from './support/server-process';

const NETWORKS = 50;
const HOSTS_PER_NETWORK = 100;
const MINUTES = Number(process.env.NETLOOM_BENCH_CHECK_IN_MINUTES ?? 2);
const MINUTE_MS = 60_000;
const LIVE_CONSOLES = 3;
/** A console's reads come one after another, with this pause between them. */
const READ_PAUSE_MS = 100;
const READ_P99_TARGET_MS = 500;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const NETWORK_LIST = Array.from({ length: NETWORKS }, (_, index) => ({
  netid: `fleet-${index}`,
  addressrange: `10.${100 + index}.0.0/24`,
  addressrange6: `fd44:${index.toString(16)}::/64`,
}));
const READS = [
  { label: 'GET /api/nodes/{network}', path: `/api/nodes/${NETWORK_LIST[0].netid}` },
  { label: 'GET /api/v2/host-rows (hosts page)', path: '/api/v2/host-rows?limit=100' },
  { label: 'GET /api/v2/dashboard', path: '/api/v2/dashboard' },
  { label: 'GET /api/hosts (all 5,000)', path: '/api/hosts' },
];

/** CPU seconds a process has used so far (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The hosts and nodes, written through the store while the server runs: its networks exist already. */
async function seed(settings: Record<string, string>): Promise<Omit<FleetHost, 'token'>[]> {
  const db = await openDatabase(loadConfig(settings), { warn: () => undefined });
  try {
    for (const [index, network] of NETWORK_LIST.entries()) {
      await seedHostsAndNodes(db, network, HOSTS_PER_NETWORK, index * HOSTS_PER_NETWORK);
    }
    return await fleetOf(db);
  } finally {
    await db.destroy();
  }
}

/** Latencies of one kind of request, and how many failed. */
class Samples {
  readonly ms: number[] = [];
  failed = 0;
  lastFailure = '';

  async time(request: () => Promise<Response>): Promise<void> {
    const started = performance.now();
    try {
      const response = await request();
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status}: ${body.slice(0, 200)}`);
      this.ms.push(performance.now() - started);
    } catch (error) {
      this.failed += 1;
      this.lastFailure = String(error);
    }
  }

  figures(): string {
    const sorted = [...this.ms].sort((a, b) => a - b);
    if (sorted.length === 0) return `no answer (${this.failed} FAILED: ${this.lastFailure})`;
    const failed = this.failed > 0 ? `, ${this.failed} FAILED (${this.lastFailure})` : '';
    return `p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 0.99).toFixed(1).padStart(7)} ms  (${sorted.length} answered${failed})`;
  }
}

/** A live console: its event stream, open until `signal` aborts; counts the change events heard. */
async function liveConsole(url: string, token: string, signal: AbortSignal): Promise<number> {
  let events = 0;
  try {
    const response = await fetch(`${url}/api/v2/events`, { headers: { Authorization: `Bearer ${token}` }, signal });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      events += decoder.decode(read.value, { stream: true }).split('event: change').length - 1;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  return events;
}

/** Every host sends its check-in and its metrics once a minute, at its own moment: `minutes` minutes. */
async function hostsReport(url: string, fleet: FleetHost[], checkIns: Samples, metrics: Samples): Promise<void> {
  const started = performance.now();
  const pending: Promise<void>[] = [];
  const send = (host: FleetHost, body: unknown) => () =>
    fetch(`${url}/api/v1/fallback/host/${host.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${host.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (let minute = 0; minute < MINUTES; minute++) {
    for (const [index, host] of fleet.entries()) {
      const due = minute * MINUTE_MS + (index * MINUTE_MS) / fleet.length;
      const wait = due - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      pending.push(checkIns.time(send(host, checkInReport(host))));
      pending.push(metrics.time(send(host, metricsReport(host, minute))));
    }
  }
  await sleep(MINUTE_MS / fleet.length);
  await Promise.all(pending);
}

/** What the console reads, one request after another, until `signal` aborts. */
async function consoleReads(url: string, token: string, signal: AbortSignal): Promise<Samples[]> {
  const samples = READS.map(() => new Samples());
  while (!signal.aborted) {
    for (const [index, read] of READS.entries()) {
      await samples[index].time(() => fetch(`${url}${read.path}`, { headers: { Authorization: `Bearer ${token}` } }));
      await sleep(READ_PAUSE_MS);
    }
  }
  return samples;
}

async function publishingRounds(url: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await response.text())
    .split('\n')
    .find((entry) => entry.startsWith('netloom_peer_update_rounds_total'));
  return Number(line?.split(' ')[1] ?? 0);
}

async function run(backend: string, settings: Record<string, string>): Promise<void> {
  const server = await startServerProcess({
    NETLOOM_CONSOLE_DIR: os.tmpdir(),
    NETLOOM_METRICS_TOKEN: METRICS_TOKEN,
    ...settings,
  });
  try {
    const token = await signInAsSuperAdmin(server.url);
    for (const network of NETWORK_LIST) await api(server.url, 'POST', '/api/networks', network, token);
    const fleet = await logInFleet(server.url, await seed(settings));
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\n${backend}: ${fleet.length.toLocaleString('en')} hosts (${NETWORKS} networks of ${HOSTS_PER_NETWORK}) check in with metrics every minute for ${MINUTES} min,` +
        ` ${LIVE_CONSOLES} live consoles (load average ${load} on ${os.cpus().length} CPUs)`,
    );
    const stop = new AbortController();
    const consoles = Array.from({ length: LIVE_CONSOLES }, () => liveConsole(server.url, token, stop.signal));
    const reads = consoleReads(server.url, token, stop.signal);
    const checkIns = new Samples();
    const metrics = new Samples();
    const [cpuBefore, roundsBefore, started] = [
      cpuSeconds(server.pid),
      await publishingRounds(server.url),
      performance.now(),
    ];
    await hostsReport(server.url, fleet, checkIns, metrics);
    const elapsedS = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const rounds = (await publishingRounds(server.url)) - roundsBefore;
    const resident = residentMb(server.pid);
    stop.abort();
    const readSamples = await reads;
    const events = await Promise.all(consoles);

    console.log(`  check-ins                            ${checkIns.figures()}`);
    console.log(`  metrics reports (99 peers each)      ${metrics.figures()}`);
    for (const [index, read] of READS.entries())
      console.log(`  ${read.label.padEnd(36)} ${readSamples[index].figures()}`);
    const all = readSamples.flatMap((samples) => samples.ms).sort((a, b) => a - b);
    const p99 = all.length > 0 ? percentile(all, 0.99) : Number.POSITIVE_INFINITY;
    const verdict = p99 <= READ_P99_TARGET_MS ? 'within budget' : 'OVER BUDGET';
    console.log(
      `  every console read: p99 ${p99.toFixed(1)} ms  (target ${READ_P99_TARGET_MS} ms or less: ${verdict})`,
    );
    console.log(
      `  server: CPU ${cpu.toFixed(0)} s in ${elapsedS.toFixed(0)} s (${((100 * cpu) / elapsedS).toFixed(0)}% of a core),` +
        ` ${rounds} publishing rounds, ${resident.toFixed(0)} MB resident; live events per console: ${events.join(', ')}`,
    );
  } finally {
    await server.stop();
  }
}

await onEachBackend(run);
