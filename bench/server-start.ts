/**
 * Benchmark: the compiled server as `npm start` runs it, on a fresh SQLite database each run. Prints
 * the cold start (from starting the process until its health check answers 200) and the resident
 * memory once it has idled, next to the targets.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './support/console-browser';
import { startServerProcess } from './support/server-process';

const RUNS = 3;
const IDLE_MS = 20_000;
const COLD_START_TARGET_MS = 1_000;
const IDLE_RSS_TARGET_MB = 120;

/** The resident memory of a process in MB, as the kernel counts it. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
}

const starts: number[] = [];
const memory: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'netloom-start-'));
  const server = await startServerProcess({ NETLOOM_DATA_DIR: dataDir });
  try {
    starts.push(server.startupMs);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    memory.push(residentMb(server.pid));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nThe compiled server on a fresh SQLite database (${os.cpus().length} CPUs, Node.js ${process.version})`);
/** A figure next to its target. */
function line(what: string, value: number, unit: string, target: number): string {
  const within = value <= target ? 'within budget' : 'OVER BUDGET';
  return `  ${what.padEnd(44)} ${value.toFixed(0).padStart(5)} ${unit}  (target ${target} ${unit} or less: ${within})`;
}

console.log(line(`cold start to the first 200 (median of ${RUNS})`, median(starts), 'ms', COLD_START_TARGET_MS));
console.log(line(`resident memory after ${IDLE_MS / 1000} s idle (median)`, median(memory), 'MB', IDLE_RSS_TARGET_MB));
console.log(
  `  (starts ${starts.map((ms) => ms.toFixed(0)).join(', ')} ms; memory ${memory.map((mb) => mb.toFixed(0)).join(', ')} MB)`,
);
