import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const gatewayRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Actions for internet gateway ${name}` }) });
const connectedTable = (page: Page) =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Internet gateway' }) });

test('an internet gateway serves two hosts, one is disconnected, then the gateway is deleted', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['inet-net']);
  const token = await enrollmentToken(baseURL!, 'inet-net');
  await joinHosts(baseURL!, token, ['inet-gw', 'inet-a', 'inet-b']);
  await joinHosts(baseURL!, token, ['inet-mac'], { os: 'darwin' });
  const dialog = page.getByRole('dialog', { name: 'Create an internet gateway' });

  await test.step('the empty page explains internet gateways and offers to create one', async () => {
    await page.goto('/networks/inet-net/internet-gateways');
    await settled(page);
    await expect(page.getByText('No internet gateways in inet-net yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create Internet Gateway' }).click();
  });

  await test.step('a Linux host becomes the gateway of two hosts', async () => {
    await dialog.getByRole('button', { name: 'Create Internet Gateway' }).click();
    await expect(dialog.getByText('Pick the host that becomes the internet gateway.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Gateway host' }).click();
    await expect(page.getByRole('option', { name: /inet-mac/ })).toContainText('Only Linux hosts can take this role.');
    await page.getByRole('option', { name: /^inet-gw/ }).click();
    const clients = dialog.getByRole('combobox', { name: 'Hosts that use it' });
    await clients.click();
    await expect(page.getByRole('option', { name: 'inet-gw' })).toHaveCount(0);
    await page.getByRole('option', { name: 'inet-a' }).click();
    await page.getByRole('option', { name: 'inet-b' }).click();
    await dialog.getByText('Their internet traffic goes through the gateway.').click();
    await snapshot(page, testInfo, 'create-internet-gateway');
    await dialog.getByRole('button', { name: 'Create Internet Gateway' }).click();
    await expect(page.getByText('inet-gw is an internet gateway for 2 hosts')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the gateway and its connected hosts are listed', async () => {
    await expect(gatewayRow(page, 'inet-gw')).toContainText('2 hosts');
    await expect(gatewayRow(page, 'inet-gw')).toContainText('203.0.113.10');
    for (const name of ['inet-a', 'inet-b']) {
      await expect(connectedTable(page).getByRole('row', { name: new RegExp(`${name}.*inet-gw`) })).toBeVisible();
    }
    await snapshot(page, testInfo, 'internet-gateways');
  });

  await test.step('one host is disconnected from the gateway', async () => {
    await page.getByRole('button', { name: 'Disconnect inet-a from inet-gw' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect from the internet gateway' });
    await expect(confirm).toContainText('It loses its internet route through inet-gw');
    await confirm.getByRole('button', { name: 'Disconnect from gateway' }).click();
    await expect(page.getByText('inet-a no longer goes online through inet-gw')).toBeVisible();
    await expect(connectedTable(page).getByText('inet-a')).toBeHidden();
    await expect(connectedTable(page).getByText('inet-b')).toBeVisible();
    await expect(gatewayRow(page, 'inet-gw')).toContainText('1 host');
  });

  await test.step('the connected hosts can be changed', async () => {
    await page.getByRole('button', { name: 'Actions for internet gateway inet-gw' }).click();
    await page.getByRole('menuitem', { name: 'Update connected hosts' }).click();
    const update = page.getByRole('dialog', { name: 'Connected hosts of inet-gw' });
    await update.getByRole('combobox', { name: 'Hosts that use it' }).click();
    await page.getByRole('option', { name: 'inet-a' }).click();
    await update.getByText('Their internet traffic goes through the gateway.').click();
    await update.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('2 hosts go online through inet-gw')).toBeVisible();
    await expect(connectedTable(page).getByText('inet-a')).toBeVisible();
  });

  await test.step('deleting the gateway names the hosts that lose their internet route', async () => {
    await page.getByRole('button', { name: 'Actions for internet gateway inet-gw' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the internet gateway' });
    await expect(confirm.getByRole('listitem')).toHaveText(['inet-a', 'inet-b']);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('inet-gw is no longer an internet gateway')).toBeVisible();
    await expect(page.getByText('No internet gateways in inet-net yet')).toBeVisible();
  });
});
