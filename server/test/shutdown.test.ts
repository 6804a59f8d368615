import { beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

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
