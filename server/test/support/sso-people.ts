import { expect } from 'vitest';
import { addUser } from '../../src/features/users/service';
import { SUPER_ADMIN } from './accounts';
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

/** The console's login page a sign-in ended on, and what its query says. */
export function ssoLanding(visit: Visit) {
  expect(`${visit.url.origin}${visit.url.pathname}`).toBe(`${SSO_CONSOLE}/login`);
  const params = visit.url.searchParams;
  return { token: params.get('login'), user: params.get('user'), error: params.get('sso_error') };
}

/** Stores an SSO user linked to no identity yet, as an admin creates one (or as accounts were before linking). */
export async function addSsoUser(server: TestServer, username: string, platformRoleId = 'platform-user') {
  await addUser(server.db, { username, password: null, platformRoleId, groupIds: [], createdBy: SUPER_ADMIN.username });
}
