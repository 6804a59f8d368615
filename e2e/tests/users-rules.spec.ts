import { ADMIN, expect, test } from '../support/fixtures';
import { createUserThroughApi, openUserMenu, pageSignedInAs } from './users-support';

test('what the rules forbid is disabled and says why', async ({ adminPage: page, baseURL, browser }) => {
  const greta = { username: 'greta', password: 'greta-password-1' };
  await createUserThroughApi(baseURL!, { ...greta, platform_role_id: 'admin' });
  await createUserThroughApi(baseURL!, { username: 'hank', password: 'hank-password-1', platform_role_id: 'admin' });
  const blocked = async (onPage: typeof page, username: string, action: string, reason: string | RegExp) => {
    await openUserMenu(onPage, username);
    const item = onPage.getByRole('menuitem', { name: action, exact: true });
    await expect(item).toBeDisabled();
    await item.hover();
    await expect(onPage.getByRole('tooltip')).toHaveText(reason);
    await onPage.keyboard.press('Escape');
  };

  await test.step('nobody edits, re-passwords or deletes themself here', async () => {
    await page.goto('/users');
    await blocked(page, ADMIN.username, 'Edit', /Nobody changes their own role/);
    await blocked(page, ADMIN.username, 'Change password', /on your Profile page/);
    await blocked(page, ADMIN.username, 'Delete', 'You can’t delete yourself.');
  });

  await test.step('the super-admin manages admins and may hand them the role', async () => {
    await openUserMenu(page, 'greta');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeEnabled();
    await expect(page.getByRole('menuitem', { name: 'Transfer super-admin rights' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('an admin can’t change the super-admin or other admins, nor make admins', async () => {
    const gretaPage = await pageSignedInAs(browser, baseURL!, greta);
    await gretaPage.goto('/users');
    await blocked(gretaPage, ADMIN.username, 'Edit', 'Only the super-admin changes the super-admin account.');
    await blocked(gretaPage, ADMIN.username, 'Delete', /The super-admin can’t be deleted/);
    await blocked(gretaPage, 'hank', 'Edit', 'Only the super-admin can change or delete other admins.');
    await openUserMenu(gretaPage, 'hank');
    await expect(gretaPage.getByRole('menuitem', { name: 'Transfer super-admin rights' })).toHaveCount(0);
    await gretaPage.keyboard.press('Escape');
    await gretaPage.getByRole('button', { name: 'Add user' }).click();
    await gretaPage.getByRole('menuitem', { name: 'Create a user' }).click();
    await gretaPage
      .getByRole('dialog', { name: 'Create a user' })
      .getByRole('combobox', { name: 'Platform role' })
      .click();
    await expect(gretaPage.getByRole('listbox', { name: 'Platform role' }).getByRole('option')).toHaveText([
      /^Platform User/,
      /^Auditor/,
      /^Service User/,
    ]);
    await gretaPage.context().close();
  });
});

test('a platform user does not see User Management and is sent away from it', async ({ baseURL, browser }) => {
  const ivan = { username: 'ivan', password: 'ivan-password-1' };
  await createUserThroughApi(baseURL!, { ...ivan, platform_role_id: 'platform-user' });
  const page = await pageSignedInAs(browser, baseURL!, ivan);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await page.goto('/users?tab=pending');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  await page.context().close();
});
