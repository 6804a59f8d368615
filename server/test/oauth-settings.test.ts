import { describe, expect, it } from 'vitest';
import { ConfigError, consoleUrl, loadConfig } from '../src/config';
import { createLoginAttempts } from '../src/features/oauth/login-attempts';

const PROVIDER = {
  NETLOOM_OIDC_ISSUER: 'https://id.example.com/realms/netloom',
  NETLOOM_OIDC_CLIENT_ID: 'netloom',
  NETLOOM_OIDC_CLIENT_SECRET: 'client-secret',
};

describe('single sign-on settings', () => {
  it('are off by default, and the console is where the API is', () => {
    const config = loadConfig({ NETLOOM_API_HOST: 'https://netloom.example.com' });
    expect(config.oidc).toBeNull();
    expect(consoleUrl(config)).toBe('https://netloom.example.com');
  });

  it('read the provider, keeping its issuer exactly as written', () => {
    const config = loadConfig({
      ...PROVIDER,
      NETLOOM_OIDC_ISSUER: 'https://tenant.auth.example.com/',
      NETLOOM_CONSOLE_URL: 'https://console.example.com/',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://tenant.auth.example.com/',
      clientId: 'netloom',
      clientSecret: 'client-secret',
    });
    expect(config.consoleUrl).toBe('https://console.example.com');
  });

  it.each([
    [
      { NETLOOM_OIDC_ISSUER: PROVIDER.NETLOOM_OIDC_ISSUER },
      'single sign-on needs all of NETLOOM_OIDC_ISSUER, NETLOOM_OIDC_CLIENT_ID, NETLOOM_OIDC_CLIENT_SECRET; missing: NETLOOM_OIDC_CLIENT_ID, NETLOOM_OIDC_CLIENT_SECRET',
    ],
    [
      { ...PROVIDER, NETLOOM_OIDC_CLIENT_SECRET: ' ' },
      'single sign-on needs all of NETLOOM_OIDC_ISSUER, NETLOOM_OIDC_CLIENT_ID, NETLOOM_OIDC_CLIENT_SECRET; missing: NETLOOM_OIDC_CLIENT_SECRET',
    ],
    [{ ...PROVIDER, NETLOOM_OIDC_ISSUER: 'id.example.com' }, 'NETLOOM_OIDC_ISSUER must be a URL, got "id.example.com"'],
    [
      { ...PROVIDER, NETLOOM_OIDC_ISSUER: 'ftp://id.example.com' },
      'NETLOOM_OIDC_ISSUER must start with http:// or https://, got "ftp://id.example.com"',
    ],
    [{ NETLOOM_CONSOLE_URL: 'console' }, 'NETLOOM_CONSOLE_URL must be a URL, got "console"'],
  ])('refuse %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('sign-ins in progress', () => {
  const checks = (state: string) => ({ state, nonce: `nonce-${state}`, codeVerifier: `verifier-${state}` });

  it('are good for one callback within their lifetime', () => {
    let time = 0;
    const attempts = createLoginAttempts({ lifetimeMs: 1000, capacity: 10, now: () => time });
    attempts.remember({ checks: checks('kept'), invite: null });
    attempts.remember({ checks: checks('late'), invite: { email: 'ada@example.com', inviteCode: 'CODE2345' } });
    time = 999;
    expect(attempts.take('kept')).toEqual({ checks: checks('kept'), invite: null });
    expect(attempts.take('kept')).toBeUndefined();
    time = 1000;
    expect(attempts.take('late')).toBeUndefined();
  });

  it('forget the oldest beyond their capacity', () => {
    const attempts = createLoginAttempts({ lifetimeMs: 1000, capacity: 2, now: () => 0 });
    for (const state of ['first', 'second', 'third']) attempts.remember({ checks: checks(state), invite: null });
    expect(attempts.take('first')).toBeUndefined();
    expect(attempts.take('second')).toBeDefined();
    expect(attempts.take('third')).toBeDefined();
  });
});
