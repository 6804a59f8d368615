import { afterAll, beforeAll } from 'vitest';
import type { Backend, TestDatabase } from './backends';
import { startOidcProvider, type ProviderAccount, type TestOidcProvider } from './oidc-provider';
import { startServer, type TestServer } from './server';

/** The server's public URL (its API host) and the console's, as a proxy in front of them would serve them. */
export const SSO_PUBLIC_API = 'https://netloom.example.com';
export const SSO_CONSOLE = 'https://console.example.com';
export const SSO_LOGIN = `${SSO_PUBLIC_API}/api/oauth/login`;

/** For the enclosing describe block: a provider with these accounts whose client is a server on a fresh database. */
export function useSsoServer(backend: Backend, accounts: ProviderAccount[]): () => TestServer {
  let provider: TestOidcProvider | undefined;
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUri: `${SSO_PUBLIC_API}/api/oauth/callback`, accounts });
    database = await backend.createDatabase();
    server = await startServer(database, {
      ...provider.settings,
      NETLOOM_API_HOST: SSO_PUBLIC_API,
      NETLOOM_CONSOLE_URL: SSO_CONSOLE,
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await provider?.close();
  });
  return () => {
    if (!server) throw new Error('the test server is not running');
    return server;
  };
}
