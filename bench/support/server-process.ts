import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { setupCodeIn } from '../../e2e/support/netloom';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The compiled server `npm start` runs (scripts/server-build.mjs builds it when it is stale). */
const SERVER_BUNDLE = path.join(ROOT, 'server', 'dist', 'main.mjs');
/** The Node.js options `npm start` runs the server with. */
const SERVER_NODE_OPTIONS = JSON.parse(
  readFileSync(path.join(ROOT, 'scripts', 'server-node-options.json'), 'utf8'),
) as string[];

/** Builds the compiled server when it is missing or older than its sources. */
function ensureServerBuilt(): void {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'server-build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server build failed');
}

async function freePort(): Promise<number> {
  const listener = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  const { port } = listener.address() as AddressInfo;
  await new Promise((resolve) => listener.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Milliseconds from starting the process until it answered its health check. */
  startupMs: number;
  /** The setup code it printed for its first account (it listens beyond this machine); null when none. */
  setupCode(): string | null;
  stop(): Promise<void>;
}

/**
 * The real server in its own process (as `npm start` runs it) on 127.0.0.1 (or every address, see
 * `apiHostAddress`) and a free port (or `settings.NETLOOM_PORT`), so the benchmark's client doesn't share
 * its event loop. Resolves once it answers its health check.
 */
export async function startServerProcess(
  settings: Record<string, string>,
  /** The address hosts reach the server at: it then listens on every address and tells them that one. */
  apiHostAddress?: string,
): Promise<ServerProcess> {
  ensureServerBuilt();
  const port = settings.NETLOOM_PORT ? Number(settings.NETLOOM_PORT) : await freePort();
  const reachable = apiHostAddress
    ? { NETLOOM_HOST: '0.0.0.0', NETLOOM_API_HOST: `http://${apiHostAddress}:${port}` }
    : {};
  const started = performance.now();
  // With the options scripts/start.mjs gives it: source maps cost memory, and `npm start` pays it.
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUNDLE], {
    env: {
      ...process.env,
      NETLOOM_HOST: '127.0.0.1',
      NETLOOM_PORT: String(port),
      NETLOOM_LOG_LEVEL: 'warn',
      NETLOOM_STUN_PORT: '0',
      ...reachable,
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/server/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    url,
    pid: child.pid!,
    startupMs: performance.now() - started,
    setupCode: () => setupCodeIn(output),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
