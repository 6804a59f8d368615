import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { STRICT_TRANSPORT_SECURITY } from '../src/http/security-headers';
import { backends } from './support/backends';
import { request, type Reply } from './support/http';
import { useServer, type TestServer } from './support/server';

// The headers don't depend on the database: one backend is enough.
const [backend] = backends;

/** The directives of a Content-Security-Policy header, by name. */
function directives(reply: Reply): Map<string, string[]> {
  const policy = reply.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== '')
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Every header the console and the API must carry, on any answer. */
function expectSecurityHeaders(reply: Reply): void {
  const policy = directives(reply);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
  expect(policy.get('connect-src')?.[0]).toBe("'self'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  expect(reply.headers.get('x-frame-options')).toBe('DENY');
  expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(reply.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(reply.headers.get('strict-transport-security')).toBeNull();
}

/** A server for the describe block serving a built console of one page and one hashed script. */
function useConsoleServer(settings: Record<string, string>): () => TestServer {
  const consoleDir = mkdtempSync(path.join(os.tmpdir(), 'netloom-console-'));
  writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><script src="/assets/app-1a2b3c.js"></script>');
  mkdirSync(path.join(consoleDir, 'assets'));
  writeFileSync(path.join(consoleDir, 'assets', 'app-1a2b3c.js'), 'document.title = "Netloom";');
  afterAll(() => rmSync(consoleDir, { recursive: true, force: true }));
  return useServer(backend, { ...settings, NETLOOM_CONSOLE_DIR: consoleDir });
}

describe(`security headers (${backend.name})`, () => {
  const server = useConsoleServer({});

  it.each([
    ['the console page', 'GET', '/', 200, /^text\/html/],
    ['a deep link into the console', 'GET', '/networks/home/nodes', 200, /^text\/html/],
    ['a hashed console script', 'GET', '/assets/app-1a2b3c.js', 200, /javascript/],
    ['an API answer', 'GET', '/api/server/health', 200, /^text\/plain/],
    ['an API error', 'GET', '/api/networks', 401, /^application\/json/],
    ['an unknown API path', 'GET', '/api/nothing-here', 404, /^application\/json/],
    ['a 404 outside the API', 'PUT', '/networks/home', 404, /^application\/json/],
  ])('are sent with %s', async (_what, method, pathname, status, type) => {
    const reply = await request(server(), method, pathname);
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toMatch(type);
    expectSecurityHeaders(reply);
  });

  it('let the console call its own origin and the public API origin', async () => {
    const reply = await request(server(), 'GET', '/');
    expect(directives(reply).get('connect-src')).toEqual(["'self'", new URL(server().config.apiHost).origin]);
  });

  it('send no HSTS over plain HTTP, even when an untrusted peer claims https', async () => {
    const reply = await request(server(), 'GET', '/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(reply.headers.get('strict-transport-security')).toBeNull();
  });
});

describe(`security headers behind a trusted TLS proxy (${backend.name})`, () => {
  const server = useConsoleServer({
    NETLOOM_TRUST_PROXY: '127.0.0.1',
    NETLOOM_API_HOST: 'https://netloom.example.com',
    NETLOOM_CONSOLE_ORIGINS: 'https://api.other.example:8443, https://widget.example.net/',
  });

  it('send HSTS when the proxy says the request came over https', async () => {
    for (const pathname of ['/', '/api/server/health']) {
      const reply = await request(server(), 'GET', pathname, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(reply.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });

  it('send no HSTS when the proxy says the request came over plain http', async () => {
    const reply = await request(server(), 'GET', '/', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(reply.headers.get('strict-transport-security')).toBeNull();
  });

  it('trust the API host and the listed console origins like the console itself', async () => {
    const policy = directives(await request(server(), 'GET', '/'));
    const listed = ['https://api.other.example:8443', 'https://widget.example.net'];
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://netloom.example.com', ...listed]);
    expect(policy.get('script-src')).toEqual(["'self'", ...listed]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...listed]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe(`CORS with a list of allowed origins (${backend.name})`, () => {
  const server = useServer(backend, { NETLOOM_CORS_ORIGIN: 'https://console.example.com' });

  const preflight = (origin: string) =>
    request(server(), 'OPTIONS', '/api/networks', {
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });

  it('answers a preflight from an allowed origin with that origin', async () => {
    const reply = await preflight('https://console.example.com');
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('https://console.example.com');
    expect(reply.headers.get('access-control-allow-methods')).toContain('POST');
    expect(reply.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives a preflight from another origin no allowance', async () => {
    const reply = await preflight('https://evil.example.org');
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('names the allowed origin on the answers themselves, and no other', async () => {
    const allowed = await request(server(), 'GET', '/api/server/health', {
      headers: { Origin: 'https://console.example.com' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example.com');
    const other = await request(server(), 'GET', '/api/server/health', {
      headers: { Origin: 'https://evil.example.org' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe(`CORS by default (${backend.name})`, () => {
  const server = useServer(backend);

  it('lets a console on any origin call the API with a bearer token', async () => {
    const reply = await request(server(), 'OPTIONS', '/api/networks', {
      headers: { Origin: 'https://anywhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the security settings', () => {
  it('read trusted proxies and console origins', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, consoleOrigins: [] });
    expect(loadConfig({ NETLOOM_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NETLOOM_TRUST_PROXY: 'loopback, 10.0.0.0/8, 192.168.1.2, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.2',
      'fd00::/8',
    ]);
    expect(loadConfig({ NETLOOM_CONSOLE_ORIGINS: 'HTTPS://App.Example.com/' }).consoleOrigins).toEqual([
      'https://app.example.com',
    ]);
  });

  it.each([
    [
      { NETLOOM_TRUST_PROXY: 'yes' },
      'NETLOOM_TRUST_PROXY must be true, false, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas, got "yes"',
    ],
    [
      { NETLOOM_TRUST_PROXY: '10.0.0.0/33' },
      'NETLOOM_TRUST_PROXY must be true, false, or addresses and CIDR ranges (or loopback, linklocal, uniquelocal) separated by commas, got "10.0.0.0/33"',
    ],
    [
      { NETLOOM_CONSOLE_ORIGINS: 'https://app.example.com/console' },
      'NETLOOM_CONSOLE_ORIGINS must list origins like https://app.example.com (no path), got "https://app.example.com/console"',
    ],
    [
      { NETLOOM_CONSOLE_ORIGINS: 'app.example.com' },
      'NETLOOM_CONSOLE_ORIGINS must list origins like https://app.example.com (no path), got "app.example.com"',
    ],
    [
      { NETLOOM_CONSOLE_ORIGINS: 'ftp://files.example.com' },
      'NETLOOM_CONSOLE_ORIGINS must list origins like https://app.example.com (no path), got "ftp://files.example.com"',
    ],
  ])('refuse %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
