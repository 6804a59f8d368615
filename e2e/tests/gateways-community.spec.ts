import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { settled } from '../support/screens';

test.use({ serverOptions: { env: { NETLOOM_EDITION: 'community' } } });

test('Community: the gateways page offers remote access and hides the Pro relays', async ({
  adminPage: page,
  baseURL,
}) => {
  await ensureNetworks(baseURL!, ['home']);
  await page.goto('/networks/home/relays');
  await settled(page);
  await expect(page).toHaveURL(/\/networks\/home\/gateways$/);
  await expect(page.getByText('No remote access gateway in home yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Gateway' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Relays' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Relay' })).toHaveCount(0);
});
