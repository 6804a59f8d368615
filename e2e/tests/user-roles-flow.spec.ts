import type { Locator, Page } from '@playwright/test';
import { adminToken, ensureNetworks } from '../support/api';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { settled, snapshot } from '../support/screens';
import { pick } from './users-support';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'roles-net';

/** Creates a group giving a role through the API, as another admin would. */
async function createGroupWithRole(baseURL: string, name: string, roleId: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/v1/users/group`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: JSON.stringify({ user_group: { name, network_roles: { [NETWORK]: { [roleId]: {} } } }, members: [] }),
  });
  if (!response.ok) throw new Error(`could not create group ${name}: ${await response.text()}`);
}

const right = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** The row whose name links to a role's page. */
const roleRow = (table: Locator, kind: 'platform' | 'network', name: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('link', { name: `Open ${kind} role ${name}`, exact: true }) });

test('the platform roles say what each may do', async ({ adminPage: page }, testInfo) => {
  await page.goto('/users?tab=roles');
  await settled(page);
  const platform = page.getByRole('region', { name: 'Platform roles' });
  await expect(roleRow(platform, 'platform', 'Super Admin')).toContainText(
    'Everything, and the only one who can create admins and shut down the server.',
  );
  await expect(roleRow(platform, 'platform', 'Auditor')).toContainText('Reads every network, changes nothing.');
  await expect(roleRow(platform, 'platform', 'Service User')).toContainText(
    'API and remote access only, no console sign-in.',
  );
  await expect(roleRow(platform, 'platform', 'Platform User')).toContainText('What its groups’ network roles allow.');

  await platform.getByRole('link', { name: 'Open platform role Service User' }).click();
  await expect(page).toHaveURL(/\/users\/platform-role\/service-user$/);
  await expect(page.getByRole('heading', { name: 'Service User', level: 1 })).toBeVisible();
  await expect(page.getByText('Not allowed: API and remote access clients only')).toBeVisible();
  const template = page.getByRole('region', { name: 'What it may do' });
  await expect(template).toContainText('API and remote access only, no console sign-in.');
  await expect(template.getByRole('listitem')).toHaveCount(3);
  await expect(template).toContainText('Cannot sign in to the console.');

  await page.goto('/users/platform-role/super-admin');
  await expect(page.getByRole('heading', { name: 'Super Admin', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What it may do' })).toContainText(
    'Restarts and shuts down the server.',
  );
  await snapshot(page, testInfo, 'platform-role');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin creates a network role with a few rights, edits it and deletes it', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const networkRoles = page.getByRole('region', { name: 'Network roles' });

  await test.step('the Roles tab lists the built-in network roles and leads to the create page', async () => {
    await page.goto('/users?tab=roles');
    await settled(page);
    await expect(roleRow(networkRoles, 'network', 'Global Network Admin')).toContainText('Full access');
    await expect(roleRow(networkRoles, 'network', `${NETWORK} Network User`)).toContainText(/\d+ rights/);
    await networkRoles.getByRole('link', { name: 'Create network role' }).click();
    await expect(page).toHaveURL(/\/users\/create-network-role$/);
  });

  await test.step('the form needs a name, a network and a right', async () => {
    await page.getByRole('button', { name: 'Create network role' }).click();
    await expect(page.getByText('Give the role a name.')).toBeVisible();
    await expect(page.getByText('Pick a network, or All networks.')).toBeVisible();
    await expect(page.getByText('Tick at least one right, or give full access.')).toBeVisible();
    await expect(right(page, 'Hosts: VPN access')).toHaveCount(0);
    await expect(right(page, 'Remote access gateways: VPN access')).toBeVisible();
    await expect(right(page, 'Config files: Own only')).toBeVisible();
  });

  await test.step('a role with three rights is created and opens on its page', async () => {
    await page.getByRole('textbox', { name: 'Name' }).fill('DNS editors');
    await pick(page, page.getByRole('combobox', { name: 'Network' }), NETWORK);
    await page.getByRole('textbox', { name: 'Description' }).fill('Keep the names tidy');
    await right(page, 'DNS entries: Read').check();
    await right(page, 'DNS entries: Update').check();
    await right(page, 'Hosts: Read').check();
    await snapshot(page, testInfo, 'create-network-role');
    await page.getByRole('button', { name: 'Create network role' }).click();
    await expect(page.getByText('Role DNS editors created')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/network-role\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'DNS editors', level: 1 })).toBeVisible();
    await expect(page.getByText(`A network role of ${NETWORK}.`)).toBeVisible();
    await expect(right(page, 'DNS entries: Update')).toBeChecked();
    await expect(right(page, 'Hosts: Read')).toBeChecked();
    await expect(right(page, 'DNS entries: Delete')).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Network' })).toBeDisabled();
  });

  await test.step('a right is taken away and saved', async () => {
    await right(page, 'Hosts: Read').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role DNS editors saved')).toBeVisible();
    await page.reload();
    await expect(right(page, 'DNS entries: Update')).toBeChecked();
    await expect(right(page, 'Hosts: Read')).not.toBeChecked();
    await page.goto('/users?tab=roles');
    await expect(roleRow(networkRoles, 'network', 'DNS editors')).toContainText('2 rights');
    await networkRoles.getByRole('link', { name: 'Open network role DNS editors' }).click();
    await expect(page).toHaveURL(/\/users\/network-role\/[^/?]+$/);
  });

  const roleId = decodeURIComponent(page.url().split('/').pop()!);
  await createGroupWithRole(baseURL!, 'Name Keepers', roleId);

  await test.step('deleting asks first, naming the groups that lose the role', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Delete role' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the network role' });
    await expect(confirm).toContainText('Delete the role DNS editors?');
    await expect(confirm).toContainText('These groups lose it, and so do their members: Name Keepers.');
    await confirm.getByRole('button', { name: 'Delete role' }).click();
    await expect(page.getByText('Role DNS editors deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/users\?tab=roles$/);
    await expect(networkRoles.getByRole('link', { name: 'Open network role DNS editors' })).toHaveCount(0);
  });
});

test('a built-in network role is shown read-only with the reason', async ({ adminPage: page }) => {
  await page.goto('/users/network-role/global-network-user');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Global Network User', level: 1 })).toBeVisible();
  await expect(page.getByText('Built-in role')).toBeVisible();
  await expect(page.getByText('Netloom creates this role for each network and for all networks').first()).toBeVisible();
  await expect(right(page, 'Remote access gateways: VPN access')).toBeChecked();
  await expect(right(page, 'Remote access gateways: VPN access')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete role' })).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Network Role' }).click();
  await expect(page).toHaveURL(/\/users\?tab=roles$/);
  await expect(page.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Network roles' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
