import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1280, height: 900 } });

test('device and node details show their facts; the node edit saves metadata and an expiration date', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['lab']);
  const [joined] = await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'lab'), ['detail-host']);
  const node = joined.nodes[0];

  await test.step('without a relay in the network, the gateway column has nothing to pick', async () => {
    await page.goto('/networks/lab/nodes');
    await settled(page);
    const row = page.getByRole('row', { name: /detail-host/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('combobox', { name: 'Relay of detail-host' })).toHaveCount(0);
  });

  await test.step('the device page shows the host, its networks and interfaces', async () => {
    await page.goto(`/devices/${joined.host.id}`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'detail-host', level: 1 })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByText('detail-host')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(joined.host.publickey)).toBeVisible();
    await snapshot(page, testInfo, 'device-details');
    await page.getByRole('tab', { name: 'Network Interfaces' }).click();
    await expect(page.getByRole('row', { name: /eth0/ })).toContainText('192.168.1.10/24');
    await page.getByRole('tab', { name: '1 network' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'lab' }).click();
    await expect(page).toHaveURL(new RegExp(`/networks/lab/nodes/${node.id}$`));
  });

  await test.step("the device's address in the network shows its node's page", async () => {
    await page.goto(`/networks/lab/hosts/${joined.host.id}`);
    await expect(page.getByRole('heading', { name: 'detail-host', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/networks/lab/hosts/${joined.host.id}$`));
  });

  await test.step('the node page edits metadata within 255 characters', async () => {
    await settled(page);
    await expect(page.getByText(node.address)).toBeVisible();
    await page.getByRole('button', { name: 'Edit node' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit node detail-host' });
    await dialog.getByLabel('Metadata').fill('x'.repeat(256));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Metadata may have at most 255 characters.')).toBeVisible();
    await dialog.getByLabel('Metadata').fill('rack 4, shelf 2');
    await dialog.getByLabel('DNS on').check();
    await snapshot(page, testInfo, 'edit-node');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Node detail-host saved')).toBeVisible();
    await expect(page.getByText('rack 4, shelf 2')).toBeVisible();
    await snapshot(page, testInfo, 'node-details');
  });

  await test.step('the node page sets an expiration date in the future, and clears it', async () => {
    const expiration = page.getByText('Expiration date', { exact: true }).locator('..');
    await expect(expiration).toContainText('Never');
    await page.getByRole('button', { name: 'Edit node' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit node detail-host' });
    await dialog.getByLabel('Expiration date').fill('2020-01-01T10:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Choose a date in the future, or leave it empty for never.')).toBeVisible();
    await dialog.getByLabel('Expiration date').fill('2040-03-05T10:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(expiration).toContainText('5th March 2040 @ 10:30');
    await page.getByRole('button', { name: 'Edit node' }).click();
    await expect(dialog.getByLabel('Expiration date')).toHaveValue('2040-03-05T10:30');
    await dialog.getByLabel('Expiration date').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(expiration).toContainText('Never');
  });
});
