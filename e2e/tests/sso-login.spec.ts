import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { snapshot } from '../support/screens';
import { invite, signInAtProvider, testWithSso, type ProviderAccount } from '../support/sso';

const PEOPLE: Record<'invited' | 'stranger', ProviderAccount> = {
  invited: { login: 'ada', password: 'ada-at-the-provider', claims: { email: 'ada@example.com', name: 'Ada' } },
  stranger: { login: 'sam', password: 'sam-at-the-provider', claims: { email: 'sam@example.com' } },
};

const test = testWithSso(Object.values(PEOPLE));

/** From the console's login page through the provider's own login form. */
async function signInWithSso(page: Page, account: ProviderAccount): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with SSO' }).click();
  await signInAtProvider(page, account);
}

test('an invited person signs in with SSO and lands on the dashboard as themself', async ({ page, baseURL }) => {
  await invite(baseURL!, ['ada@example.com']);
  await signInWithSso(page, PEOPLE.invited);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, ada@example.com' })).toBeVisible();

  await test.step('the session is kept like a password sign-in: it survives a reload', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, ada@example.com' })).toBeVisible();
  });
});

test('someone without an invitation is told their account awaits approval', async ({ page }, testInfo) => {
  await signInWithSso(page, PEOPLE.stranger);
  await expect(page).toHaveURL(/\/login\?sso_error=/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Single sign-on failed');
  await expect(alert).toContainText(
    "Your account sam@example.com awaits an administrator's approval. Sign in again once it is approved.",
  );
  await expect(page.getByRole('link', { name: 'Sign in with SSO' })).toBeVisible();
  await snapshot(page, testInfo, 'sso-awaiting-approval');
});
