import { apiTokenSchema, createdApiTokenSchema, envelopeSchema, type CreatedApiToken } from '@netloom/contract';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addAccount, createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { errorBody, request } from './support/http';
import { useServer } from './support/server';

const OWN = '/api/v2/users/self/tokens';
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const tokenList = envelopeSchema(z.array(apiTokenSchema));

describe.each(backends)('personal API tokens ($name)', (backend) => {
  const server = useServer(backend);
  let admin: string;
  let user: string;
  beforeAll(async () => {
    admin = await createSuperAdmin(server());
    user = await addAccount(server(), 'tess', 'platform-user');
  });

  async function makeToken(session: string, name: string, expiresAt = inDays(30)): Promise<CreatedApiToken> {
    const reply = await request(server(), 'POST', OWN, { token: session, json: { name, expires_at: expiresAt } });
    expect(reply.status, reply.text).toBe(200);
    return envelopeSchema(createdApiTokenSchema).parse(reply.body).Response;
  }

  async function listed(session: string, path = OWN) {
    const reply = await request(server(), 'GET', path, { token: session });
    expect(reply.status, reply.text).toBe(200);
    return tokenList.parse(reply.body).Response;
  }

  it('acts with its owner’s rights: an admin’s token makes a network, a user’s is refused an admin route', async () => {
    const adminToken = await makeToken(admin, 'deploy');
    expect(adminToken.token).toMatch(/^nlt_[A-Z2-7]{52}$/);
    const created = await request(server(), 'POST', '/api/networks', {
      token: adminToken.token,
      json: { netid: 'scripted', addressrange: '10.91.0.0/24' },
    });
    expect(created.status, created.text).toBe(200);

    const userToken = await makeToken(user, 'reports');
    const refused = await request(server(), 'GET', '/api/users', { token: userToken.token });
    expect(refused.status).toBe(403);
    expect((await request(server(), 'GET', OWN, { token: userToken.token })).status).toBe(200);
  });

  it('cannot make another API token: a leaked one mints no replacement', async () => {
    const scripted = await makeToken(user, 'minter');
    const minted = await request(server(), 'POST', OWN, {
      token: scripted.token,
      json: { name: 'replacement', expires_at: inDays(30) },
    });
    expect(minted.body).toEqual(
      errorBody(403, 'an API token cannot make API tokens; sign in to the console to make one'),
    );
  });

  it('shows the secret only when made, keeps only its SHA-256, and records the last use', async () => {
    const made = await makeToken(user, 'ci');
    expect(made).toMatchObject({ username: 'tess', name: 'ci', last_used_at: null });
    const listedToken = (await listed(user)).find((token) => token.id === made.id);
    expect(listedToken).toEqual({ ...made, token: undefined });
    expect(JSON.stringify(await listed(user))).not.toContain(made.token);

    const row = await server()
      .db.selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(Object.values(row).some((value) => String(value).includes(made.token.slice(4)))).toBe(false);
    expect(row.secret_hash).toBe(createHash('sha256').update(made.token).digest('hex'));

    expect((await request(server(), 'GET', '/api/networks', { token: made.token })).status).toBe(200);
    const used = (await listed(user)).find((token) => token.id === made.id);
    expect(Date.parse(used?.last_used_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a revoked token and an expired one with a 401 saying which', async () => {
    const revoked = await makeToken(user, 'old-laptop');
    expect((await request(server(), 'DELETE', `${OWN}/${revoked.id}`, { token: user })).status).toBe(200);
    const afterRevoke = await request(server(), 'GET', OWN, { token: revoked.token });
    expect(afterRevoke.status).toBe(401);
    expect((afterRevoke.body as { Message: string }).Message).toMatch(/^API token "old-laptop" was revoked at /);
    expect((await listed(user)).map((token) => token.name)).not.toContain('old-laptop');

    const expired = await makeToken(user, 'short-lived');
    await server()
      .db.updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const afterExpiry = await request(server(), 'GET', OWN, { token: expired.token });
    expect(afterExpiry.status).toBe(401);
    expect((afterExpiry.body as { Message: string }).Message).toMatch(/^API token "short-lived" expired at /);

    const unknown = await request(server(), 'GET', OWN, { token: `nlt_${'A'.repeat(52)}` });
    expect(unknown.body).toEqual(errorBody(401, 'unknown API token: it was never made here, or its user was deleted'));
  });

  it('answers bad requests with a clear 4xx', async () => {
    const make = (json: unknown) => request(server(), 'POST', OWN, { token: user, json });
    await makeToken(user, 'twice');
    expect((await make({ name: 'twice', expires_at: inDays(7) })).body).toEqual(
      errorBody(409, 'you already have an API token named "twice"; choose another name'),
    );
    expect((await make({ name: 'past', expires_at: inDays(-1) })).body).toEqual(
      errorBody(400, 'expires_at must be in the future'),
    );
    expect((await make({ name: 'far', expires_at: inDays(400) })).body).toEqual(
      errorBody(400, 'expires_at must be at most 366 days ahead; make a new token then'),
    );
    expect((await make({ name: '  ', expires_at: inDays(7) })).status).toBe(400);
    expect((await make({ name: 'never' })).status).toBe(400);
    // An admin's token of the same name is another user's: names are unique per user only.
    await makeToken(admin, 'twice');
  });

  it('lets admins list and revoke every user’s tokens, and users neither see nor revoke others’', async () => {
    const theirs = await makeToken(user, 'shared-name');
    const mine = await makeToken(admin, 'shared-name');
    expect((await listed(user)).every((token) => token.username === 'tess')).toBe(true);
    expect((await listed(admin)).every((token) => token.username === 'superadmin')).toBe(true);
    expect((await request(server(), 'GET', '/api/v2/tokens', { token: user })).status).toBe(403);
    const notTheirs = await request(server(), 'DELETE', `${OWN}/${mine.id}`, { token: user });
    expect(notTheirs.body).toEqual(errorBody(404, `API token ${mine.id} not found`));
    expect((await request(server(), 'DELETE', `/api/v2/tokens/${mine.id}`, { token: user })).status).toBe(403);

    const every = await listed(admin, '/api/v2/tokens');
    expect(every).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: theirs.id, username: 'tess' }),
        expect.objectContaining({ id: mine.id, username: 'superadmin' }),
      ]),
    );
    expect((await request(server(), 'DELETE', `/api/v2/tokens/${theirs.id}`, { token: admin })).status).toBe(200);
    expect((await request(server(), 'GET', OWN, { token: theirs.token })).status).toBe(401);
    expect((await listed(admin, '/api/v2/tokens')).map((token) => token.id)).not.toContain(theirs.id);
  });

  it('outlives signing out everywhere, stops with a disabled account and goes with its deleted user', async () => {
    const session = await addAccount(server(), 'umar', 'platform-user');
    const token = await makeToken(session, 'backup');
    expect((await request(server(), 'DELETE', '/api/v2/sessions', { token: session })).status).toBe(200);
    expect((await request(server(), 'GET', OWN, { token: token.token })).status).toBe(200);

    const disable = (disabled: boolean) =>
      request(server(), 'PUT', '/api/users/umar', { token: admin, json: { account_disabled: disabled } });
    expect((await disable(true)).status).toBe(200);
    expect((await request(server(), 'GET', OWN, { token: token.token })).body).toEqual(
      errorBody(401, 'user account disabled'),
    );
    expect((await disable(false)).status).toBe(200);
    expect((await request(server(), 'GET', OWN, { token: token.token })).status).toBe(200);

    expect((await request(server(), 'DELETE', '/api/users/umar', { token: admin })).status).toBe(200);
    expect((await request(server(), 'GET', OWN, { token: token.token })).status).toBe(401);
    const left = await server().db.selectFrom('api_tokens').select('id').where('username', '=', 'umar').execute();
    expect(left).toEqual([]);
  });
});
