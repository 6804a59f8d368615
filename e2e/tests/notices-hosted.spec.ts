import { expect, test } from '../support/fixtures';
import { adminToken } from '../support/api';
import { snapshot } from '../support/screens';

test.use({ serverOptions: { hosted: true } });

test('hosted: the session comes from the address, which is then cleaned', async ({ page, netloom }, testInfo) => {
  const token = await adminToken(netloom.url);
  const launch = new URLSearchParams({
    backend: netloom.url,
    token,
    sToken: 'portal-token',
    tenantName: 'Acme',
    username: 'netadmin',
    userId: 'u-7',
    isNewTenant: 'true',
  });

  await test.step('opened with launch parameters: signed in, parameters gone, user record fetched', async () => {
    await page.goto(`/?${launch}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(new URL(page.url()).search).toBe('');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'User Management' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      role: localStorage.getItem('netloom.platformRole'),
      tenantName: localStorage.getItem('netloom.tenantName'),
      backend: localStorage.getItem('netloom.backendUrl'),
    }));
    expect(JSON.parse(stored.role ?? '{}')).toMatchObject({ id: 'super-admin' });
    expect(stored.tenantName).toBe('Acme');
    expect(stored.backend).toBe(netloom.url);
  });

  await test.step('a new tenant without its managed host sees the managed-host banner', async () => {
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Managed host creation in progress (estimated completion time: 5 - 10 minutes).' }),
    ).toBeVisible();
    await snapshot(page, testInfo, 'hosted-dashboard');
  });

  await test.step('a reload keeps the session from storage', async () => {
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  await test.step("the desktop client shows 'n/a' for the tenant id it was not given", async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Download Desktop client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download Desktop client' });
    await expect(dialog.getByText('Tenant ID')).toBeVisible();
    await expect(dialog.getByText('n/a', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('every route is also served under the version prefix', async () => {
    await page.goto('/v0.90.0/networks');
    await expect(page.getByRole('heading', { name: 'Networks', level: 1 })).toBeVisible();
  });

  await test.step('sign-up is not offered', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  });
});
