import { ADMIN, expect, test } from '../support/fixtures';
import { createUserThroughApi, openUserMenu, pageSignedInAs, userRow } from './users-support';

// A server of its own: after the transfer its first super-admin is an admin.
test.use({ serverOptions: { env: { NETLOOM_LOG_LEVEL: 'warn' } } });

test('the super-admin hands the role to an admin and becomes an admin', async ({
  adminPage: page,
  baseURL,
  browser,
}) => {
  const jade = { username: 'jade', password: 'jade-password-1' };
  await createUserThroughApi(baseURL!, { ...jade, platform_role_id: 'admin' });
  await page.goto('/users');

  await test.step('the confirmation says who gets the role and that the caller becomes an admin', async () => {
    await openUserMenu(page, 'jade');
    await page.getByRole('menuitem', { name: 'Transfer super-admin rights' }).click();
    const confirm = page.getByRole('dialog', { name: 'Transfer super-admin rights' });
    await expect(confirm).toContainText('Make jade the super-admin? You become an admin');
    await confirm.getByRole('button', { name: 'Transfer rights' }).click();
    await expect(page.getByText('jade is now the super-admin; you are an admin')).toBeVisible();
  });

  await test.step('the table, the rules and the session follow the new roles', async () => {
    await expect(userRow(page, 'jade')).toContainText('Super Admin');
    await expect(userRow(page, ADMIN.username)).toContainText('Admin');
    await expect(userRow(page, ADMIN.username)).not.toContainText('Super Admin');
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Admin');
    await expect(page.getByRole('button', { name: 'Account menu' })).not.toContainText('Super Admin');
    await openUserMenu(page, 'jade');
    await expect(page.getByRole('menuitem', { name: 'Transfer super-admin rights' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.goto('/profile');
    await expect(page.getByText('Platform role', { exact: true }).locator('..')).toHaveText(/^Platform role\s*Admin$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).not.toContainText('Super Admin');
  });

  await test.step('the new super-admin may hand the role back', async () => {
    const jadePage = await pageSignedInAs(browser, baseURL!, jade);
    await jadePage.goto('/users');
    await openUserMenu(jadePage, ADMIN.username);
    await expect(jadePage.getByRole('menuitem', { name: 'Transfer super-admin rights' })).toBeVisible();
    await jadePage.context().close();
  });
});
