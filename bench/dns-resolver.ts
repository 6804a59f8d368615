/**
 * Benchmark: the agent's DNS responder with 10,000 names. The responder runs in its own process (this
 * file, started again with `responder`), as in the agent, on 127.0.0.1; clients here keep several
 * queries in flight over UDP for a few seconds (names that exist, AAAA of names without one, unknown
 * names). Prints the answers per second with the responder's CPU, and the memory the zone of 10,000
 * names adds to the agent (heap after a full GC, and resident), next to their goals.
 */
import type { HostDnsEntry } from '@netloom/contract';
import { spawn } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { encode, RECURSION_DESIRED } from 'dns-packet';
import { DnsResponder } from '../agent/src/dns/dns-responder';
import { DnsZone } from '../agent/src/dns/dns-zone';

const NAMES = 10_000;
const CLIENTS = 8;
const IN_FLIGHT_PER_CLIENT = 4;
const SUSTAINED_MS = 5_000;
const MEMORY_GOAL_MB = 5;
/**
 * A host's own lookups are a few per second, a gateway's remote-access clients' hundreds at their
 * busiest: the goal leaves ten times that.
 */
const ANSWERS_GOAL_PER_SECOND = 5_000;

/** What the responder process tells the benchmark, as one JSON line once it answers. */
interface ResponderReady {
  names: number;
  /** Heap the zone adds beyond the update it is built from (their strings are shared). */
  zoneHeapMb: number;
  /** Heap the 10,000 names add in all: the update's entries and the zone. */
  namesHeapMb: number;
  /** Resident memory they add, right after building: with garbage pages V8 gives back on its own schedule. */
  namesRssMb: number;
  buildMs: number;
}

/**
 * The names of a network of `count` hosts as they arrive in an update (parsed from JSON):
 * `<prefix>-<n>.bench`, a v4 address each, a v6 one for half.
 */
function entries(count: number, prefix = 'host'): HostDnsEntry[] {
  const list = Array.from({ length: count }, (_, index) => ({
    name: `${prefix}-${index}.bench`,
    network: 'bench',
    address: `10.64.${index >> 8}.${index & 255}`,
    address6: index % 2 === 0 ? `fd64::${index.toString(16)}` : '',
  }));
  return JSON.parse(JSON.stringify(list)) as HostDnsEntry[];
}

function zoneOf(list: HostDnsEntry[]): DnsZone {
  return new DnsZone({
    entries: list,
    networks: [{ name: 'bench', ranges: ['10.64.0.0/16', 'fd64::/64'] }],
    nameservers: [],
    local: ['10.64.0.1'],
  });
}

function megabytes(bytes: number): number {
  return bytes / 1024 / 1024;
}

/** In the responder process: builds the zone, measuring what it adds, and answers until killed. */
async function runResponder(port: number): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  /** Memory once garbage is gone: full collections, with time for V8's helper threads to finish sweeping. */
  const settled = async () => {
    for (let round = 0; round < 3; round++) {
      gc();
      await new Promise((done) => setTimeout(done, 50));
    }
    return process.memoryUsage();
  };
  // A zone of the same size first, thrown away, so that the code is compiled before measuring.
  zoneOf(entries(NAMES, 'warm-up'));
  const empty = await settled();
  const update = entries(NAMES);
  const withUpdate = await settled();
  const started = performance.now();
  const zone = zoneOf(update);
  const buildMs = performance.now() - started;
  const withZone = await settled();
  const responder = new DnsResponder({ port });
  responder.serve(zone);
  await responder.listen(['127.0.0.1']);
  if (responder.problems.length > 0) throw new Error(responder.problems.join('; '));
  const ready: ResponderReady = {
    // The update is still held when the zone is measured, as the agent holds its latest update.
    names: update.length,
    zoneHeapMb: megabytes(withZone.heapUsed - withUpdate.heapUsed),
    namesHeapMb: megabytes(withZone.heapUsed - empty.heapUsed),
    namesRssMb: megabytes(withZone.rss - empty.rss),
    buildMs,
  };
  console.log(JSON.stringify(ready));
}

/** A UDP port free on 127.0.0.1 (for TCP too, which the responder also binds). */
function freePort(): Promise<number> {
  const socket = createSocket('udp4');
  return new Promise((resolve) =>
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    }),
  );
}

/** CPU time (user and system) a process has used, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The i-th query of a mix: 70 % existing names (A), 20 % AAAA (half have none), 10 % unknown names. */
function queryBytes(index: number): Buffer {
  const host = (index * 7919) % NAMES;
  const kind = index % 10;
  const name = kind === 9 ? `nobody-${host}.bench` : `host-${host}.bench`;
  const type = kind >= 7 && kind < 9 ? 'AAAA' : 'A';
  return encode({ type: 'query', id: index & 0xffff, flags: RECURSION_DESIRED, questions: [{ type, name }] });
}

/** One client: a socket keeping `IN_FLIGHT_PER_CLIENT` queries out until `stopAt`, sending one more per answer. */
function client(port: number, stopAt: number, offset: number): Promise<number> {
  const socket: Socket = createSocket('udp4');
  let answers = 0;
  let sent = offset;
  return new Promise((resolve) => {
    const send = () => socket.send(queryBytes(sent++), port, '127.0.0.1');
    // A lost datagram would stall its slot: every 200 ms a slot is started again if nothing came back.
    let lastAnswers = 0;
    const watchdog = setInterval(() => {
      if (answers === lastAnswers) for (let slot = 0; slot < IN_FLIGHT_PER_CLIENT; slot++) send();
      lastAnswers = answers;
    }, 200);
    socket.on('message', () => {
      answers += 1;
      if (performance.now() < stopAt) send();
    });
    socket.bind(0, '127.0.0.1', () => {
      for (let slot = 0; slot < IN_FLIGHT_PER_CLIENT; slot++) send();
    });
    setTimeout(
      () => {
        clearInterval(watchdog);
        socket.close();
        resolve(answers);
      },
      stopAt - performance.now() + 100,
    );
  });
}

if (process.argv[2] === 'responder') {
  await runResponder(Number(process.argv[3]));
} else {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'responder', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`the responder exited (${code})`)));
    });
    const ready = JSON.parse(line) as ResponderReady;

    // Warm up, then measure.
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => client(port, performance.now() + 500, index * 1000)),
    );
    const cpuBefore = cpuMs(child.pid!);
    const started = performance.now();
    const counts = await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => client(port, started + SUSTAINED_MS, index * 100_000)),
    );
    const elapsedMs = performance.now() - started;
    const perSecond = (counts.reduce((sum, count) => sum + count, 0) * 1000) / elapsedMs;
    const cpuShare = (cpuMs(child.pid!) - cpuBefore) / elapsedMs;

    const verdict = (within: boolean) => (within ? 'within budget' : 'OVER BUDGET');
    console.log(
      `\nThe agent's DNS responder, ${ready.names.toLocaleString('en')} names (${os.cpus().length} CPUs, Node.js ${process.version})`,
    );
    console.log(
      `  UDP answers, ${CLIENTS} clients with ${IN_FLIGHT_PER_CLIENT} queries each in flight for ${(elapsedMs / 1000).toFixed(1)} s: ${Math.round(perSecond).toLocaleString('en')}/s (goal ${ANSWERS_GOAL_PER_SECOND.toLocaleString('en')}/s or more: ${verdict(perSecond >= ANSWERS_GOAL_PER_SECOND)}), responder CPU ${(cpuShare * 100).toFixed(0)} % of one core: about ${Math.round(perSecond / cpuShare).toLocaleString('en')}/s per core`,
    );
    console.log(
      `  memory the ${ready.names.toLocaleString('en')} names add: heap ${ready.namesHeapMb.toFixed(2)} MB (the update's entries and the zone; the zone alone ${ready.zoneHeapMb.toFixed(2)} MB) (goal ${MEMORY_GOAL_MB} MB or less: ${verdict(ready.namesHeapMb <= MEMORY_GOAL_MB)}); resident ${ready.namesRssMb.toFixed(1)} MB right after building (with the garbage of building, which V8 gives back later)`,
    );
    console.log(`  building the zone from the update: ${ready.buildMs.toFixed(0)} ms`);
  } finally {
    child.kill();
  }
}
