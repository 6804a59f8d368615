import * as oidc from 'openid-client';
import type { OidcProvider } from '../../config';

/** Who the identity provider says signed in. */
export interface SsoIdentity {
  /** `<issuer>|<subject>`: stable for one person at one provider. */
  externalId: string;
  email: string | undefined;
  /** True only when the provider says it verified the email address (`email_verified`: true or "true"). */
  emailVerified: boolean;
  preferredUsername: string | undefined;
  name: string | undefined;
}

/** The secrets of one sign-in, kept by the server between the redirect to the provider and its callback. */
export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider refused the sign-in itself (the person cancelled, or is not allowed to use this client). */
export class ProviderRefusal extends Error {}

export interface OidcClient {
  /** The provider's authorization URL for a new sign-in (code flow with PKCE, state and nonce), and its checks. */
  startLogin(): Promise<{ url: URL; checks: LoginChecks }>;
  /** Exchanges the code of the callback URL and validates the ID token against the checks. */
  finishLogin(callbackUrl: URL, checks: LoginChecks): Promise<SsoIdentity>;
}

const SCOPE = 'openid email profile';

function stringClaim(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A client of one OpenID Connect provider, configured by discovery on first use (and again after a
 * failed discovery). The client authenticates with its secret by HTTP Basic, the OAuth default.
 */
export function createOidcClient(provider: OidcProvider, redirectUri: string): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;

  function configuration(): Promise<oidc.Configuration> {
    const issuer = new URL(provider.issuer);
    discovered ??= oidc
      .discovery(issuer, provider.clientId, undefined, oidc.ClientSecretBasic(provider.clientSecret), {
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async startLogin() {
      const config = await configuration();
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    async finishLogin(callbackUrl, checks) {
      const config = await configuration();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
        });
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) {
          throw new ProviderRefusal(error.error_description ?? error.error);
        }
        throw error;
      }
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider sent no ID token');
      // Providers may keep profile claims out of the ID token and serve them from the UserInfo endpoint.
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)
        : {};
      const claims: Record<string, unknown> = { ...idToken, ...userInfo };
      return {
        externalId: `${idToken.iss}|${idToken.sub}`,
        email: stringClaim(claims, 'email'),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        preferredUsername: stringClaim(claims, 'preferred_username'),
        name: stringClaim(claims, 'name'),
      };
    },
  };
}
