import { expect, test } from '../support/fixtures';
import { createNetwork } from '../support/api';
import { snapshot } from '../support/screens';

test.use({ serverOptions: { env: { NETLOOM_EDITION: 'community' } } });

test('Community: Pro-only entries hidden, Upgrade Plan offered, the 4th network refused', async ({
  adminPage: page,
  netloom,
}, testInfo) => {
  for (const [index, netid] of ['alpha', 'beta'].entries()) {
    await createNetwork(netloom.url, netid, `100.70.${index}.0/24`);
  }

  await test.step('the footer says Community; Pro-only entries are hidden', async () => {
    await page.goto('/networks/alpha/nodes');
    await expect(page.getByRole('contentinfo').getByText('Community')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Upgrade Plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Upgrade Plan' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Upgrade Plan' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const entry of ['Nodes', 'Gateways', 'Egress', 'Access Control', 'DNS']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }
    for (const proOnly of ['Internet Gateways', 'Tag Manager', 'Analytics']) {
      await expect(nav.getByRole('link', { name: proOnly })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Download Desktop client' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step('below the limit nothing nags; at 3 networks the limit banner offers the Upgrade Plan', async () => {
    await expect(page.getByText(/Community edition’s limit/)).toHaveCount(0);
    await createNetwork(netloom.url, 'gamma', '100.70.2.0/24');
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'limit of 3 networks' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Upgrade Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade Plan' });
    for (const feature of ['Unlimited networks', 'OAuth social sign-on', 'Internet Gateways', 'Relays']) {
      await expect(dialog.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('NETLOOM_EDITION=pro')).toBeVisible();
    await snapshot(page, testInfo, 'upgrade-plan');
    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("a 4th network is refused with the server's message", async () => {
    await page.goto('/networks');
    await page.getByRole('button', { name: 'Create Network' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a Network' });
    await dialog.getByLabel('Network name').fill('delta');
    await dialog.getByRole('button', { name: 'Create network' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to create network' });
    await expect(toast).toContainText(
      'the Community edition allows up to 3 networks; upgrade to Pro for unlimited networks',
    );
    await snapshot(page, testInfo, 'fourth-network-refused');
  });
});
