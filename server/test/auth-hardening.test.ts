import { createHmac } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgent } from './support/agent-build';
import { backends, type Backend, type TestDatabase } from './support/backends';
import { errorBody, request } from './support/http';
import { startMailbox, type Mailbox } from './support/mailbox';
import { startOidcProvider, type TestOidcProvider } from './support/oidc-provider';
import { MATRIX_CALLERS } from './support/permission-callers';
import { PERMISSION_MATRIX } from './support/permission-matrix';
import { seedSecretHolders, type Binding, type SecretHoldingServer, type SecretReader } from './support/secret-holders';
import { startServer, type TestServer } from './support/server';

// Also about sessions, in sessions.test.ts: a payload changed under its old signature, a token of
// another secret, an expired session token, the token of a deleted or disabled user.

const PUBLIC_API = 'https://netloom.example.com';
const USER_TOKEN_INVALID = 'invalid token; log in again';
const HOST_TOKEN_INVALID = 'invalid host token; authenticate the host again';

const now = () => Math.floor(Date.now() / 1000);
const base64url = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** A JWT with any header and claims, signed HMAC-SHA256 with `secret` whatever its header says. */
function hmacToken(header: object, claims: JWTPayload, secret: string): string {
  const signed = `${base64url(header)}.${base64url(claims)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

/** Every way to forge a token from good claims and the server's own secret that the server must refuse. */
async function forgeries(claims: JWTPayload, secret: string): Promise<[string, string][]> {
  return [
    ['unsigned, with alg none', `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`],
    [
      'signed HS512 with the server secret',
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(secret)),
    ],
    ['an RS256 header over an HMAC of the server secret', hmacToken({ alg: 'RS256', typ: 'JWT' }, claims, secret)],
    ['another issuer', hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, iss: 'Someone' }, secret)],
    [
      'a subject that names someone else',
      hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: 'x|other' }, secret),
    ],
  ];
}

/** Query strings some walked routes need; `{name}` is filled from the bindings. */
const QUERIES: Record<string, string[]> = {
  'GET /api/v1/users': ['username={username}'],
  'GET /api/v1/users/role': ['role_id=super-admin', 'role_id={netid}-network-admin'],
  'GET /api/v1/users/group': ['group_id={netid}-network-admin-grp'],
  'GET /api/v1/users/invite': ['email={email}&invite_code={inviteCode}'],
  'GET /api/v1/tags': ['network={netid}'],
  'GET /api/v1/acls': ['network={netid}'],
  'GET /api/v1/nameserver': ['network={netid}'],
  'GET /api/v2/acls/check': ['network={netid}&src={nodeid}&dst={nodeid}'],
  'GET /api/v2/acls/enforcement': ['network={netid}'],
  'GET /api/v2/metrics/:netid/history': ['node={nodeid}'],
  'GET /api/v2/networks/:netid/node-rows': ['kind=netclient', 'kind=config-files'],
  'GET /api/v2/networks/:netid/node-keys': ['kind=netclient', 'kind=config-files'],
};
/** The live-update stream never ends; it carries network names and topics only. */
const UNREAD = new Set(['GET /api/v2/events']);
/** The broker's WebSocket, which a plain GET can't open. */
const NEVER_ANSWERED = new Set(['GET /api/v1/mqtt']);
/** A file under a wildcard route: the API docs page's static files. */
const WILDCARD_FILE: Binding = { '*': 'index.css' };
const PARAMETER = /:(\w+)|\{(\w+)\}|\*/g;

/**
 * Every concrete request of a route that the bindings can fill, with the secret its successful answer
 * reveals unsearchably: the `revealedBy` of a binding that the route uses whole.
 */
function requestsOf(route: string, bindings: Binding[]): Map<string, string | undefined> {
  const url = route.split(' ')[1];
  const requests = new Map<string, string | undefined>();
  for (const template of (QUERIES[route] ?? ['']).map((query) => (query ? `${url}?${query}` : url))) {
    const names = [...template.matchAll(PARAMETER)].map(([wildcard, path, query]) => path ?? query ?? wildcard);
    for (const binding of bindings.filter((candidate) => names.every((name) => name in candidate))) {
      const filled = template.replace(PARAMETER, (wildcard, path?: string, query?: string) =>
        encodeURIComponent(binding[path ?? query ?? wildcard]),
      );
      const whole = Object.keys(binding).every((key) => key === 'revealedBy' || names.includes(key));
      requests.set(filled, requests.get(filled) ?? (whole ? binding.revealedBy : undefined));
    }
  }
  return requests;
}

/** An answer as text to search: its status, its headers and its body. */
async function answerOf(server: TestServer, path: string, token?: string): Promise<{ ok: boolean; text: string }> {
  const response = await fetch(`${server.url}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    redirect: 'manual',
  });
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  // The self-contained agent (~100 MB) is a build output, not an answer from stored data; its script, the same code, is read.
  const executable = response.headers.get('content-type') === 'application/octet-stream';
  const body = executable ? '' : await response.text();
  if (executable) await response.body?.cancel();
  return { ok: response.status < 400, text: `${response.status}\n${headers}\n\n${body}` };
}

/** A server holding every kind of secret: single sign-on and mail configured, seeded by seedSecretHolders. */
function useSecretHoldingServer(backend: Backend): () => { server: TestServer; seeded: SecretHoldingServer } {
  let provider: TestOidcProvider | undefined;
  let mailbox: Mailbox | undefined;
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let seeded: SecretHoldingServer | undefined;
  beforeAll(async () => {
    // The agent download answers once the agent is built.
    buildAgent();
    provider = await startOidcProvider({ redirectUri: `${PUBLIC_API}/api/oauth/callback`, accounts: [] });
    mailbox = await startMailbox();
    database = await backend.createDatabase();
    const mailUrl = new URL(mailbox.url);
    mailUrl.username = 'netloom';
    mailUrl.password = 'smtp-password-kept-on-the-server';
    server = await startServer(database, {
      ...provider.settings,
      NETLOOM_API_HOST: PUBLIC_API,
      NETLOOM_SMTP_URL: mailUrl.href,
    });
    seeded = await seedSecretHolders(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await mailbox?.close();
    await provider?.close();
  });
  return () => {
    if (!server || !seeded) throw new Error('the test server is not running');
    return { server, seeded };
  };
}

describe.each(backends)('auth hardening ($name)', (backend) => {
  const fixture = useSecretHoldingServer(backend);
  const server = () => fixture().server;
  const tokenOf = (reader: SecretReader) => fixture().seeded.tokens[reader];
  const secret = () => fixture().seeded.secrets.find((held) => held.what === 'the JWT secret')?.value ?? '';

  it('shows no caller a secret it may not see, in any answer of any GET route', async () => {
    const { seeded } = fixture();
    expect(seeded.secrets.filter((held) => held.value === '').map((held) => held.what)).toEqual([]);
    const readers: SecretReader[] = [...MATRIX_CALLERS, 'host'];
    const leaks: string[] = [];
    const seen = new Set<string>();
    const unanswered = new Set<string>();
    for (const route of server().apiRoutes.filter((candidate) => candidate.method === 'GET')) {
      const name = `GET ${route.url}`;
      if (UNREAD.has(name)) continue;
      const requests = requestsOf(name, [...seeded.bindings, WILDCARD_FILE]);
      let answered = false;
      for (const [path, revealedBy] of requests) {
        for (const reader of readers) {
          const answer = await answerOf(server(), path, tokenOf(reader));
          answered ||= answer.ok;
          for (const held of seeded.secrets) {
            if (!answer.text.includes(held.value) && !(answer.ok && revealedBy === held.value)) continue;
            seen.add(held.what);
            if (!held.readers.includes(reader)) leaks.push(`${reader} sees ${held.what} in GET ${path}`);
          }
        }
      }
      if (!answered && !NEVER_ANSWERED.has(name)) unanswered.add(name);
    }
    expect(leaks).toEqual([]);
    // A route listed here got no answer but errors: give the walk the parameters or query it needs.
    expect([...unanswered]).toEqual([]);
    // The search finds what it looks for: every secret an admin may see was seen somewhere.
    const shown = seeded.secrets.filter((held) => held.readers.includes('superAdmin')).map((held) => held.what);
    expect(shown.filter((what) => !seen.has(what))).toEqual([]);
  }, 120_000);

  it('refuses forged session tokens', async () => {
    const claims = {
      Role: 'super-admin',
      UserName: 'superadmin',
      TokenType: 'user_id_token',
      RacAutoDisable: false,
      iss: 'Netmaker',
      sub: 'user|superadmin',
      iat: now(),
      exp: now() + 3600,
    };
    const genuine = hmacToken({ alg: 'HS256', typ: 'JWT' }, claims, secret());
    expect((await request(server(), 'GET', '/api/server/getconfig', { token: genuine })).status).toBe(200);
    for (const [forgery, token] of await forgeries(claims, secret())) {
      const reply = await request(server(), 'GET', '/api/server/getconfig', { token });
      expect(reply.body, forgery).toEqual(errorBody(401, USER_TOKEN_INVALID));
    }
  });

  it('refuses forged and expired host tokens', async () => {
    const hostId = fixture().seeded.bindings.find((binding) => binding.hostid)?.hostid ?? '';
    const claims = { ID: hostId, MacAddress: '', Network: '', iss: 'Netmaker', sub: `node|${hostId}`, iat: now() };
    const hostToken = (expiresAt: number) =>
      hmacToken({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: expiresAt }, secret());
    expect((await request(server(), 'GET', '/api/v1/host', { token: hostToken(now() + 600) })).status).toBe(200);
    for (const [forgery, token] of await forgeries({ ...claims, exp: now() + 600 }, secret())) {
      const reply = await request(server(), 'GET', '/api/v1/host', { token });
      expect(reply.body, forgery).toEqual(errorBody(401, HOST_TOKEN_INVALID));
    }
    const expired = await request(server(), 'GET', '/api/v1/host', { token: hostToken(now() - 10) });
    expect(expired.body).toEqual(errorBody(401, 'host token expired; authenticate the host again'));
  });

  it('refuses a host token on every user route, and every user token on every host route', async () => {
    const refusals: string[] = [];
    const expectRefused = async (
      row: (typeof PERMISSION_MATRIX)[number],
      token: string | undefined,
      message: string,
    ) => {
      const method = row.route.split(' ')[0];
      const withBody = method === 'POST' || method === 'PUT';
      const reply = await request(server(), method, row.path, { token, ...(withBody ? { json: {} } : {}) });
      if (JSON.stringify(reply.body) !== JSON.stringify({ Code: 401, Message: message, Response: null })) {
        refusals.push(`${row.route}: ${reply.status} ${reply.text}`);
      }
    };
    const userRoutes = PERMISSION_MATRIX.filter(
      (row) => row.expected[0] === 401 && row.expected.some((s) => s !== 401),
    );
    const hostRoutes = PERMISSION_MATRIX.filter((row) => row.expected.every((status) => status === 401));
    expect(userRoutes.length).toBeGreaterThan(50);
    expect(hostRoutes.length).toBeGreaterThan(1);
    for (const row of userRoutes) {
      await expectRefused(row, tokenOf('host'), 'a host token cannot be used here; log in as a user');
    }
    for (const row of hostRoutes) {
      for (const caller of MATRIX_CALLERS.filter((candidate) => candidate !== 'anonymous')) {
        await expectRefused(row, tokenOf(caller), 'this route takes a host token, not a user token');
      }
    }
    expect(refusals).toEqual([]);
  });

  it('refuses the login after the configured number of failures, whatever address a client claims', async () => {
    const limit = server().config.loginRateLimit;
    const guess = { username: 'mallory-target', password: 'guess-password' };
    for (let attempt = 0; attempt < limit; attempt++) {
      const reply = await request(server(), 'POST', '/api/users/adm/authenticate', { json: guess });
      expect(reply.body).toEqual(errorBody(401, 'incorrect credentials'));
    }
    const claimedAddresses: Record<string, string>[] = [
      {},
      { 'X-Forwarded-For': '198.51.100.7' },
      { 'X-Real-IP': '198.51.100.8' },
    ];
    for (const headers of claimedAddresses) {
      const blocked = await request(server(), 'POST', '/api/users/adm/authenticate', { json: guess, headers });
      expect(blocked.status).toBe(429);
      expect((blocked.body as { Message: string }).Message).toMatch(
        /^too many login attempts; try again in ([1-9]|[1-5]\d|60) seconds$/,
      );
    }
  });

  // Earlier tests of this file may have spent part of the address's allowance in this minute, never more.
  it.each([
    ['the login', '/api/users/adm/authenticate'],
    ['the invite sign-up', '/api/v1/users/invite-signup?email=invitee%40example.com&invite_code=GUESS'],
  ])('refuses %s from one address trying a new username each time', async (_, path) => {
    const perAddress = server().config.loginRateLimit * 10;
    const statuses: number[] = [];
    let refusal: unknown;
    for (let attempt = 0; attempt <= perAddress && !refusal; attempt++) {
      const reply = await request(server(), 'POST', path, {
        json: { username: `sprayed-${attempt}@example.com`, password: 'guess-password' },
      });
      statuses.push(reply.status);
      if (reply.status === 429) refusal = reply.body;
    }
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([path.includes('invite') ? 400 : 401]));
    expect(statuses.at(-1)).toBe(429);
    expect((refusal as { Message: string }).Message).toMatch(
      /^too many login attempts from your address; try again in ([1-9]|[1-5]\d|60) seconds$/,
    );
  });
});
