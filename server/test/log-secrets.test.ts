import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedUrl } from '../src/http/request-log';
import { backends, type TestDatabase } from './support/backends';
import { registerHost } from './support/host-client';
import { request } from './support/http';
import { createKey, createNetwork } from './support/keys';
import { killServer, SERVER_SOURCES_COMMAND, spawnServer, untilUp, type ServerProcess } from './support/server-process';

const secret = (what: string) => `${what}-${randomBytes(12).toString('hex')}`;

/** The forms a secret can take in a log line: as sent, and percent-encoded in a URL. */
const formsOf = (value: string) => [...new Set([value, encodeURIComponent(value)])];

// At its most verbose level the server logs every request: no line may hold a password, a token, an
// invite code, an enrollment key or what single sign-on passes through the browser.
describe.each(backends)('secrets in the log at trace level ($name)', (backend) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await backend.createDatabase();
    server = await spawnServer(SERVER_SOURCES_COMMAND, { ...database.settings, NETLOOM_LOG_LEVEL: 'trace' });
    await untilUp(server);
  }, 60_000);
  afterAll(async () => {
    if (server) killServer(server);
    await database?.drop();
  });

  it('never holds a password, token or code that went through the server', async () => {
    const running = server!;
    const secrets = new Map<string, string>();
    const keep = (what: string, value: string) => (secrets.set(what, value), value);

    const owner = { username: 'owner', password: keep('the super-admin password', secret('owner-password')) };
    expect((await request(running, 'POST', '/api/users/adm/createsuperadmin', { json: owner })).status).toBe(200);
    const login = await request(running, 'POST', '/api/users/adm/authenticate', { json: owner });
    const token = keep('a session token', (login.body as { Response: { AuthToken: string } }).Response.AuthToken);
    // The console's login page, where single sign-on leaves its one-time code.
    await request(running, 'GET', `/login?sso_code=${keep('a sign-in code', secret('sso-code'))}`);

    const invited = await request(running, 'POST', '/api/v1/users/invite', {
      token,
      json: { user_emails: ['ada@example.com'], platform_role_id: 'platform-user' },
    });
    const code = keep(
      'an invite code',
      (invited.body as { Response: { invite_code: string }[] }).Response[0].invite_code,
    );
    const query = `email=ada%40example.com&invite_code=${code}`;
    await request(running, 'GET', `/invite?${query}`);
    await request(running, 'GET', `/api/v1/users/invite?${query}`);
    await request(running, 'GET', `/api/oauth/login?${query}`);
    const signup = await request(running, 'POST', `/api/v1/users/invite-signup?${query}`, {
      json: { username: 'ada@example.com', password: keep('an invitee password', secret('ada-password')) },
    });
    expect(signup.status).toBe(200);

    const oauthCode = keep('an authorization code', secret('oauth-code'));
    const oauthState = keep('an OAuth state', secret('oauth-state'));
    await request(running, 'GET', `/api/oauth/callback?code=${oauthCode}&state=${oauthState}`);

    await createNetwork(running, token, { netid: 'logged', addressrange: '10.99.0.0/24' });
    const key = await createKey(running, token, { networks: ['logged'] });
    keep('an enrollment key value', key.value);
    keep('an enrollment token', key.token);
    const host = await registerHost(running.url, key.token);
    keep('a host password', host.credentials.password);
    const hostLogin = await request(running, 'POST', '/api/hosts/adm/authenticate', { json: host.credentials });
    const hostToken = keep('a host token', (hostLogin.body as { Response: { AuthToken: string } }).Response.AuthToken);
    expect((await request(running, 'GET', '/api/v1/host', { token: hostToken })).status).toBe(200);
    const deleted = await request(running, 'DELETE', `/api/v1/enrollment-keys/${key.value}`, { token });
    expect(deleted.status).toBe(200);

    const log = running.output();
    // The log is there to search: every request above was logged.
    expect(log).toContain('/api/v1/users/invite-signup');
    expect(log).toContain('/api/oauth/callback');
    expect(log).toContain('/api/v1/host/register/');
    const found = [...secrets].filter(([, value]) => formsOf(value).some((form) => log.includes(form)));
    expect(found.map(([what]) => what)).toEqual([]);
  });
});

describe('a URL as logged', () => {
  it.each([
    [
      '/api/v1/users/invite?email=a%40example.com&invite%5Fcode=X',
      '/api/v1/users/invite',
      '/api/v1/users/invite?email=a%40example.com&invite%5Fcode=[redacted]',
    ],
    [
      '/api/v2/events?access_token=T&network=home',
      '/api/v2/events',
      '/api/v2/events?access_token=[redacted]&network=home',
    ],
    ['/login?sso_code=T', '/*', '/login?sso_code=[redacted]'],
    ['/api/v1/host/register/abc/def=', '/api/v1/host/register/*', '/api/v1/host/register/[redacted]'],
    ['/api/v1/hosts/register/abc', '/api/*', '/api/[redacted]'],
    ['/api/v1/enrollment-keys/KEYVALUE', '/api/v1/enrollment-keys/:value', '/api/v1/enrollment-keys/[redacted]'],
    ['/api/nodes/home/node-1?flag', '/api/nodes/:netid/:nodeid', '/api/nodes/home/node-1?flag'],
    ['/assets/index-1a2b.js', '/*', '/assets/index-1a2b.js'],
    ['/nowhere?code=X', undefined, '/nowhere?code=[redacted]'],
  ])('%s (route %s) is logged as %s', (url, route, logged) => {
    expect(loggedUrl(url, route)).toBe(logged);
  });
});
