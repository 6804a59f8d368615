import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppContext } from '../../src/app-context';
import type { ApiRoute } from '../../src/http/api-fallbacks';
import { loadConfig, type Config, type Environment } from '../../src/config';
import { openDatabase } from '../../src/store/database';
import type { Database } from '../../src/store/schema';
import type { Backend, TestDatabase } from './backends';

/** A real server listening on a free local port, plus a store connection to the same database. */
export interface TestServer {
  url: string;
  config: Config;
  db: Database;
  /** What the running server's routes use: its own database connection, its MQTT client... */
  context: AppContext;
  /** Every API route the server answers. */
  apiRoutes: ApiRoute[];
  /** How many restarts the server has asked for (POST /api/server/shutdown). */
  restartRequests(): number;
  /** Closes the server and the store connection; closing again is harmless. */
  close(): Promise<void>;
}

/** A console folder that doesn't exist, so servers under test answer with the "not built" note. */
export const NO_CONSOLE_DIR = path.join(os.tmpdir(), 'netloom-test-no-console');

export async function startServer(database: TestDatabase, settings: Environment = {}): Promise<TestServer> {
  const config = loadConfig({
    NETLOOM_LOG_LEVEL: 'silent',
    NETLOOM_CONSOLE_DIR: NO_CONSOLE_DIR,
    // As it listens: on loopback only.
    NETLOOM_HOST: '127.0.0.1',
    // Servers under test run side by side: each answers STUN on free ports.
    NETLOOM_STUN_PORT: '0',
    ...database.settings,
    ...settings,
  });
  let restartRequests = 0;
  const { app, context, apiRoutes } = await buildApp(config, () => {
    restartRequests += 1;
  });
  // A free port, unless the settings name one (a replica tells the others its address before it listens).
  await app.listen({ host: '127.0.0.1', port: settings.NETLOOM_PORT ? config.port : 0 });
  const { port } = app.server.address() as AddressInfo;
  const db = await openDatabase(config, { warn: () => undefined });
  let closing: Promise<void> | undefined;
  return {
    url: `${config.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    config,
    db,
    context,
    apiRoutes,
    restartRequests: () => restartRequests,
    close() {
      closing ??= app.close().then(() => db.destroy());
      return closing;
    },
  };
}

/** Runs `use` with a server on a fresh database of the backend, then closes the server and drops the database. */
export async function withServer<T>(
  backend: Backend,
  settings: Environment,
  use: (server: TestServer, database: TestDatabase) => Promise<T>,
): Promise<T> {
  const database = await backend.createDatabase();
  try {
    const server = await startServer(database, settings);
    try {
      return await use(server, database);
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
  }
}

/** One server on a fresh database of the backend for the enclosing describe block. */
export function useServer(backend: Backend, settings: Environment = {}): () => TestServer {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await backend.createDatabase();
    server = await startServer(database, settings);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });
  return () => {
    if (!server) throw new Error('the test server is not running');
    return server;
  };
}
