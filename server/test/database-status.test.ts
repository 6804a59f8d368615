import { describe, expect, it } from 'vitest';
import type { Backend, TestDatabase } from './support/backends';
import { backends } from './support/backends';
import { withServer, type TestServer } from './support/server';
import { readStatus } from './support/status';

/**
 * Takes the database away from a running server. PostgreSQL drops it under the server's connections.
 * An open SQLite file keeps working even when deleted, so there the server's connection is closed.
 */
async function loseDatabase(backend: Backend, server: TestServer, database: TestDatabase): Promise<void> {
  if (backend.name === 'postgres') await database.drop();
  else await server.context.db.destroy();
}

describe.each(backends)('database status ($name)', (backend) => {
  it('is reported down once the database is lost, and the status still answers', async () => {
    await withServer(backend, {}, async (server, database) => {
      expect((await readStatus(server)).db_connected).toBe(true);
      await loseDatabase(backend, server, database);
      expect((await readStatus(server)).db_connected).toBe(false);
    });
  });
});
