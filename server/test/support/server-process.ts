import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import type { Environment } from '../../src/config';
import { request, type ReachableServer } from './http';
import { unusedPort } from './ports';
import { NO_CONSOLE_DIR } from './server';

/** The repository's root, where `npm start` runs. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');
/** How long a server process may take to answer once started. */
export const STARTUP_TIMEOUT = 30_000;

/** The server's sources run by one `node` process (tsx as its loader), so a signal sent to it reaches the server itself. */
export const SERVER_SOURCES_COMMAND = [process.execPath, '--import', 'tsx', 'server/src/main.ts'];

/** A server run as its own process, as a user runs it. */
export interface ServerProcess extends ReachableServer {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
}

/**
 * Starts `command` in the repository's root as a server on `port` (a free local one unless given), with
 * `settings` added to its environment; it logs at `info` unless `settings` say otherwise.
 */
export async function spawnServer(command: string[], settings: Environment, port?: number): Promise<ServerProcess> {
  port ??= await unusedPort();
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    // Its own process group, so a failed test can stop the server behind the start script too.
    detached: true,
    env: {
      ...process.env,
      ...settings,
      NETLOOM_HOST: '127.0.0.1',
      NETLOOM_PORT: String(port),
      NETLOOM_LOG_LEVEL: settings.NETLOOM_LOG_LEVEL ?? 'info',
      NETLOOM_CONSOLE_DIR: NO_CONSOLE_DIR,
      NETLOOM_STUN_PORT: '0',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

/** True when the server answers GET /api/server/status with 200. */
export async function answersStatus(server: ReachableServer): Promise<boolean> {
  try {
    return (await request(server, 'GET', '/api/server/status')).status === 200;
  } catch {
    return false;
  }
}

/** Waits until the server answers its status (30 s at most); fails at once when its process exits first. */
export async function untilUp(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT;
  while (!(await answersStatus(server))) {
    const { exitCode } = server.child;
    if (exitCode !== null) throw new Error(`the server exited with code ${exitCode} before answering`);
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${STARTUP_TIMEOUT / 1000} s`);
    await setTimeout(200);
  }
}

/** The process's exit code once it has exited (null when a signal ended it). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return once(child, 'exit').then(([code]) => code as number | null);
}

/** Sends SIGKILL to the server's whole process group; harmless when it has already exited. */
export function killServer(server: ServerProcess): void {
  try {
    if (server.child.pid) process.kill(-server.child.pid, 'SIGKILL');
  } catch {
    // The whole group has already exited.
  }
}
