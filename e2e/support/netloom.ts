import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
/** The Node.js options `npm start` runs the server with. */
const SERVER_NODE_OPTIONS = JSON.parse(
  readFileSync(join(root, 'scripts', 'server-node-options.json'), 'utf8'),
) as string[];

/** The setup code a server printed for its first account (it listens beyond its machine); null when none. */
export function setupCodeIn(output: string): string | null {
  return /the setup code ([A-Z2-7-]+)/.exec(output)?.[1] ?? null;
}

export interface NetloomOptions {
  /** Extra server settings, e.g. `{ NETLOOM_EDITION: 'community' }`. */
  env?: Record<string, string>;
  /** Serve the hosted-variant console build instead of the self-hosted one. */
  hosted?: boolean;
  /** The address hosts reach the server at (its API host, with the server's port); loopback when unset. */
  apiHostAddress?: string;
  /** The port to listen on (a replica whose address the others are told beforehand); a free one when unset. */
  port?: number;
}

/** A real Netloom server on its own port and its own fresh SQLite data folder. */
export interface Netloom {
  url: string;
  /** The setup code the running server printed for its first account; null when it printed none. */
  setupCode(): string | null;
  /** Stops the process; the data folder stays, so `start()` brings the same server back. */
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stops the process and removes its data. */
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function waitUntilUp(url: string, process: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`the server exited with ${process.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/server/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`the server did not answer within 30 s:\n${output()}`);
}

export async function startNetloom(options: NetloomOptions = {}): Promise<Netloom> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'netloom-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NETLOOM_PORT: String(port),
    NETLOOM_HOST: '127.0.0.1',
    NETLOOM_DATA_DIR: dataDir,
    NETLOOM_LOG_LEVEL: 'warn',
    // Browser tests sign in far more often than people do; the login limit itself is tested in the API suite.
    NETLOOM_LOGIN_RATE_LIMIT: '1000',
    // Servers under test run side by side: each answers STUN on free ports, which hosts are told.
    NETLOOM_STUN_PORT: '0',
    NETLOOM_CONSOLE_DIR: join(root, 'console', options.hosted ? 'dist-hosted' : 'dist'),
    ...(options.apiHostAddress ? { NETLOOM_API_HOST: `http://${options.apiHostAddress}:${port}` } : {}),
    ...options.env,
  };
  let child: ChildProcess | null = null;
  let output = '';

  async function start() {
    output = '';
    const started = spawn(process.execPath, [...SERVER_NODE_OPTIONS, join(root, 'server', 'dist', 'main.mjs')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child = started;
    await waitUntilUp(url, started, () => output);
  }

  async function end(signal: NodeJS.Signals) {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((done) => {
      running.once('exit', () => done());
      running.kill(signal);
    });
  }
  const stop = () => end('SIGTERM');

  await start();
  return {
    url,
    setupCode: () => setupCodeIn(output),
    start,
    stop,
    kill: () => end('SIGKILL'),
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
