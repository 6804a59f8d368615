import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends, type TestDatabase } from './support/backends';
import { errorBody, request } from './support/http';
import { startServer, useServer, type TestServer } from './support/server';

async function storedSecret(server: TestServer): Promise<string> {
  const row = await server.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

function sessionToken(secret: string, username: string, expiresAt: number): Promise<string> {
  return new SignJWT({ Role: 'super-admin', UserName: username, TokenType: 'user_id_token', RacAutoDisable: false })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('Netmaker')
    .setSubject(`user|${username}`)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

const now = () => Math.floor(Date.now() / 1000);

describe.each(backends)('sessions ($name)', (backend) => {
  const server = useServer(backend);
  let token: string;
  beforeAll(async () => {
    token = await createSuperAdmin(server());
  });

  async function configWith(authorization: string | undefined) {
    const headers: Record<string, string> = authorization === undefined ? {} : { Authorization: authorization };
    return request(server(), 'GET', '/api/server/getconfig', { headers });
  }

  it('accepts its own token', async () => {
    expect((await configWith(`Bearer ${token}`)).status).toBe(200);
  });

  it('keeps a 64-character base32 signing secret in the database', async () => {
    expect(await storedSecret(server())).toMatch(/^[A-Z2-7]{64}$/);
  });

  it.each([
    [undefined, 'authorization required: send the header "Authorization: Bearer <token>"'],
    ['Bearer', 'malformed authorization header: expected "Bearer <token>"'],
    ['Token abc', 'malformed authorization header: expected "Bearer <token>"'],
    ['Bearer a b', 'malformed authorization header: expected "Bearer <token>"'],
    ['Bearer not-a-jwt', 'invalid token; log in again'],
  ])('refuses the authorization header %j', async (authorization, message) => {
    const reply = await configWith(authorization);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(errorBody(401, message));
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, Role: 'admin', exp: now() + 999_999 })).toString(
      'base64url',
    );
    const reply = await configWith(`Bearer ${header}.${forged}.${signature}`);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(errorBody(401, 'invalid token; log in again'));
  });

  it('refuses a token signed with another secret', async () => {
    const reply = await configWith(`Bearer ${await sessionToken('A'.repeat(64), 'superadmin', now() + 3600)}`);
    expect(reply.body).toEqual(errorBody(401, 'invalid token; log in again'));
  });

  it('refuses an expired token', async () => {
    const expired = await sessionToken(await storedSecret(server()), 'superadmin', now() - 10);
    const reply = await configWith(`Bearer ${expired}`);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(errorBody(401, 'session expired; log in again'));
  });

  it('accepts a token it did not issue itself when signed with its secret', async () => {
    const crafted = await sessionToken(await storedSecret(server()), 'superadmin', now() + 3600);
    expect((await configWith(`Bearer ${crafted}`)).status).toBe(200);
  });

  it('refuses the token of a user who no longer exists', async () => {
    const leaverToken = await addAccount(server(), 'leaver', 'admin');
    await server().db.deleteFrom('users').where('username', '=', 'leaver').execute();
    const reply = await configWith(`Bearer ${leaverToken}`);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(errorBody(401, 'user leaver no longer exists'));
  });

  it('refuses the token of a user disabled after logging in', async () => {
    const pausedToken = await addAccount(server(), 'paused', 'admin');
    await server().db.updateTable('users').set({ account_disabled: 1 }).where('username', '=', 'paused').execute();
    const reply = await configWith(`Bearer ${pausedToken}`);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual(errorBody(401, 'user account disabled'));
  });

  it('reads the role from the database on every call, not from the token', async () => {
    const demotedToken = await addAccount(server(), 'demoted', 'admin');
    const network = { netid: 'before', addressrange: '10.50.0.0/24' };
    expect((await request(server(), 'POST', '/api/networks', { token: demotedToken, json: network })).status).toBe(200);
    await server()
      .db.updateTable('users')
      .set({ platform_role_id: 'platform-user' })
      .where('username', '=', 'demoted')
      .execute();
    const reply = await request(server(), 'POST', '/api/networks', {
      token: demotedToken,
      json: { netid: 'after', addressrange: '10.51.0.0/24' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(errorBody(403, 'only admins can create networks'));
  });
});

describe.each(backends)('restarts ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.createDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('keeps the signing secret, so tokens issued before a restart still work after it', async () => {
    const first = await startServer(database);
    const token = await createSuperAdmin(first);
    const secret = await storedSecret(first);
    await first.close();

    const second = await startServer(database);
    try {
      expect(await storedSecret(second)).toBe(secret);
      const reply = await request(second, 'GET', '/api/server/getconfig', { token });
      expect(reply.status).toBe(200);
      expect((await request(second, 'GET', '/api/users/adm/hassuperadmin')).text).toBe('true');
    } finally {
      await second.close();
    }
  });
});
