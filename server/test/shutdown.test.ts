import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { startServer, useServer } from './support/server';
import { CLOSE_GRACE_MS } from '../src/app';

describe.each(backends)('server shutdown ($name)', (backend) => {
  const server = useServer(backend);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.superAdmin = await createSuperAdmin(server());
    tokens.admin = await addAccount(server(), 'plain-admin', 'admin');
    tokens.member = await addAccount(server(), 'member', 'platform-user', ['global-network-admin-grp']);
    tokens.auditor = await addAccount(server(), 'auditor', 'auditor');
  });

  it('refuses a caller without a token', async () => {
    const reply = await request(server(), 'POST', '/api/server/shutdown');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(
      errorBody(401, 'authorization required: send the header "Authorization: Bearer <token>"'),
    );
    expect(server().restartRequests()).toBe(0);
  });

  it('refuses everyone but the super-admin', async () => {
    for (const name of ['admin', 'member']) {
      const reply = await request(server(), 'POST', '/api/server/shutdown', { token: tokens[name] });
      expect(reply.status).toBe(403);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.body).toEqual(errorBody(403, 'only a super-admin can shut down the server'));
    }
    const auditor = await request(server(), 'POST', '/api/server/shutdown', { token: tokens.auditor });
    expect(auditor.status).toBe(403);
    expect(auditor.body).toEqual(errorBody(403, 'auditors have read-only access'));
    expect(server().restartRequests()).toBe(0);
  });

  it('answers the super-admin in plain text, then asks for a restart', async () => {
    const reply = await request(server(), 'POST', '/api/server/shutdown', { token: tokens.superAdmin });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(reply.text).toBe('received api call to shutdown server, sending interruption...');
    await expect.poll(() => server().restartRequests()).toBe(1);
  });

  it('answers other methods with a 405 envelope', async () => {
    const reply = await request(server(), 'GET', '/api/server/shutdown', { token: tokens.superAdmin });
    expect(reply.status).toBe(405);
    expect(reply.body).toEqual(errorBody(405, 'method GET is not allowed on /api/server/shutdown; use POST'));
  });
});

describe.each(backends)('closing with connections left open ($name)', (backend) => {
  it('closes within seconds though a live stream was dropped by its client and a connection never sent a request', async () => {
    const database = await backend.createDatabase();
    try {
      const server = await startServer(database);
      const token = await createSuperAdmin(server);
      const aborted = new AbortController();
      const stream = await fetch(`${server.url}/api/v2/events`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: aborted.signal,
      });
      expect(stream.status).toBe(200);
      aborted.abort();
      const { port } = new URL(server.url);
      const silent = connect(Number(port), '127.0.0.1');
      await once(silent, 'connect');
      await setTimeout(500);
      const started = Date.now();
      await server.close();
      expect(Date.now() - started).toBeLessThan(CLOSE_GRACE_MS + 2000);
      silent.destroy();
    } finally {
      await database.drop();
    }
  }, 30_000);
});
