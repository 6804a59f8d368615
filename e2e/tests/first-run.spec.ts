import { ADMIN as admin, expect, signIn, test } from '../support/fixtures';
import { snapshot } from '../support/screens';

test.use({ serverOptions: { firstRun: true } });

test('first run: sign up, sign in, create a network, log out, guards', async ({ page }, testInfo) => {
  await test.step('a fresh server sends the login page to sign-up', async () => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/signup$/);
    await snapshot(page, testInfo, 'signup');
  });

  await test.step('sign-up checks the fields, then creates the super-admin and signs in', async () => {
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill('seven77');
    await expect(page.getByText('password must have a minimum of 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/passwords do not match/i)).toBeVisible();
    await page.getByLabel('Confirm password').fill(admin.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('log out and sign in again; a wrong password shows the server message', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('incorrect credentials')).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await snapshot(page, testInfo, 'dashboard-empty');
  });

  await test.step('create a network: validation messages first', async () => {
    await page
      .getByRole('button', { name: /^(Add Network|Create Network)$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create a Network' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Network name').fill('bad!name');
    await dialog.getByLabel('IPv4 address range').fill('10.0.0.0/33');
    await dialog.getByRole('button', { name: 'Create network' }).click();
    await expect(
      dialog.getByText(
        'Please enter a network name. Valid characters are a-z, 0-9, space, underscore (_) and hypen (-)',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('Address range must be a valid IPv4 CIDR')).toBeVisible();

    await dialog.getByLabel('IPv4 address range').fill('192.168.50.0/24');
    await expect(
      dialog.getByText(
        'This IP range is commonly used for LANs. Confirm that it does not overlap with your home or office network.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate random IPv4 range' }).click();
    await expect(dialog.getByLabel('IPv4 address range')).toHaveValue(
      /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.\d+\.0\/24$/,
    );
    await dialog.getByLabel('Network name').fill('  Home  Lab ');
    await snapshot(page, testInfo, 'create-network-modal');
    await dialog.getByRole('button', { name: 'Create network' }).click();
  });

  await test.step('lands on the new network nodes page with a success notification', async () => {
    await expect(page).toHaveURL(/\/networks\/home-lab\/nodes$/);
    await expect(page.getByText('Network home-lab created')).toBeVisible();
    await snapshot(page, testInfo, 'network-nodes');
  });

  await test.step('the networks list shows it', async () => {
    await page.goto('/networks');
    await expect(page.getByRole('link', { name: 'home-lab' })).toBeVisible();
    await snapshot(page, testInfo, 'networks-list');
  });

  await test.step('a duplicate name is refused before it reaches the server', async () => {
    await page
      .getByRole('button', { name: /^(Add Network|Create Network)$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create a Network' });
    await dialog.getByLabel('Network name').fill('home-lab');
    await dialog.getByRole('button', { name: 'Create network' }).click();
    await expect(dialog.getByText(/already exists/i)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByText('Closing the modal will lose any unsaved changes. Do you want to proceed?'),
    ).toBeVisible();
  });

  await test.step('logout, then a protected route redirects to login', async () => {
    await page.goto('/networks/home-lab/nodes');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/networks/home-lab/nodes');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('an unknown network id shows the 404 page; an unknown path the not-found page', async () => {
    await signIn(page);
    await page.goto('/networks/no-such-network/nodes');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Network not found' })).toBeVisible();
    await page.goto('/this/path/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snapshot(page, testInfo, 'not-found');
  });
});
