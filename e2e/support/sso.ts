import type { Page } from '@playwright/test';
import {
  oidcSettings,
  PROVIDER_LOGIN_TITLE,
  startOidcProvider,
  type ProviderAccount,
} from '../../server/test/support/oidc-provider';
import { adminToken, forgetAdminToken } from './api';
import { ensureSuperAdmin, expect, test } from './fixtures';
import { freePort, startNetloom } from './netloom';

export type { ProviderAccount };

/** The fixtures' test, with the worker's server signing people in through a real OpenID Connect provider started next to it. */
export function testWithSso(accounts: ProviderAccount[]) {
  return test.extend({
    netloom: [
      async ({ serverOptions }, use) => {
        const providerPort = await freePort();
        const server = await startNetloom({
          ...serverOptions,
          // The provider sends the browser back to <API host>/api/oauth/callback: the address the browser uses.
          apiHostAddress: '127.0.0.1',
          env: { ...serverOptions.env, ...oidcSettings(`http://127.0.0.1:${providerPort}`) },
        });
        await ensureSuperAdmin(server);
        const provider = await startOidcProvider({
          port: providerPort,
          redirectUri: `${server.url}/api/oauth/callback`,
          accounts,
        });
        await use(server);
        forgetAdminToken(server.url);
        await provider.close();
        await server.dispose();
      },
      { scope: 'worker' },
    ],
  });
}

/** On the provider's own login page (reached through "Sign in with SSO"), signs in as the account. */
export async function signInAtProvider(page: Page, account: ProviderAccount): Promise<void> {
  await expect(page.getByRole('heading', { name: PROVIDER_LOGIN_TITLE })).toBeVisible();
  await page.getByLabel('Email or username').fill(account.login);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/interaction\//);
}

/** Invites emails as platform users through the API; returns the invitations with their magic links. */
export async function invite(
  baseURL: string,
  emails: string[],
): Promise<{ invite_url: string; invite_code: string }[]> {
  const response = await fetch(`${baseURL}/api/v1/users/invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: JSON.stringify({ user_emails: emails, platform_role_id: 'platform-user' }),
  });
  if (!response.ok) throw new Error(`could not invite ${emails.join(', ')}: ${await response.text()}`);
  return ((await response.json()) as { Response: { invite_url: string; invite_code: string }[] }).Response;
}
