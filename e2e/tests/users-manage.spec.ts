import { ensureNetworks } from '../support/api';
import { seriousViolations } from '../support/accessibility';
import { ADMIN, expect, test } from '../support/fixtures';
import { settled, snapshot } from '../support/screens';
import {
  createUserThroughApi,
  expectSignedInAs,
  expectSignInRefused,
  openUserMenu,
  pageSignedInAs,
  pick,
  userRow,
} from './users-support';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'users-net';
const LONG_DATE = /\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} @ \d\d:\d\d/;

test('an admin creates a user with groups and network roles, who then signs in', async ({
  adminPage: page,
  baseURL,
  browser,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const carol = { username: 'carol', password: 'carol-password-1' };
  await page.goto('/users');
  await settled(page);
  const dialog = page.getByRole('dialog', { name: 'Create a user' });

  await test.step('the page lists the signed-in admin, whose name leads to their profile', async () => {
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Pending Users (0)' })).toBeVisible();
    await expect(userRow(page, ADMIN.username)).toContainText('You');
    await expect(userRow(page, ADMIN.username).getByRole('link', { name: ADMIN.username })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the form checks the username and passwords with the shared rules', async () => {
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('menuitem', { name: 'Create a user' }).click();
    await expect(dialog.getByText('At least 8 characters.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByText('username must have more than 3 characters')).toBeVisible();
    await expect(dialog.getByText('password must have a minimum of 8 characters')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(carol.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(carol.password);
    await dialog.getByLabel('Confirm password').fill('something-else');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill(carol.password);
  });

  await test.step('the super-admin may make admins but never another super-admin', async () => {
    const role = dialog.getByRole('combobox', { name: 'Platform role' });
    await expect(role).toHaveValue('Platform User');
    await role.click();
    const options = page.getByRole('listbox', { name: 'Platform role' }).getByRole('option');
    await expect(options).toHaveText([/^Admin/, /^Platform User/, /^Auditor/, /^Service User/]);
    await page.getByRole('option', { name: /^Platform User/ }).click();
  });

  await test.step('a group and a network role are picked, and the user is created', async () => {
    await dialog.getByRole('textbox', { name: 'Display name' }).fill('Carol Jones');
    const groups = dialog.getByRole('combobox', { name: 'Groups' });
    await pick(page, groups, `${NETWORK} Network Users`);
    await groups.press('Escape');
    await dialog.getByRole('button', { name: 'Add a network role' }).click();
    await pick(page, dialog.getByRole('combobox', { name: 'Network of row 1' }), NETWORK);
    await pick(page, dialog.getByRole('combobox', { name: 'Role of row 1' }), `${NETWORK} Network Admin`);
    await snapshot(page, testInfo, 'create-user');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('User carol created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = userRow(page, 'carol');
    await expect(row).toContainText('Carol Jones');
    await expect(row).toContainText('Platform User');
    await expect(row).toContainText('Basic');
    await expect(row).toContainText('Never');
    await expect(row.getByRole('link', { name: `${NETWORK} Network Users` })).toHaveAttribute(
      'href',
      `/users/group/${NETWORK}-network-user-grp`,
    );
  });

  await test.step('the server’s refusal of a second carol is shown as it says it', async () => {
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('menuitem', { name: 'Create a user' }).click();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(carol.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(carol.password);
    await dialog.getByLabel('Confirm password').fill(carol.password);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('Failed to create the user carol')).toBeVisible();
    await expect(page.getByText('user carol already exists')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Yes' }).click();
  });

  await test.step('carol signs in, and her last login then shows', async () => {
    const carolPage = await pageSignedInAs(browser, baseURL!, carol);
    await expectSignedInAs(carolPage, 'carol');
    await carolPage.context().close();
    await page.reload();
    await expect(userRow(page, 'carol')).toContainText(LONG_DATE);
  });

  await test.step('the search finds users by name, role and group', async () => {
    const search = page.getByRole('textbox', { name: 'Search users' });
    await search.fill('JONES');
    await expect(userRow(page, 'carol')).toBeVisible();
    await expect(userRow(page, ADMIN.username)).toHaveCount(0);
    await search.fill('network users');
    await expect(userRow(page, 'carol')).toBeVisible();
    await search.fill('super admin');
    await expect(userRow(page, ADMIN.username)).toBeVisible();
    await expect(userRow(page, 'carol')).toHaveCount(0);
    await search.fill('nobody-like-this');
    await expect(page.getByText('No user matches “nobody-like-this”')).toBeVisible();
  });
});

test('an admin changes a user’s role, groups and account status', async ({ adminPage: page, baseURL, browser }) => {
  const dave = { username: 'dave', password: 'dave-password-1' };
  await ensureNetworks(baseURL!, [NETWORK]);
  await createUserThroughApi(baseURL!, {
    ...dave,
    platform_role_id: 'platform-user',
    user_group_ids: { [`${NETWORK}-network-user-grp`]: {} },
  });
  await page.goto('/users');
  await openUserMenu(page, 'dave');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the user dave' });

  await test.step('the form starts from the user’s record', async () => {
    await expect(dialog.getByRole('combobox', { name: 'Platform role' })).toHaveValue('Platform User');
    await expect(dialog.getByText(`${NETWORK} Network Users`)).toBeVisible();
  });

  await test.step('the role becomes Auditor, the groups change and the account is disabled', async () => {
    await pick(page, dialog.getByRole('combobox', { name: 'Platform role' }), /^Auditor/);
    await expect(dialog.getByText('Reads everything, changes nothing.')).toBeVisible();
    const groups = dialog.getByRole('combobox', { name: 'Groups' });
    await pick(page, groups, 'Global Network Users');
    await pick(page, groups, `${NETWORK} Network Users`);
    await groups.press('Escape');
    await dialog.getByRole('switch', { name: 'Account disabled' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User dave saved')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the table shows the new role, group and status, and dave can no longer sign in', async () => {
    const row = userRow(page, 'dave');
    await expect(row).toContainText('Auditor');
    await expect(row).toContainText('Disabled');
    await expect(row.getByRole('link', { name: 'Global Network Users' })).toBeVisible();
    await expect(row.getByRole('link', { name: `${NETWORK} Network Users` })).toHaveCount(0);
    const davePage = await browser.newPage({ baseURL });
    await expectSignInRefused(davePage, dave, 'user account disabled');
    await davePage.close();
  });
});

test('an admin sets another user’s password, and the user signs in with it', async ({
  adminPage: page,
  baseURL,
  browser,
}) => {
  const erin = { username: 'erin', password: 'erin-password-1' };
  const changed = { ...erin, password: 'erin-password-2' };
  await createUserThroughApi(baseURL!, { ...erin, platform_role_id: 'platform-user' });
  await page.goto('/users');
  await openUserMenu(page, 'erin');
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the password of erin' });
  await dialog.getByLabel('New password').fill(changed.password);
  await dialog.getByLabel('Confirm password').fill('erin-password-3');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel('Confirm password').fill(changed.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password of erin changed')).toBeVisible();

  const erinPage = await browser.newPage({ baseURL });
  await expectSignInRefused(erinPage, erin, 'incorrect credentials');
  await erinPage.getByLabel('Password', { exact: true }).fill(changed.password);
  await erinPage.getByRole('button', { name: 'Sign in' }).click();
  await expectSignedInAs(erinPage, 'erin');
  await erinPage.close();
});

test('deleting a user asks first, naming them, and can take their config files', async ({
  adminPage: page,
  baseURL,
}) => {
  await createUserThroughApi(baseURL!, {
    username: 'frank',
    password: 'frank-password-1',
    platform_role_id: 'auditor',
  });
  await page.goto('/users');
  const confirm = page.getByRole('dialog', { name: 'Delete the user' });

  await openUserMenu(page, 'frank');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(confirm).toContainText('Delete the user frank?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(userRow(page, 'frank')).toBeVisible();

  await openUserMenu(page, 'frank');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('checkbox', { name: 'Also delete their VPN config files' }).check();
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  expect(new URL((await deleted).url()).search).toBe('?force_delete_configs=true');
  await expect(page.getByText('User frank deleted')).toBeVisible();
  await expect(userRow(page, 'frank')).toHaveCount(0);
});

test('the open tab is kept in the address and survives a reload', async ({ adminPage: page }) => {
  await page.goto('/users');
  await page.getByRole('tab', { name: /^Pending Users/ }).click();
  await expect(page).toHaveURL(/\/users\?tab=pending$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Pending Users/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No one is waiting')).toBeVisible();
  await page.getByRole('button', { name: 'Add user' }).click();
  await page.getByRole('menuitem', { name: 'Invite users' }).click();
  await expect(page).toHaveURL(/\/users\?tab=invites&invite=1$/);
  await expect(page.getByRole('tab', { name: /^Invites/ })).toHaveAttribute('aria-selected', 'true');
});
