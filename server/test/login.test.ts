import { authTokenSchema, decodeJwtPayload, envelopeSchema } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD, addAccount, createSuperAdmin, SUPER_ADMIN } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

const AUTHENTICATE = '/api/users/adm/authenticate';

describe.each(backends)('login ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_LOGIN_RATE_LIMIT: '50' });
  beforeAll(async () => {
    await createSuperAdmin(server());
  });

  it('issues a session token in the envelope Netmaker clients expect', async () => {
    const reply = await request(server(), 'POST', AUTHENTICATE, { json: SUPER_ADMIN, headers: { 'From-Ui': 'true' } });
    expect(reply.status).toBe(200);
    const body = envelopeSchema(authTokenSchema).strict().parse(reply.body);
    expect(body.Code).toBe(200);
    expect(body.Message).toBe('W1R3: Device superadmin Authorized');
    expect(body.Response.UserName).toBe('superadmin');
  });

  it('puts Netmaker claims in the token, valid for the configured 720 minutes', async () => {
    const reply = await request(server(), 'POST', AUTHENTICATE, { json: SUPER_ADMIN });
    const token = (reply.body as { Response: { AuthToken: string } }).Response.AuthToken;
    const claims = decodeJwtPayload(token);
    expect(claims).toMatchObject({
      Role: 'super-admin',
      UserName: 'superadmin',
      TokenType: 'user_id_token',
      RacAutoDisable: false,
      iss: 'Netmaker',
      sub: 'user|superadmin',
    });
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(720 * 60);
    expect(Math.abs(Number(claims?.iat) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('records the time of the last login', async () => {
    const row = await server()
      .db.selectFrom('users')
      .select('last_login_time')
      .where('username', '=', 'superadmin')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.last_login_time ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    [{ username: '', password: 'x' }, 400, "username can't be empty"],
    [{ password: 'x' }, 400, "username can't be empty"],
    [{ username: 'superadmin', password: '' }, 400, "password can't be empty"],
    [{ username: 'superadmin' }, 400, "password can't be empty"],
    [{ username: 'superadmin', password: 'wrong-password' }, 401, 'incorrect credentials'],
    [{ username: 'nobody', password: 'wrong-password' }, 401, 'incorrect credentials'],
    [{ username: 'superadmin', password: 12345 }, 400, 'password: expected string'],
    ['superadmin', 400, 'request body: expected object'],
  ])('refuses %j', async (body, status, message) => {
    const reply = await request(server(), 'POST', AUTHENTICATE, { json: body });
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body).toEqual(errorBody(status, message));
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const reply = await request(server(), 'POST', AUTHENTICATE, { rawJson: "{username: 'superadmin'}" });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(errorBody(400, 'request body is not valid JSON'));
  });

  it('refuses a disabled account once the password is right', async () => {
    await addAccount(server(), 'disabled-user', 'admin');
    await server()
      .db.updateTable('users')
      .set({ account_disabled: 1 })
      .where('username', '=', 'disabled-user')
      .execute();
    const wrong = await request(server(), 'POST', AUTHENTICATE, {
      json: { username: 'disabled-user', password: 'wrong-password' },
    });
    expect(wrong.body).toEqual(errorBody(401, 'incorrect credentials'));
    const right = await request(server(), 'POST', AUTHENTICATE, {
      json: { username: 'disabled-user', password: ACCOUNT_PASSWORD },
    });
    expect(right.status).toBe(401);
    expect(right.body).toEqual(errorBody(401, 'user account disabled'));
  });

  it('keeps service users out of the console but lets them use the API', async () => {
    await addAccount(server(), 'robot', 'service-user');
    const credentials = { username: 'robot', password: ACCOUNT_PASSWORD };
    const fromConsole = await request(server(), 'POST', AUTHENTICATE, {
      json: credentials,
      headers: { 'From-Ui': 'true' },
    });
    expect(fromConsole.status).toBe(401);
    expect(fromConsole.body).toEqual(errorBody(401, 'access denied to dashboard'));
    const fromClient = await request(server(), 'POST', AUTHENTICATE, { json: credentials });
    expect(fromClient.status).toBe(200);
  });

  it('lets auditors and platform users into the console', async () => {
    for (const [username, role] of [
      ['auditor-user', 'auditor'],
      ['platform-person', 'platform-user'],
    ]) {
      await addAccount(server(), username, role);
      const reply = await request(server(), 'POST', AUTHENTICATE, {
        json: { username, password: ACCOUNT_PASSWORD },
        headers: { 'From-Ui': 'true' },
      });
      expect(reply.status).toBe(200);
    }
  });
});

describe.each(backends)('login rate limit ($name)', (backend) => {
  const server = useServer(backend, { NETLOOM_LOGIN_RATE_LIMIT: '3' });
  beforeAll(async () => {
    await request(server(), 'POST', '/api/users/adm/createsuperadmin', { json: SUPER_ADMIN });
  });

  it('refuses a fourth attempt within a minute for the same username and address', async () => {
    const guess = { username: 'superadmin', password: 'guess-password' };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await request(server(), 'POST', AUTHENTICATE, { json: guess })).status).toBe(401);
    }
    const blocked = await request(server(), 'POST', AUTHENTICATE, { json: SUPER_ADMIN });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('content-type')).toMatch(/^application\/json/);
    const body = blocked.body as { Code: number; Message: string; Response: null };
    expect(body.Code).toBe(429);
    expect(body.Response).toBeNull();
    expect(body.Message).toMatch(/^too many login attempts; try again in ([1-9]|[1-5]\d|60) seconds$/);
  });

  it('still lets other usernames from the same address try', async () => {
    const reply = await request(server(), 'POST', AUTHENTICATE, {
      json: { username: 'someone', password: 'guess-password' },
    });
    expect(reply.status).toBe(401);
  });
});
