/// <reference lib="dom" />
// The naturalWidth check runs in the browser and uses its globals.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 1000 } });

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Opens a picker and chooses the node whose option starts with this name. */
async function pick(page: Page, picker: ReturnType<Page['getByRole']>, name: string) {
  await picker.click();
  await page.getByRole('option', { name: new RegExp(`^${name}\\b`) }).click();
}

test('a remote access gateway gets a config file that downloads, shows as a QR code, is disabled and deleted', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['remote']);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'remote'), ['ra-gateway', 'ra-laptop-host']);

  await test.step('with no gateway the page explains remote access; a host is made a gateway', async () => {
    await page.goto('/networks/remote/gateways');
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Gateways', level: 1 })).toBeVisible();
    await expect(page.getByText('No remote access gateway in remote yet')).toBeVisible();
    await snapshot(page, testInfo, 'gateways-empty');
    await page.getByRole('button', { name: 'Create Gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a remote access gateway' });
    const submit = dialog.getByRole('button', { name: 'Create gateway' });
    await submit.click();
    await expect(dialog.getByText('Pick the host to make a gateway.')).toBeVisible();
    await pick(page, dialog.getByRole('combobox', { name: 'Host' }), 'ra-gateway');
    await dialog.getByRole('switch', { name: /Internet gateway/ }).check();
    await submit.click();
    await expect(dialog.getByText('An internet gateway needs a default client DNS.')).toBeVisible();
    await dialog.getByRole('switch', { name: /Internet gateway/ }).uncheck();
    await dialog.getByRole('combobox', { name: 'Default client DNS' }).click();
    await page.getByRole('option', { name: 'Cloudflare 1.1.1.1' }).click();
    await dialog.getByLabel('Client config MTU').fill('1380');
    await snapshot(page, testInfo, 'create-gateway');
    await submit.click();
    await expect(page.getByText('ra-gateway is now a remote access gateway')).toBeVisible();
    const gateways = region(page, 'Remote Access Gateways');
    await expect(gateways.getByRole('row', { name: /ra-gateway/ })).toContainText('1.1.1.1');
    await expect(gateways.getByRole('row', { name: /ra-gateway/ })).toContainText('MTU 1380 · keepalive 20 s');
  });

  await test.step('a config file is created on it and opens with its config, download and QR code', async () => {
    await page.getByRole('button', { name: 'Create Config File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a VPN config file' });
    await expect(dialog.getByRole('combobox', { name: 'Gateway' })).toHaveValue('ra-gateway');
    await dialog.getByLabel('Client ID').fill('abc');
    await dialog.getByRole('button', { name: 'Create config file' }).click();
    await expect(
      dialog.getByText('Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.'),
    ).toBeVisible();
    await dialog.getByLabel('Client ID').fill('alice phone');
    await dialog.getByRole('button', { name: 'Create config file' }).click();
    await expect(dialog.getByText('The client id should not have spaces')).toBeVisible();
    await dialog.getByLabel('Client ID').fill('alice-phone');
    await dialog.getByRole('button', { name: 'Create config file' }).click();
    await expect(page.getByText('Config file created on ra-gateway')).toBeVisible();

    const config = page.getByRole('dialog', { name: 'Config of alice-phone' });
    await expect(config.getByRole('combobox', { name: 'Remote Access Gateway Endpoint' })).toHaveValue('203.0.113.10');
    await expect(config.getByText('[Interface]')).toBeVisible();
    await expect(config.getByText('Endpoint = 203.0.113.10:')).toBeVisible();
    const qr = config.getByRole('img', { name: /QR code of the config of alice-phone/ });
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await snapshot(page, testInfo, 'client-config');

    const downloading = page.waitForEvent('download');
    await config.getByRole('button', { name: 'Download alice-phone.conf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('alice-phone.conf');
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain('[Interface]');
    expect(text).toContain('[Peer]');
    await config.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the config file is edited and its details show the change', async () => {
    const clients = region(page, 'VPN Config Files');
    await clients.getByRole('button', { name: 'Actions for config file alice-phone' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit config file alice-phone' });
    await dialog.getByRole('button', { name: 'Advanced settings' }).click();
    await dialog.getByLabel('DNS', { exact: true }).fill('9.9.9.9, nine');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/nine is not an IP address/)).toBeVisible();
    await dialog.getByLabel('DNS', { exact: true }).fill('9.9.9.9');
    await dialog.getByLabel('PostUp').fill('ip route add 192.168.5.0/24 dev %i');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Config file alice-phone saved')).toBeVisible();
    await clients.getByRole('button', { name: 'Details of alice-phone' }).click();
    const details = page.getByRole('dialog', { name: 'Config file alice-phone' });
    await expect(details).toContainText('9.9.9.9');
    await expect(details).toContainText('203.0.113.10:');
    await details.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the commands a config runs on the device are shown before it is downloaded', async () => {
    const clients = region(page, 'VPN Config Files');
    await clients.getByRole('button', { name: 'Actions for config file alice-phone' }).click();
    await page.getByRole('menuitem', { name: 'View config' }).click();
    const config = page.getByRole('dialog', { name: 'Config of alice-phone' });
    const scripts = config.getByRole('alert').filter({ hasText: 'This config runs commands on the device' });
    await expect(scripts).toContainText('PostUp (after the tunnel comes up)');
    await expect(scripts).toContainText('ip route add 192.168.5.0/24 dev %i');
    await expect(scripts).not.toContainText('PostDown');
    await snapshot(page, testInfo, 'client-config-scripts');
    await config.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the config file is listed under its gateway, disabled after a confirmation, then deleted', async () => {
    const clients = region(page, 'VPN Config Files');
    const row = clients.getByRole('row', { name: /alice-phone/ });
    await expect(row).toContainText('ra-gateway');
    await expect(row).toContainText('netadmin');
    await page.getByRole('radio', { name: 'Show the config files of ra-gateway' }).check();
    await expect(clients.getByText('The config files of ra-gateway.')).toBeVisible();
    await expect(row).toBeVisible();

    const enabled = row.getByRole('switch', { name: 'alice-phone enabled' });
    await expect(enabled).toBeChecked();
    await enabled.click();
    const confirm = page.getByRole('dialog', { name: 'Disable' });
    await expect(confirm).toContainText('Disable alice-phone?');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('alice-phone disabled')).toBeVisible();
    await expect(enabled).not.toBeChecked();
    await snapshot(page, testInfo, 'gateways');

    const gateways = region(page, 'Remote Access Gateways');
    await gateways.getByRole('button', { name: 'Actions for gateway ra-gateway' }).click();
    await page.getByRole('menuitem', { name: 'Delete gateway' }).click();
    const deleteGateway = page.getByRole('dialog', { name: 'Delete remote access gateway' });
    await expect(deleteGateway).toContainText('Its config file is deleted with it');
    await expect(deleteGateway.getByRole('listitem')).toHaveText(['alice-phone']);
    await deleteGateway.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Actions for config file alice-phone' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete' });
    await expect(remove).toContainText('Delete the config file alice-phone?');
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Config file alice-phone deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(clients.getByText('No config files yet.', { exact: false })).toBeVisible();
  });

  await test.step('the gateway is edited, then deleted when it has no config files left', async () => {
    const gateways = region(page, 'Remote Access Gateways');
    await gateways.getByRole('button', { name: 'Actions for gateway ra-gateway' }).click();
    await page.getByRole('menuitem', { name: 'Edit gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit gateway ra-gateway' });
    await expect(dialog.getByRole('combobox', { name: 'Default client DNS' })).toHaveValue('Cloudflare 1.1.1.1');
    await dialog.getByLabel('Client config MTU').fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('MTU must be between 576 and 65535')).toBeVisible();
    await dialog.getByLabel('Client config MTU').fill('1400');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Gateway ra-gateway saved')).toBeVisible();
    await expect(gateways.getByRole('row', { name: /ra-gateway/ })).toContainText('MTU 1400');

    await gateways.getByRole('button', { name: 'Actions for gateway ra-gateway' }).click();
    await page.getByRole('menuitem', { name: 'Delete gateway' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete remote access gateway' });
    await expect(confirm).toContainText('It has no config files.');
    await confirm.getByRole('button', { name: 'Delete gateway' }).click();
    await expect(page.getByText('ra-gateway is no longer a remote access gateway')).toBeVisible();
    await expect(page.getByText('No remote access gateway in remote yet')).toBeVisible();
  });
});

test('a relay relays two hosts, one stops being relayed and is taken back, then the relay stops', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['relayed']);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'relayed'), ['relay-hub', 'relay-a', 'relay-b']);
  await page.goto('/networks/relayed/gateways');
  await settled(page);
  const relays = region(page, 'Relays');
  const members = region(page, 'Relayed Hosts');

  await test.step('a relay is created for two hosts', async () => {
    await expect(relays.getByText('No relays yet.', { exact: false })).toBeVisible();
    await relays.getByRole('button', { name: 'Create Relay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a relay' });
    await pick(page, dialog.getByRole('combobox', { name: 'Relay host' }), 'relay-hub');
    const hosts = dialog.getByRole('combobox', { name: 'Hosts to relay' });
    await pick(page, hosts, 'relay-a');
    await pick(page, hosts, 'relay-b');
    await hosts.press('Escape');
    await snapshot(page, testInfo, 'create-relay');
    await dialog.getByRole('button', { name: 'Create relay' }).click();
    await expect(page.getByText('relay-hub now relays 2 hosts')).toBeVisible();
    await expect(relays.getByRole('row', { name: /relay-hub/ })).toContainText('2 hosts');
    for (const name of ['relay-a', 'relay-b']) {
      await expect(members.getByRole('row', { name: new RegExp(name) })).toContainText('relay-hub');
    }
    await snapshot(page, testInfo, 'relays');
  });

  await test.step('one host stops being relayed', async () => {
    await members.getByRole('button', { name: 'Stop relaying relay-a' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop being relayed' });
    await expect(confirm).toContainText('Stop relay-hub relaying relay-a?');
    await confirm.getByRole('button', { name: 'Stop being relayed' }).click();
    await expect(page.getByText('relay-a is no longer relayed by relay-hub')).toBeVisible();
    await expect(members.getByRole('row', { name: /relay-a/ })).toHaveCount(0);
    await expect(relays.getByRole('row', { name: /relay-hub/ })).toContainText('1 host');
  });

  await test.step('the relay takes the host back through Update relayed hosts', async () => {
    await relays.getByRole('button', { name: 'Actions for relay relay-hub' }).click();
    await page.getByRole('menuitem', { name: 'Update relayed hosts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relayed hosts of relay-hub' });
    const hosts = dialog.getByRole('combobox', { name: 'Hosts to relay' });
    await pick(page, hosts, 'relay-a');
    await hosts.press('Escape');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The creation's notice may still be showing with the same words.
    await expect(page.getByText('relay-hub now relays 2 hosts').last()).toBeVisible();
    await expect(members.getByRole('row', { name: /relay-a/ })).toContainText('relay-hub');
  });

  await test.step('the relay stops, naming the hosts it still relays', async () => {
    await relays.getByRole('button', { name: 'Actions for relay relay-hub' }).click();
    await page.getByRole('menuitem', { name: 'Stop relaying' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop relaying' });
    await expect(confirm).toContainText('These 2 hosts reach their peers directly again');
    await expect(confirm.getByRole('listitem')).toHaveText(['relay-a', 'relay-b']);
    await confirm.getByRole('button', { name: 'Stop relaying' }).click();
    await expect(page.getByText('relay-hub no longer relays')).toBeVisible();
    await expect(relays.getByText('No relays yet.', { exact: false })).toBeVisible();
    await expect(members).toHaveCount(0);
  });
});
