import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { settled, snapshot } from '../support/screens';
import { createUserThroughApi, pageSignedInAs, pick } from './users-support';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'groups-net';
const BUILT_IN_REASON = 'Netloom creates this group for each network and for all networks, so it can’t be changed';

const groupRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: `Open group ${name}`, exact: true }) });

test('an admin creates a group with network roles and members, changes it, and deletes it', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  for (const username of ['gina', 'gustav']) {
    await createUserThroughApi(baseURL!, {
      username,
      password: `${username}-password`,
      platform_role_id: 'platform-user',
    });
  }
  const members = page.getByRole('region', { name: 'Members' });

  await test.step('the Groups tab lists the built-in groups and leads to the create page', async () => {
    await page.goto('/users?tab=groups');
    await settled(page);
    await expect(groupRow(page, 'Global Network Admins')).toContainText('Built-in');
    await expect(groupRow(page, `${NETWORK} Network Users`)).toContainText(`${NETWORK}: ${NETWORK} Network User`);
    await page.getByRole('link', { name: 'Create group' }).click();
    await expect(page).toHaveURL(/\/users\/create-group$/);
    await expect(page.getByRole('heading', { name: 'Create User Group', level: 1 })).toBeVisible();
  });

  await test.step('the form checks the name and refuses all networks next to one network', async () => {
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByText('Give the group a name.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Global Network Admins');
    await expect(page.getByText('Group ID: global-network-admins')).toBeVisible();
    await page.getByRole('button', { name: 'Add a network role' }).click();
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(
      page.getByText('A group with this name or the ID global-network-admins already exists.'),
    ).toBeVisible();
    await expect(page.getByText('Pick a network and a role in every row, or remove the row.')).toBeVisible();
    await pick(page, page.getByRole('combobox', { name: 'Network of row 1' }), 'All networks');
    await pick(page, page.getByRole('combobox', { name: 'Role of row 1' }), 'Global Network User');
    await page.getByRole('button', { name: 'Add a network role' }).click();
    await pick(page, page.getByRole('combobox', { name: 'Network of row 2' }), NETWORK);
    await pick(page, page.getByRole('combobox', { name: 'Role of row 2' }), `${NETWORK} Network Admin`);
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByText('Give roles either for all networks or for specific networks, not both')).toBeVisible();
    await page.getByRole('button', { name: 'Remove row 1' }).click();
  });

  await test.step('a group with a network role and a member is created and opens on its page', async () => {
    await page.getByRole('textbox', { name: 'Name' }).fill('Site Ops');
    await page.getByRole('textbox', { name: 'Description' }).fill('On call for the lab');
    const picker = page.getByRole('combobox', { name: 'Members' });
    await pick(page, picker, 'gina');
    await picker.press('Escape');
    await snapshot(page, testInfo, 'create-group');
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByText('Group Site Ops created')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/group\/site-ops$/);
    await expect(page.getByRole('heading', { name: 'Site Ops', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role of row 1' })).toHaveValue(`${NETWORK} Network Admin`);
    await expect(members.getByRole('row', { name: /gina/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('members are added and removed on the page, and the settings saved', async () => {
    await pick(page, members.getByRole('combobox', { name: 'Users to add' }), 'gustav');
    await members.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('1 member added to Site Ops')).toBeVisible();
    await members.getByRole('button', { name: 'Remove gina from the group' }).click();
    await expect(page.getByText('gina removed from Site Ops')).toBeVisible();
    await expect(members.getByRole('row', { name: /gina/ })).toHaveCount(0);
    await expect(members.getByRole('row', { name: /gustav/ })).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).fill('On call for every lab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Group Site Ops saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('On call for every lab');
    await expect(members.getByRole('row', { name: /gustav/ })).toBeVisible();
    await snapshot(page, testInfo, 'group-details');
  });

  await test.step('the Groups tab shows the group; deleting it names the members who lose its roles', async () => {
    await page.goto('/users?tab=groups');
    const row = groupRow(page, 'Site Ops');
    await expect(row).toContainText('On call for every lab');
    await expect(row).toContainText(`${NETWORK}: ${NETWORK} Network Admin`);
    await expect(row).toContainText('1 member');
    await snapshot(page, testInfo, 'groups-tab');
    await page.getByRole('textbox', { name: 'Search groups' }).fill('every lab');
    await expect(page.getByRole('link', { name: /^Open group/ })).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete group Site Ops' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the group' });
    await expect(confirm).toContainText('Delete the group Site Ops?');
    await expect(confirm).toContainText('Its 1 member loses the network roles it grants: gustav.');
    await confirm.getByRole('button', { name: 'Delete group' }).click();
    await expect(page.getByText('Group Site Ops deleted')).toBeVisible();
    await expect(page.getByText('No group matches the search.')).toBeVisible();
  });
});

test('a built-in group can be neither changed nor deleted, and says why', async ({ adminPage: page }) => {
  await page.goto('/users?tab=groups');
  await settled(page);
  const row = groupRow(page, 'Global Network Users');
  const remove = row.getByRole('button', { name: 'Delete group Global Network Users' });
  expect(await seriousViolations(page)).toEqual([]);
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(new RegExp(BUILT_IN_REASON));
  await remove.hover();
  await expect(page.getByRole('tooltip')).toContainText(BUILT_IN_REASON);
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Edit group Global Network Users' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await row.getByRole('link', { name: 'Open group Global Network Users' }).click();
  await expect(page).toHaveURL(/\/users\/group\/global-network-user-grp$/);
  await expect(page.getByRole('heading', { name: 'Global Network Users', level: 1 })).toBeVisible();
  await expect(page.getByText('Built-in group')).toBeVisible();
  await expect(page.getByText(BUILT_IN_REASON).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a network role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete group' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('People join or leave this group from their own user settings')).toBeVisible();
});

test('people who are not admins cannot open group or role pages', async ({ baseURL, browser }) => {
  const account = { username: 'nora', password: 'nora-password' };
  await createUserThroughApi(baseURL!, { ...account, platform_role_id: 'platform-user' });
  const page = await pageSignedInAs(browser, baseURL!, account);
  for (const path of [
    '/users/group/global-network-admin-grp',
    '/users/create-group',
    '/users/network-role/global-network-admin',
    '/users/create-network-role',
    '/users/platform-role/admin',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.context().close();
});
