import { expect, test } from '../support/fixtures';

test('without an identity provider the login page offers no SSO and explains a stray SSO link', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const featureFlags = await page.request.get('/api/server/feature_flags');
  expect((await featureFlags.json()) as unknown).toMatchObject({ Response: { enable_oauth: false } });
  await expect(page.getByRole('link', { name: 'Sign in with SSO' })).toHaveCount(0);

  await page.goto('/api/oauth/login');
  await expect(page).toHaveURL(/\/login\?sso_error=/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Single sign-on failed');
  await expect(alert).toContainText('SSO is not configured on this server');
});
