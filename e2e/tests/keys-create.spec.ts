import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { settled, snapshot } from '../support/screens';

// A server of its own: the empty states need one without networks or hosts.
test.use({ serverOptions: { env: { NETLOOM_LOG_LEVEL: 'warn' } }, viewport: { width: 1280, height: 800 } });

test('with nothing yet, keys and devices explain how to start', async ({ adminPage: page }, testInfo) => {
  await page.goto('/keys');
  await settled(page);
  await expect(page.getByText('No enrollment keys yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Key' })).toBeVisible();
  await snapshot(page, testInfo, 'keys-empty');

  await page.goto('/devices');
  await expect(page.getByText('No devices yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add a Device' }).click();
  await expect(page).toHaveURL(/\/hosts-new$/);
  await expect(page.getByRole('heading', { name: 'New Host', level: 1 })).toBeVisible();
  await expect(page.getByText('There is no usable enrollment key yet.')).toBeVisible();
});

test('the create-key form checks name, uses and expiry before it sends', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['keys-lab']);
  await page.goto('/keys');
  await settled(page);
  await page.getByRole('button', { name: 'Create Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an enrollment key' });
  const submit = dialog.getByRole('button', { name: 'Create key' });

  await test.step('a key without a network says what that means', async () => {
    const warning = dialog.getByRole('status').filter({ hasText: 'This key joins no network' });
    await expect(warning).toContainText('are listed under Devices but are in no network');
    await dialog.getByLabel('Networks').click();
    await page.getByRole('option', { name: 'keys-lab' }).click();
    await expect(warning).toHaveCount(0);
  });

  await dialog.getByLabel('Name').fill('ab');
  await submit.click();
  await expect(dialog.getByText('The name must have 3 to 32 characters.')).toBeVisible();
  await dialog.getByLabel('Name').fill('lab_key!');
  await submit.click();
  await expect(dialog.getByText('The name may contain only letters, digits, spaces and hyphens.')).toBeVisible();

  await dialog.getByLabel('Name').fill('lab key');
  await dialog.getByText('Time bound').click();
  await submit.click();
  await expect(dialog.getByText('Pick when the key expires.')).toBeVisible();
  await dialog.getByLabel('Expires at').fill('2020-01-01T10:00');
  await submit.click();
  await expect(dialog.getByText('Pick a date and time in the future.')).toBeVisible();
  await snapshot(page, testInfo, 'create-key-errors');

  await dialog.getByLabel('Expires at').fill(`${new Date().getFullYear() + 1}-06-01T10:00`);
  await submit.click();
  const details = page.getByRole('dialog', { name: 'Enrollment key lab key' });
  await expect(details).toContainText('Valid');
  await expect(details).toContainText(`Until 1st June ${new Date().getFullYear() + 1}`);
  await details.getByRole('button', { name: 'Close' }).click();

  await test.step('deleting asks first and names the key', async () => {
    await page.getByRole('button', { name: 'Actions for key lab key' }).click();
    await page.getByRole('menuitem', { name: 'Delete key' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete enrollment key' });
    await expect(confirm).toContainText('Delete the key lab key?');
    await confirm.getByRole('button', { name: 'Delete key' }).click();
    await expect(page.getByText('Enrollment key lab key deleted')).toBeVisible();
    const toast = page.getByRole('alert').filter({ hasText: 'Enrollment key lab key deleted' });
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open key lab key' })).toHaveCount(0);
  });
});
