/**
 * Benchmark: the server's STUN responder under 1,000 hosts re-probing. The compiled server runs in its
 * own process on a fresh SQLite database; 1,000 UDP sockets stand for the hosts. Prints how long a burst
 * of every host asking both ports at once takes to be answered, and the most requests per second it
 * answers with every host asking again as soon as it has its answer, with the server's CPU time.
 */
import { stunBindingRequest, stunMappedEndpoint } from '@netloom/contract';
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './support/server-process';

const HOSTS = 1_000;
const SUSTAINED_MS = 5_000;
const BURST_TARGET_MS = 1_000;
/** Agents ask every 30 s whether their public address changed (one request): what 1,000 hosts send at rest. */
const AT_REST_PER_SECOND = HOSTS / 30;

function bind(port = 0): Promise<Socket> {
  const socket = createSocket('udp4');
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve(socket));
  });
}

/** Two free UDP ports one after the other, for the responder's pair. */
async function freePortPair(): Promise<number> {
  for (;;) {
    const first = await bind();
    const port = first.address().port;
    const second = await bind(port + 1).catch(() => null);
    first.close();
    second?.close();
    if (second && port < 65534) return port;
  }
}

/** CPU time (user and system) the process has used, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Agents send a request again after these waits (ms) until answered (`agent/src/nat/stun-client.ts`). */
const RETRIES_MS = [200, 500, 1000];

/**
 * Sends a request from `socket` to `port` as an agent does, again while unanswered, and resolves when
 * its answer comes (or 500 ms after the last try, with false).
 */
function ask(socket: Socket, port: number): Promise<boolean> {
  const id = randomBytes(12);
  const request = stunBindingRequest(id);
  return new Promise((resolve) => {
    let waited = 0;
    const timers = RETRIES_MS.map((wait) =>
      setTimeout(() => socket.send(request, port, '127.0.0.1'), (waited += wait)),
    );
    timers.push(setTimeout(() => done(false), waited + 500));
    const onMessage = (message: Buffer) => {
      if (stunMappedEndpoint(message, id)) done(true);
    };
    function done(answered: boolean) {
      timers.forEach(clearTimeout);
      socket.off('message', onMessage);
      resolve(answered);
    }
    socket.on('message', onMessage);
    socket.send(request, port, '127.0.0.1');
  });
}

const port = await freePortPair();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'netloom-stun-'));
const server = await startServerProcess({ NETLOOM_DATA_DIR: dataDir, NETLOOM_STUN_PORT: String(port) });
const hosts = await Promise.all(Array.from({ length: HOSTS }, () => bind()));
try {
  // Warm up: every host once.
  await Promise.all(hosts.map((socket) => ask(socket, port)));

  let cpuBefore = cpuMs(server.pid);
  let started = performance.now();
  const burst = await Promise.all(hosts.flatMap((socket) => [ask(socket, port), ask(socket, port + 1)]));
  const burstMs = performance.now() - started;
  const burstCpuMs = cpuMs(server.pid) - cpuBefore;
  const burstAnswered = burst.filter(Boolean).length;

  let answers = 0;
  let stop = false;
  cpuBefore = cpuMs(server.pid);
  started = performance.now();
  setTimeout(() => (stop = true), SUSTAINED_MS);
  await Promise.all(
    hosts.map(async (socket, index) => {
      while (!stop) if (await ask(socket, port + (index % 2))) answers += 1;
    }),
  );
  const elapsedMs = performance.now() - started;
  const perSecond = (answers * 1000) / elapsedMs;
  const cpuShare = (cpuMs(server.pid) - cpuBefore) / elapsedMs;

  console.log(
    `\nThe STUN responder, ${HOSTS} hosts on one machine (${os.cpus().length} CPUs, Node.js ${process.version})`,
  );
  const within = burstMs <= BURST_TARGET_MS ? 'within budget' : 'OVER BUDGET';
  console.log(
    `  every host asking both ports at once (asking again like agents do): ${burstAnswered} of ${burst.length} answered in ${burstMs.toFixed(0)} ms, ${burstCpuMs.toFixed(0)} ms of server CPU (target ${BURST_TARGET_MS} ms or less: ${within})`,
  );
  console.log(
    `  asking again as soon as answered: ${perSecond.toFixed(0)} requests/s over ${(elapsedMs / 1000).toFixed(1)} s, server CPU ${(cpuShare * 100).toFixed(0)} % of one core`,
  );
  console.log(
    `  at rest (${AT_REST_PER_SECOND.toFixed(0)} requests/s from ${HOSTS} hosts asking every 30 s): about ${((cpuShare * AT_REST_PER_SECOND * 100) / perSecond).toFixed(2)} % of one core`,
  );
} finally {
  for (const socket of hosts) socket.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
