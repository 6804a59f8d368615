import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled } from '../support/screens';

test.use({ serverOptions: { env: { NETLOOM_EDITION: 'community' } } });

test('Community: relays, failover and internet gateways stay out of the nodes page', async ({
  adminPage: page,
  baseURL,
}) => {
  await ensureNetworks(baseURL!, ['ce-net']);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'ce-net'), ['ce-a', 'ce-b'], { nat_type: 'behind_nat' });

  await test.step('no failover note even behind NAT, no relay select, no failover action', async () => {
    await page.goto('/networks/ce-net/nodes');
    await settled(page);
    await expect(page.getByRole('link', { name: 'ce-a', exact: true })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Failover' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Relay of ce-a' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Actions for node ce-a' }).click();
    await expect(page.getByRole('menuitem', { name: 'Set as remote access gateway' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Set as failover' })).toHaveCount(0);
  });

  await test.step('the internet gateways address explains that it needs Pro', async () => {
    await page.goto('/networks/ce-net/internet-gateways');
    await expect(page.getByText('Internet gateways need Pro')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Internet Gateway' })).toHaveCount(0);
  });
});
