import { describe, expect, it } from 'vitest';
import { ConfigError, consoleUrl, loadConfig } from '../src/config';

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
