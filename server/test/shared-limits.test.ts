import { authTokenSchema, envelopeSchema, mfaChallengeSchema } from '@netloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginAttempts } from '../src/features/oauth/login-attempts';
import { ACCOUNT_PASSWORD, addAccount, SUPER_ADMIN } from './support/accounts';
import { backends, type TestDatabase } from './support/backends';
import { errorBody, request } from './support/http';
import { codeOf, enrolMfa } from './support/mfa';
import { startOidcProvider, type TestOidcProvider } from './support/oidc-provider';
import { startServer, type TestServer } from './support/server';
import { SsoBrowser } from './support/sso-browser';
import { addSsoUser, providerPerson } from './support/sso-people';
import { SSO_CONSOLE, SSO_LOGIN, SSO_PUBLIC_API } from './support/sso-server';

const AUTHENTICATE = '/api/users/adm/authenticate';
const CODE_TAKEN = 'this sign-in code expired or was already used; sign in again';
const SSO_PERSON = providerPerson('shared', { email: 'shared@example.com', email_verified: true });

// Servers (replicas) behind one balancer share one database: a caller meets the same limits, codes and
// challenges whichever of them answers.
describe.each(backends)('two servers on one database ($name)', (backend) => {
  let provider: TestOidcProvider | undefined;
  let database: TestDatabase | undefined;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: `${SSO_PUBLIC_API}/api/oauth/callback`, accounts: [SSO_PERSON] });
    database = await backend.createDatabase();
    const settings = {
      ...provider.settings,
      NETLOOM_API_HOST: SSO_PUBLIC_API,
      NETLOOM_CONSOLE_URL: SSO_CONSOLE,
      NETLOOM_LOGIN_RATE_LIMIT: '3',
      // Reachable by other machines, as replicas behind a balancer are: the first account needs a setup code.
      NETLOOM_HOST: '0.0.0.0',
    };
    servers.push(await startServer(database, settings), await startServer(database, settings));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
    await provider?.close();
  });
  const first = () => servers[0];
  const second = () => servers[1];

  it('take the setup code either printed for the first account, and then need none', async () => {
    const printed = servers.map((server) => server.context.setupCode.shown);
    expect(printed[0]).toMatch(/^([A-Z2-7]{4}-){6}[A-Z2-7]{2}$/);
    expect(printed[1]).toMatch(/^([A-Z2-7]{4}-){6}[A-Z2-7]{2}$/);
    expect(printed[0]).not.toBe(printed[1]);
    const created = await request(second(), 'POST', '/api/users/adm/createsuperadmin', {
      json: { ...SUPER_ADMIN, setup_code: printed[0] },
    });
    expect(created.status, created.text).toBe(200);
    for (const server of servers) {
      expect((await request(server, 'GET', '/api/v2/server/setup')).body).toEqual({ setup_code_required: false });
    }
    const again = await request(first(), 'POST', '/api/users/adm/createsuperadmin', {
      json: { ...SUPER_ADMIN, setup_code: printed[1] },
    });
    expect(again.body).toEqual(errorBody(400, 'superadmin user already exists'));
  });

  it('count login attempts together: the limit reached on one refuses on the other', async () => {
    const guess = { username: SUPER_ADMIN.username, password: 'guess-password' };
    for (const server of [first(), second(), first()]) {
      expect((await request(server, 'POST', AUTHENTICATE, { json: guess })).body).toEqual(
        errorBody(401, 'incorrect credentials'),
      );
    }
    const blocked = await request(second(), 'POST', AUTHENTICATE, { json: SUPER_ADMIN });
    expect(blocked.status).toBe(429);
    expect((blocked.body as { Message: string }).Message).toMatch(
      /^too many login attempts; try again in ([1-9]|[1-5]\d|60) seconds$/,
    );
  });

  it('finish a single sign-on on the other server, and exchange its one-time code once across both', async () => {
    await addSsoUser(first(), 'shared@example.com');
    const routes = { [SSO_PUBLIC_API]: first().url };
    // Stops at the provider's redirect back, so that the callback can be sent to the other server.
    const browser = new SsoBrowser(routes, [SSO_CONSOLE, SSO_PUBLIC_API]);
    const form = await browser.open(SSO_LOGIN);
    const callback = await browser.submit(form, { login: SSO_PERSON.login, password: SSO_PERSON.password });
    expect(callback.url.pathname).toBe('/api/oauth/callback');
    routes[SSO_PUBLIC_API] = second().url;
    const landing = await browser.open(callback.url);
    expect(landing.url.searchParams.get('sso_error')).toBeNull();
    const code = landing.url.searchParams.get('sso_code');
    expect(code).not.toBeNull();

    const exchanged = await request(first(), 'POST', '/api/v2/oauth/exchange', { json: { code } });
    expect(exchanged.status, exchanged.text).toBe(200);
    expect(envelopeSchema(authTokenSchema).parse(exchanged.body).Response.UserName).toBe('shared@example.com');
    for (const server of servers) {
      expect((await request(server, 'POST', '/api/v2/oauth/exchange', { json: { code } })).body).toEqual(
        errorBody(401, CODE_TAKEN),
      );
    }
    routes[SSO_PUBLIC_API] = first().url;
    const replayed = await browser.open(callback.url);
    expect(replayed.url.searchParams.get('sso_error')).toBe('This sign-in expired or was already used; start again');
  });

  it('finish an MFA sign-in begun on one server on the other, each code once, codes tried counted together', async () => {
    const { secret } = await enrolMfa(first(), await addAccount(first(), 'marta', 'platform-user'));
    const passwordStep = await request(first(), 'POST', AUTHENTICATE, {
      json: { username: 'marta', password: ACCOUNT_PASSWORD },
    });
    expect(passwordStep.status, passwordStep.text).toBe(200);
    const { MfaChallenge: challenge } = mfaChallengeSchema.parse((passwordStep.body as { Response: unknown }).Response);
    const secondStep = (server: TestServer, code: string) =>
      request(server, 'POST', '/api/v2/login/mfa', { json: { challenge, code } });

    const code = codeOf(secret, 1);
    expect((await secondStep(second(), code)).status).toBe(200);
    expect((await secondStep(first(), code)).body).toEqual(
      errorBody(401, 'this code was used already; wait for the next code and enter that'),
    );
    // 3 codes a minute for one account: one was accepted and one refused above.
    expect((await secondStep(second(), codeOf(secret, 9))).status).toBe(401);
    const limited = await secondStep(first(), codeOf(secret, 0));
    expect(limited.status).toBe(429);
    expect((limited.body as { Message: string }).Message).toMatch(
      /^too many codes tried for marta; try again in \d+ seconds$/,
    );
  });

  describe('sign-ins in progress', () => {
    const checks = (state: string) => ({ state, nonce: `nonce-${state}`, codeVerifier: `verifier-${state}` });

    it('are good for one callback within their lifetime, on any server', async () => {
      let time = 0;
      const limits = { kind: 'sign-ins-in-progress-test', lifetimeMs: 1000, capacity: 10, now: () => time };
      const started = createLoginAttempts(first().db, limits);
      const finished = createLoginAttempts(second().db, limits);
      await started.remember({ checks: checks('kept'), invite: null });
      await started.remember({ checks: checks('late'), invite: { email: 'ada@example.com', inviteCode: 'CODE2345' } });
      time = 999;
      expect(await finished.take('kept')).toEqual({ checks: checks('kept'), invite: null });
      expect(await started.take('kept')).toBeUndefined();
      time = 1000;
      expect(await finished.take('late')).toBeUndefined();
    });

    it('forget those that expire first beyond their capacity', async () => {
      let time = 0;
      const attempts = createLoginAttempts(first().db, {
        kind: 'capacity-test',
        lifetimeMs: 1000,
        capacity: 2,
        now: () => time,
      });
      for (const state of ['first', 'second', 'third']) {
        time += 1;
        await attempts.remember({ checks: checks(state), invite: null });
      }
      expect(await attempts.take('first')).toBeUndefined();
      expect(await attempts.take('second')).toBeDefined();
      expect(await attempts.take('third')).toBeDefined();
    });

    it('keep no state in the clear', async () => {
      const attempts = createLoginAttempts(first().db, { kind: 'hashed-test', lifetimeMs: 1000, capacity: 10 });
      await attempts.remember({ checks: checks('secret-state'), invite: null });
      const rows = await first().db.selectFrom('single_use').selectAll().where('kind', '=', 'hashed-test').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].key_hash).not.toContain('secret-state');
    });
  });
});
