import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { settled, snapshot } from '../support/screens';
import { createUserThroughApi, expectSignedInAs, expectSignInRefused, pageSignedInAs } from './users-support';

test.use({ viewport: { width: 1280, height: 900 } });

/** A row of the networks-and-roles table, by its network. */
const accessRow = (page: Page, network: string) =>
  page
    .getByRole('region', { name: 'Networks and roles' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: network, exact: true }) });

test('a user sees their networks and roles, renames themself and changes their password', async ({
  baseURL,
  browser,
}, testInfo) => {
  const kate = { username: 'kate', password: 'kate-password-1' };
  await ensureNetworks(baseURL!, ['prof-net', 'prof-lab']);
  await createUserThroughApi(baseURL!, {
    ...kate,
    platform_role_id: 'platform-user',
    user_group_ids: { 'prof-net-network-user-grp': {}, 'global-network-user-grp': {} },
    network_roles: { 'prof-lab': { 'prof-lab-network-admin': {} } },
  });
  const page = await pageSignedInAs(browser, baseURL!, kate);
  await page.goto('/profile');
  await settled(page);

  await test.step('the account facts and the networks with the role in each', async () => {
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByText('Platform role', { exact: true }).locator('..')).toHaveText(
      /^Platform role\s*Platform User$/,
    );
    await expect(page.getByText('Username and password')).toBeVisible();
    await expect(accessRow(page, 'All networks')).toHaveText(/Network user\s*group Global Network Users/);
    await expect(accessRow(page, 'prof-net')).toHaveText(/Network user\s*group prof-net Network Users/);
    await expect(accessRow(page, 'prof-lab')).toHaveText(/Network admin\s*given to you directly/);
    await expect(page.getByText('As an admin you manage every network')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, testInfo, 'profile');
  });

  await test.step('the display name is saved and shown', async () => {
    await page.getByRole('textbox', { name: 'Display name' }).fill('Kate Bell');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Display name saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Kate Bell');
    await expect(page.getByText('Kate Bell', { exact: true })).toBeVisible();
  });

  const form = page.getByRole('region', { name: 'Change password' });
  await test.step('a wrong current password is refused with the server’s message', async () => {
    await form.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
    await form.getByRole('textbox', { name: 'New password' }).fill('short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('password must have a minimum of 8 characters')).toBeVisible();
    await form.getByRole('textbox', { name: 'New password' }).fill('kate-password-2');
    await form.getByRole('textbox', { name: 'Confirm password' }).fill('kate-password-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Failed to change your password')).toBeVisible();
    await expect(page.getByText('current password is incorrect')).toBeVisible();
  });

  await test.step('with the right one the password changes, only the new one signs in, and older sessions end', async () => {
    const older = await pageSignedInAs(browser, baseURL!, kate);
    await form.getByRole('textbox', { name: 'Current password' }).fill(kate.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Password changed; your sessions on other browsers and devices have ended'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await older.goto('/profile');
    await expect(older.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await older.context().close();
    const again = await browser.newPage({ baseURL });
    await expectSignInRefused(again, kate, 'incorrect credentials');
    await again.getByLabel('Password', { exact: true }).fill('kate-password-2');
    await again.getByRole('button', { name: 'Sign in' }).click();
    await expectSignedInAs(again, 'kate');
    await again.close();
  });

  await test.step('signing out everywhere, after a confirmation, ends this session and every other', async () => {
    const other = await pageSignedInAs(browser, baseURL!, { ...kate, password: 'kate-password-2' });
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere' });
    await expect(confirm).toContainText('End every session of kate on every browser and device, this one too?');
    await snapshot(page, testInfo, 'sign-out-everywhere');
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByText('Every session of yours has ended; sign in again to go on')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await other.goto('/profile');
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await other.context().close();
  });
  await page.context().close();
});

test('an admin’s profile says they manage every network', async ({ adminPage: page }) => {
  await page.goto('/profile');
  await expect(page.getByText('As an admin you manage every network')).toBeVisible();
  await expect(page.getByText('Platform role', { exact: true }).locator('..')).toHaveText(
    /^Platform role\s*Super Admin$/,
  );
});
