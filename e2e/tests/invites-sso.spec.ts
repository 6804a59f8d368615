import { expect } from '../support/fixtures';
import { settled } from '../support/screens';
import { invite, signInAtProvider, testWithSso, type ProviderAccount } from '../support/sso';

const GRACE: ProviderAccount = {
  login: 'grace',
  password: 'grace-at-the-provider',
  claims: { email: 'grace@example.com', name: 'Grace' },
};

const test = testWithSso([GRACE]);

test('an invitee may sign up with SSO from the magic link instead of choosing a password', async ({
  page,
  baseURL,
}) => {
  const [sent] = await invite(baseURL!, ['grace@example.com']);

  await page.goto(sent.invite_url);
  await settled(page);
  const sso = page.getByRole('link', { name: 'Sign in with SSO' });
  await expect(sso).toHaveAttribute(
    'href',
    `/api/oauth/login?email=grace%40example.com&invite_code=${sent.invite_code}`,
  );
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await sso.click();
  await signInAtProvider(page, GRACE);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, grace@example.com' })).toBeVisible();
});
