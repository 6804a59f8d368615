import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const gatewayRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Actions for egress gateway ${name}` }) });
const routesTable = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'CIDR' }) });

test('an egress gateway routes ranges, the routes follow its updates, and it can be deleted', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['egress-net']);
  const token = await enrollmentToken(baseURL!, 'egress-net');
  const [gateway] = await joinHosts(baseURL!, token, ['egress-gw']);
  await joinHosts(baseURL!, token, ['egress-bare'], { firewallinuse: 'none' });
  await joinHosts(baseURL!, token, ['egress-win'], { os: 'windows' });
  const networkRange = gateway.nodes[0].networkrange;
  const dialog = page.getByRole('dialog', { name: 'Create an egress gateway' });

  await test.step('the empty page explains egress and offers to create one', async () => {
    await page.goto('/networks/egress-net/egress');
    await settled(page);
    await expect(page.getByText('No egress routes in egress-net yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create Egress' }).click();
    await expect(dialog).toBeVisible();
  });

  await test.step('only Linux hosts can be picked, and a host without a firewall is pointed out', async () => {
    await dialog.getByRole('combobox', { name: 'Gateway host' }).click();
    const windows = page.getByRole('option', { name: /egress-win/ });
    await expect(windows).toContainText('Only Linux hosts can take this role.');
    await expect(windows).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: /egress-bare/ }).click();
    await expect(dialog.getByText('No firewall on this host')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Gateway host' }).click();
    await page.getByRole('option', { name: /egress-gw/ }).click();
    await expect(dialog.getByText('No firewall on this host')).toBeHidden();
  });

  await test.step('each range is checked next to its row on submit', async () => {
    await dialog.getByRole('textbox', { name: 'Range 1' }).fill('192.168.50.0');
    await dialog.getByRole('button', { name: 'Add range' }).click();
    await dialog.getByRole('textbox', { name: 'Range 2' }).fill(networkRange);
    await dialog.getByRole('button', { name: 'Add range' }).click();
    await dialog.getByRole('button', { name: 'Create Egress' }).click();
    await expect(dialog.getByText('egress range 192.168.50.0 must be an IPv4 or IPv6 CIDR')).toBeVisible();
    await expect(dialog.getByText(`overlaps the network's own range ${networkRange}`)).toBeVisible();
    await expect(dialog.getByText('Enter a range, or remove this row.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove range 3' }).click();
    await dialog.getByRole('textbox', { name: 'Range 1' }).fill('192.168.50.0/24');
    await dialog.getByRole('textbox', { name: 'Range 2' }).fill('10.77.0.0/16');
  });

  await test.step('turning NAT off warns about the route back', async () => {
    const nat = dialog.getByRole('switch', { name: 'Enable NAT for egress traffic' });
    await expect(nat).toBeChecked();
    await nat.uncheck();
    await expect(dialog.getByText('NAT is off')).toBeVisible();
    await snapshot(page, testInfo, 'create-egress');
    await dialog.getByRole('button', { name: 'Create Egress' }).click();
    await expect(page.getByText('egress-gw is an egress gateway')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the gateway and its two routes are listed', async () => {
    await expect(gatewayRow(page, 'egress-gw')).toContainText('NAT off');
    await expect(gatewayRow(page, 'egress-gw')).toContainText('2 ranges');
    await expect(gatewayRow(page, 'egress-gw')).toContainText('203.0.113.10');
    await expect(routesTable(page).getByRole('row', { name: /192\.168\.50\.0\/24\s+egress-gw/ })).toBeVisible();
    await expect(routesTable(page).getByRole('row', { name: /10\.77\.0\.0\/16\s+egress-gw/ })).toBeVisible();
    await snapshot(page, testInfo, 'egress-page');
  });

  await test.step('an update adds a range, removes one and turns NAT on, in one save', async () => {
    await page.getByRole('button', { name: 'Actions for egress gateway egress-gw' }).click();
    await page.getByRole('menuitem', { name: 'Update' }).click();
    const update = page.getByRole('dialog', { name: 'Update the egress gateway egress-gw' });
    await expect(update.getByRole('textbox', { name: 'Range 1' })).toHaveValue('192.168.50.0/24');
    await update.getByRole('button', { name: 'Add range' }).click();
    await update.getByRole('textbox', { name: 'Range 3' }).fill('172.20.0.0/16');
    await update.getByRole('button', { name: 'Remove range 1' }).click();
    await update.getByRole('switch', { name: 'Enable NAT for egress traffic' }).check();
    await expect(update.getByText('NAT is off')).toBeHidden();
    await update.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Egress gateway egress-gw saved')).toBeVisible();
    await expect(gatewayRow(page, 'egress-gw')).toContainText('NAT on');
    await expect(routesTable(page).getByRole('row', { name: /172\.20\.0\.0\/16\s+egress-gw/ })).toBeVisible();
    await expect(routesTable(page).getByText('192.168.50.0/24')).toBeHidden();
    await expect(routesTable(page).getByText('10.77.0.0/16')).toBeVisible();
  });

  await test.step('removing one range keeps the others', async () => {
    await page.getByRole('button', { name: 'Remove 10.77.0.0/16 from egress-gw' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the range' });
    await expect(confirm).toContainText('Stop routing 10.77.0.0/16 through egress-gw?');
    await confirm.getByRole('button', { name: 'Remove range' }).click();
    await expect(page.getByText('10.77.0.0/16 no longer goes through egress-gw')).toBeVisible();
    await expect(routesTable(page).getByText('10.77.0.0/16')).toBeHidden();
    await expect(gatewayRow(page, 'egress-gw')).toContainText('1 range');
  });

  await test.step('deleting the gateway names the range that stops being reachable', async () => {
    await page.getByRole('button', { name: 'Actions for egress gateway egress-gw' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the egress gateway' });
    await expect(confirm.getByRole('listitem')).toHaveText(['172.20.0.0/16']);
    await snapshot(page, testInfo, 'delete-egress');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('egress-gw is no longer an egress gateway')).toBeVisible();
    await expect(page.getByText('No egress routes in egress-net yet')).toBeVisible();
  });
});
