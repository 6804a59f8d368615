import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config, type Environment } from '../../src/config';
import { openDatabase } from '../../src/store/database';
import type { Database } from '../../src/store/schema';
import type { Backend, TestDatabase } from './backends';

/** A real server listening on a free local port, plus a store connection to the same database. */
export interface TestServer {
  url: string;
  config: Config;
  db: Database;
  close(): Promise<void>;
}

const NO_CONSOLE_DIR = path.join(os.tmpdir(), 'netloom-test-no-console');

export async function startServer(database: TestDatabase, settings: Environment = {}): Promise<TestServer> {
  const config = loadConfig({
    NETLOOM_LOG_LEVEL: 'silent',
    NETLOOM_CONSOLE_DIR: NO_CONSOLE_DIR,
    ...database.settings,
    ...settings,
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const db = await openDatabase(config, { warn: () => undefined });
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    db,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
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
