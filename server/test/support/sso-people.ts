import { authTokenSchema, envelopeSchema } from '@netloom/contract';
import { expect } from 'vitest';
import { addUser } from '../../src/features/users/service';
import { SUPER_ADMIN } from './accounts';
import { errorBody, request, type ReachableServer } from './http';
import type { ProviderAccount } from './oidc-provider';
import type { TestServer } from './server';
import type { Visit } from './sso-browser';
import { SSO_CONSOLE } from './sso-server';

/** What the login page says to someone who waits for an administrator's approval. */
export const AWAITING = (username: string) =>
  `Your account ${username} awaits an administrator's approval. Sign in again once it is approved.`;

/** Someone with an account at the test identity provider: `login` is also their subject there. */
export function providerPerson(login: string, claims: ProviderAccount['claims']): ProviderAccount {
  return { login, password: `${login}-provider-password`, claims };
}

/**
 * The console's login page a sign-in ended on, and what it means: the session its one-time code is
 * exchanged for (as the console does), or the server's reason for refusing. No session rides in the address.
 */
export async function ssoLanding(server: ReachableServer, visit: Visit) {
  expect(`${visit.url.origin}${visit.url.pathname}`).toBe(`${SSO_CONSOLE}/login`);
  const params = visit.url.searchParams;
  expect([...params.keys()].every((name) => name === 'sso_code' || name === 'sso_error')).toBe(true);
  const code = params.get('sso_code');
  if (code === null) return { token: null, user: null, error: params.get('sso_error') };
  const exchange = () => request(server, 'POST', '/api/v2/oauth/exchange', { json: { code } });
  const reply = await exchange();
  expect(reply.status, reply.text).toBe(200);
  const { AuthToken, UserName } = envelopeSchema(authTokenSchema).parse(reply.body).Response;
  expect((await exchange()).body).toEqual(
    errorBody(401, 'this sign-in code expired or was already used; sign in again'),
  );
  return { token: AuthToken, user: UserName, error: null };
}

/** Stores an SSO user linked to no identity yet, as an admin creates one (or as accounts were before linking). */
export async function addSsoUser(server: TestServer, username: string, platformRoleId = 'platform-user') {
  await addUser(server.db, { username, password: null, platformRoleId, groupIds: [], createdBy: SUPER_ADMIN.username });
}
