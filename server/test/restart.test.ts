import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSE_GRACE_MS } from '../src/app';
import { RESTART_EXIT_CODE } from '../src/restart-exit-code';
import { createSuperAdmin, logIn, SUPER_ADMIN } from './support/accounts';
import { backends, type Backend } from './support/backends';
import { request, type ReachableServer } from './support/http';
import {
  answersStatus,
  exitOf,
  killServer,
  ROOT,
  SERVER_SOURCES_COMMAND,
  spawnServer,
  STARTUP_TIMEOUT,
  untilUp,
  type ServerProcess,
} from './support/server-process';

const SHUTDOWN_TEXT = 'received api call to shutdown server, sending interruption...';

/**
 * Runs `use` with a server process on a fresh database of the backend, then kills whatever is left
 * of its process group and drops the database.
 */
async function withServerProcess(backend: Backend, command: string[], use: (server: ServerProcess) => Promise<void>) {
  const database = await backend.createDatabase();
  const server = await spawnServer(command, database.settings);
  try {
    await use(server);
  } catch (error) {
    console.error(`server output:\n${server.output()}`);
    throw error;
  } finally {
    killServer(server);
    await database.drop();
  }
}

async function shutDown(server: ReachableServer, token: string): Promise<void> {
  const reply = await request(server, 'POST', '/api/server/shutdown', { token });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(reply.text).toBe(SHUTDOWN_TEXT);
}

describe.each(backends)('restarting the server ($name)', (backend) => {
  it(
    'under npm start, says where it runs, and comes back with the same data after POST /api/server/shutdown',
    { timeout: 120_000 },
    () =>
      withServerProcess(backend, ['node', 'scripts/start.mjs'], async (server) => {
        await untilUp(server);
        const port = new URL(server.url).port;
        await expect.poll(() => server.output()).toContain(`Netloom is running at http://127.0.0.1:${port}\n`);
        expect(server.output()).toContain(
          `Hosts are told to reach it at http://localhost:${port}, which works on this machine only: set the address other machines reach it at in the console's Server settings (the first run asks for it).\n`,
        );
        const token = await createSuperAdmin(server);
        const address = `http://192.0.2.10:${port}`;
        expect((await request(server, 'PUT', '/api/v2/server/address', { token, json: { address } })).status).toBe(200);
        await shutDown(server, token);
        await expect.poll(() => server.output(), { timeout: STARTUP_TIMEOUT }).toContain('Restarting the server...');
        await untilUp(server);
        await expect.poll(() => server.output()).toContain(`Hosts are told to reach it at ${address}\n`);
        expect(await logIn(server, SUPER_ADMIN.username, SUPER_ADMIN.password)).toEqual(expect.any(String));
        expect((await request(server, 'GET', '/api/server/getconfig', { token })).status).toBe(200);
        server.child.kill('SIGTERM');
        expect(await exitOf(server.child)).toBe(0);
        expect(await answersStatus(server)).toBe(false);
      }),
  );

  it('stops within seconds on SIGTERM, cutting a request it is reading that never ends', { timeout: 60_000 }, () =>
    withServerProcess(backend, SERVER_SOURCES_COMMAND, async (server) => {
      await untilUp(server);
      const { hostname, port } = new URL(server.url);
      // A body announced but never sent: the request stays in flight, so closing waits for it.
      const stalled = connect(Number(port), hostname);
      await new Promise((connected) => stalled.once('connect', connected));
      stalled.write('POST /api/users/adm/authenticate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
      stalled.write('Content-Length: 100\r\n\r\n{');
      // The server has the request in hand (waiting for its body) well before this second is over.
      await delay(1_000);
      try {
        const stopping = Date.now();
        server.child.kill('SIGTERM');
        expect(await exitOf(server.child)).toBe(0);
        expect(Date.now() - stopping).toBeLessThan(CLOSE_GRACE_MS + 5_000);
        // Cut after the grace, it leaves the 10 s deadline (for anything else that would not end) unused.
        expect(server.output()).not.toContain('closing took over 10 s');
      } finally {
        stalled.destroy();
      }
    }),
  );

  it('run directly, exits with the restart code after POST /api/server/shutdown', { timeout: 60_000 }, () =>
    withServerProcess(
      backend,
      [path.join(ROOT, 'node_modules', '.bin', 'tsx'), 'server/src/main.ts'],
      async (server) => {
        await untilUp(server);
        await shutDown(server, await createSuperAdmin(server));
        expect(await exitOf(server.child)).toBe(RESTART_EXIT_CODE);
        expect(await answersStatus(server)).toBe(false);
      },
    ),
  );
});
