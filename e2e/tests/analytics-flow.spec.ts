import { seriousViolations } from '../support/accessibility';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { settled } from '../support/screens';

test.use({ viewport: { width: 1280, height: 900 } });

const NETWORK = 'analytics-net';

test('the Analytics page shows Metrics, Network Info and Graph as tabs named by the address hash', async ({
  adminPage: page,
  baseURL,
}) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const tab = (name: string) => page.getByRole('tab', { name });

  await test.step('without a hash the Metrics tab shows', async () => {
    await page.goto(`/networks/${NETWORK}/analytics`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expect(tab('Metrics')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radiogroup').or(page.getByText(/No metrics for analytics-net yet/))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('picking a tab puts its name in the hash and shows it', async () => {
    await tab('Network Info').click();
    await expect(page).toHaveURL(/\/analytics#info$/);
    await expect(page.getByRole('textbox', { name: 'Display name' })).toBeVisible();
    await tab('Network Graph').click();
    await expect(page).toHaveURL(/\/analytics#graph$/);
    await expect(tab('Network Graph')).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('an address with a hash opens its tab, and the sidebar keeps Analytics highlighted', async () => {
    await page.goto(`/networks/${NETWORK}/analytics#info`);
    await expect(tab('Network Info')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Display name' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Analytics' }).first()).toHaveAttribute('aria-current', 'page');
  });
});
