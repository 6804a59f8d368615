import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person with an account at the test identity provider. */
export interface ProviderAccount {
  /** What they type in the provider's login form, and their subject. */
  login: string;
  password: string;
  /**
   * The claims the provider shares about them. Like most providers it vouches for an email address
   * (email_verified: true) unless told otherwise; null: it says nothing about it.
   */
  claims: {
    email?: string;
    email_verified?: boolean | 'true' | 'false' | null;
    preferred_username?: string;
    name?: string;
  };
}

/** A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1, with one client: a Netloom server. */
export interface TestOidcProvider {
  issuer: string;
  /** The Netloom server settings that make it sign in through this provider. */
  settings: Record<string, string>;
  close(): Promise<void>;
}

export const OIDC_CLIENT = { id: 'netloom-console', secret: 'netloom-client-secret-for-tests' };
export const PROVIDER_LOGIN_TITLE = 'Sign in to the test identity provider';

export function oidcSettings(issuer: string): Record<string, string> {
  return {
    NETLOOM_OIDC_ISSUER: issuer,
    NETLOOM_OIDC_CLIENT_ID: OIDC_CLIENT.id,
    NETLOOM_OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function loginPage(uid: string, problem: string | null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${PROVIDER_LOGIN_TITLE}</title></head>
<body><main><h1>${PROVIDER_LOGIN_TITLE}</h1>${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Email or username <input name="login" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Continue</button>
</form></main></body></html>`;
}

function sharedClaims({ email_verified: verified, ...claims }: ProviderAccount['claims']) {
  if (claims.email === undefined || verified === null) return claims;
  return { ...claims, email_verified: verified ?? true };
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

/** The client is first-party: every scope it asks for is granted without a consent page. */
async function grantEverything(ctx: KoaContextWithOIDC) {
  const { client, session, params, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(String(params?.scope ?? 'openid'));
  await grant.save();
  return grant;
}

/**
 * Starts the provider, on `port` when given (so a server can be configured with its issuer first).
 * Its login page is a real form checked against `accounts`; PKCE is required of the client.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: ProviderAccount[];
  port?: number;
}): Promise<TestOidcProvider> {
  const httpServer = createServer();
  await new Promise<void>((listening) => httpServer.listen(options.port ?? 0, '127.0.0.1', listening));
  const issuer = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-signing-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    findAccount: (_ctx, id) => {
      const account = options.accounts.find((candidate) => candidate.login === id);
      return account && { accountId: id, claims: () => ({ sub: id, ...sharedClaims(account.claims) }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    loadExistingGrant: grantEverything,
  });
  const providerHandler = provider.callback();

  async function interaction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (request.method !== 'POST') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, null));
      return;
    }
    const form = await formOf(request);
    const account = options.accounts.find(
      (candidate) => candidate.login === form.get('login') && candidate.password === form.get('password'),
    );
    if (!account) {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(loginPage(details.uid, 'Wrong email, username or password'));
      return;
    }
    await provider.interactionFinished(request, response, { login: { accountId: account.login } });
  }

  httpServer.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith('/interaction/')) return void providerHandler(request, response);
    interaction(request, response).catch((error: unknown) => {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
    });
  });

  return {
    issuer,
    settings: oidcSettings(issuer),
    close: () =>
      new Promise<void>((closed) => {
        httpServer.closeAllConnections();
        httpServer.close(() => closed());
      }),
  };
}
