import { expect, test } from '../support/fixtures';
import { snapshot } from '../support/screens';

test('Download Desktop client: steps, files and versions per platform', async ({
  adminPage: page,
  context,
  netloom,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Download Desktop client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download Desktop client' });

  await test.step('Windows first: requirement, file and version, no dead links without a file server', async () => {
    await expect(dialog.getByText('Requires Windows 7 SP1 or later.')).toBeVisible();
    await expect(dialog.getByText('netloom-desktop-windows-amd64.exe')).toBeVisible();
    await expect(dialog.getByText('v0.90.0')).toBeVisible();
    await expect(dialog.getByText(/Downloads are not configured on this console/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Windows installer/ })).toHaveCount(0);
    await expect(dialog.getByText(new URL(netloom.url).port, { exact: false }).first()).toBeVisible();
    await snapshot(page, testInfo, 'desktop-client-windows');
  });

  await test.step('Mac offers Apple Silicon and Intel', async () => {
    await dialog.getByText('Mac', { exact: true }).click();
    await expect(dialog.getByText('Apple Silicon (ARM64)', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Intel (AMD64)', { exact: true })).toBeVisible();
  });

  await test.step('Linux gives install commands with copy buttons', async () => {
    await dialog.getByText('Linux', { exact: true }).click();
    await expect(dialog.getByText('sudo apt install ./netloom-desktop-linux-amd64.deb')).toBeVisible();
    await expect(dialog.getByText('sudo dnf install ./netloom-desktop-linux-amd64.rpm')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy the Ubuntu/Debian command' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'sudo apt install ./netloom-desktop-linux-amd64.deb',
    );
    await snapshot(page, testInfo, 'desktop-client-linux');
  });

  await test.step('Mobile points to the app stores', async () => {
    await dialog.getByText('Mobile', { exact: true }).click();
    await expect(dialog.getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(dialog.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );
  });
});
