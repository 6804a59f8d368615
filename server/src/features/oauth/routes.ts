import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../api-error';
import type { App } from '../../http/app-type';
import { envelope } from '../../http/envelope';
import { featureFlags } from './feature-flags';
import { createLoginAttempts, LOGIN_ATTEMPT_LIMITS, type CarriedInvite } from './login-attempts';
import { createOidcClient, ProviderRefusal } from './oidc-client';
import { recordSignIn } from '../audit/sign-ins';
import { signInWithSso } from './service';
import { createSignInCodes } from './sign-in-codes';
import { stateCookie } from './state-cookie';
import { consoleUrl } from '../../config';

export const SSO_ERRORS = {
  notConfigured: 'SSO is not configured on this server',
  unreachable: 'The identity provider could not be reached; try again later',
  expired: 'This sign-in expired or was already used; start again',
  unverified: "The identity provider's answer could not be verified; try again",
  failed: 'Signing in failed on the server; try again',
};

const loginQuerySchema = z.object({ email: z.string().optional(), invite_code: z.string().optional() });

/** What the console's login page gets in its query: a one-time `sso_code` after a sign-in, else `sso_error`. */
type LoginPageParams = { sso_code: string } | { sso_error: string };

const exchangeBodySchema = z.object({
  code: z.string({ error: 'send the sso_code single sign-on left on the login page' }).min(1),
});

function carriedInvite(query: z.infer<typeof loginQuerySchema>): CarriedInvite | null {
  return query.email ? { email: query.email, inviteCode: query.invite_code ?? '' } : null;
}

/** Single sign-on with the configured OpenID Connect provider, and the feature flags. */
export function registerOauthRoutes(app: App, { config, db, tokens }: AppContext): void {
  const redirectUri = `${config.apiHost}/api/oauth/callback`;
  const client = config.oidc && createOidcClient(config.oidc, redirectUri);
  const attempts = createLoginAttempts(db, LOGIN_ATTEMPT_LIMITS);
  const cookie = stateCookie(config.apiHost, LOGIN_ATTEMPT_LIMITS.lifetimeMs);
  const signInCodes = createSignInCodes(db);

  function loginPage(params: LoginPageParams): string {
    const url = new URL(`${consoleUrl(config)}/login`);
    url.search = new URLSearchParams(params).toString();
    return url.href;
  }

  async function finishLogin(request: FastifyRequest): Promise<LoginPageParams> {
    if (!client) return { sso_error: SSO_ERRORS.notConfigured };
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = new URL(request.url, callbackUrl).search;
    const state = callbackUrl.searchParams.get('state') ?? '';
    const attempt = cookie.read(request) === state ? await attempts.take(state) : undefined;
    if (!attempt) return { sso_error: SSO_ERRORS.expired };
    let identity;
    try {
      identity = await client.finishLogin(callbackUrl, attempt.checks);
    } catch (error) {
      if (error instanceof ProviderRefusal) return { sso_error: `The identity provider refused: ${error.message}` };
      request.log.warn({ err: error }, 'single sign-on: the answer of the identity provider was refused');
      return { sso_error: SSO_ERRORS.unverified };
    }
    try {
      const session = await signInWithSso(db, tokens, identity, attempt.invite);
      await recordSignIn(db, request, session.UserName, true);
      return { sso_code: await signInCodes.issue(session) };
    } catch (error) {
      if (error instanceof ApiError) {
        await recordSignIn(db, request, identity.email?.toLowerCase() ?? identity.preferredUsername ?? '', false);
        return { sso_error: error.message };
      }
      request.log.error({ err: error }, 'single sign-on failed');
      return { sso_error: SSO_ERRORS.failed };
    }
  }

  app.get('/api/server/feature_flags', { config: { access: 'public' } }, () =>
    envelope('feature flags', featureFlags(config)),
  );

  app.get(
    '/api/oauth/login',
    { config: { access: 'public' }, schema: { querystring: loginQuerySchema } },
    async (request, reply) => {
      if (!client) return reply.redirect(loginPage({ sso_error: SSO_ERRORS.notConfigured }), 302);
      let started;
      try {
        started = await client.startLogin();
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on: discovery at the identity provider failed');
        return reply.redirect(loginPage({ sso_error: SSO_ERRORS.unreachable }), 302);
      }
      const { url, checks } = started;
      await attempts.remember({ checks, invite: carriedInvite(request.query) });
      return reply.header('set-cookie', cookie.holding(checks.state)).redirect(url.href, 302);
    },
  );

  // Signing in changes nothing audited; signing up an invited person or one to approve is recorded.
  const signUp = { object: 'user', action: 'create', onlyWhenNamed: true } as const;
  app.get('/api/oauth/callback', { config: { access: 'public', audit: signUp } }, async (request, reply) => {
    const params = await finishLogin(request);
    return reply.header('set-cookie', cookie.cleared()).redirect(loginPage(params), 302);
  });

  // Netloom's: the console trades the code the callback gave it for the session.
  app.post(
    '/api/v2/oauth/exchange',
    { config: { access: 'public', audit: false }, schema: { body: exchangeBodySchema } },
    async (request) => {
      const session = await signInCodes.redeem(request.body.code);
      if (!session) throw new ApiError(401, 'this sign-in code expired or was already used; sign in again');
      return envelope(`${session.UserName} signed in`, session);
    },
  );
}
