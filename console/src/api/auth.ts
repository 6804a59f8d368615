import {
  authTokenSchema,
  firstRunSchema,
  mfaChallengeSchema,
  type MfaChallenge,
  userSchema,
  type AuthToken,
  type Credentials,
  type SuperAdminRequest,
  type User,
} from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestEnvelope, requestRaw } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const authKeys = {
  hasSuperAdmin: [QUERY_ROOTS.auth, 'has-super-admin'] as const,
};

/** Whether the first account exists yet; without one the console offers sign-up. */
export function useHasSuperAdminQuery() {
  return useQuery({
    queryKey: authKeys.hasSuperAdmin,
    queryFn: () => requestRaw(z.boolean(), '/users/adm/hassuperadmin'),
    staleTime: 0,
  });
}

/** Signs in with a password: the session, or the challenge of a second step (MFA) when the account needs one. */
export function authenticate(credentials: Credentials): Promise<AuthToken | MfaChallenge> {
  return requestEnvelope(mfaChallengeSchema.or(authTokenSchema), '/users/adm/authenticate', {
    method: 'POST',
    body: credentials,
    headers: { 'From-Ui': 'true' },
    isLogin: true,
  });
}

/**
 * The new session after users changed their own password: '' when their MFA asks for a code, so that
 * the console signs out to the login page, where they sign in with the code.
 */
export async function renewedSessionToken(credentials: Credentials): Promise<string> {
  const reply = await authenticate(credentials);
  return 'AuthToken' in reply ? reply.AuthToken : '';
}

/** Trades the one-time code single sign-on left on the login page for the session it stands for. */
export function exchangeSignInCode(code: string): Promise<AuthToken> {
  return requestEnvelope(authTokenSchema, '/v2/oauth/exchange', { method: 'POST', body: { code }, isLogin: true });
}

export function createSuperAdmin(request: SuperAdminRequest): Promise<User> {
  return requestRaw(userSchema, '/users/adm/createsuperadmin', { method: 'POST', body: request });
}

/** Whether creating the first account needs the setup code the server printed (it listens beyond loopback). */
export function useFirstRunQuery() {
  return useQuery({
    queryKey: [QUERY_ROOTS.auth, 'first-run'] as const,
    queryFn: () => requestRaw(firstRunSchema, '/v2/server/setup'),
    staleTime: 0,
  });
}
