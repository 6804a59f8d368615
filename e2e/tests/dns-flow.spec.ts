import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'dns-net';

const entryRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Copy ${name}`, exact: true }) });

test('automatic entries stay, a custom entry is added and deleted, and a taken name is refused', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const [, beta] = await joinHosts(baseURL!, await enrollmentToken(baseURL!, NETWORK), ['dns-alpha', 'dns-beta']);
  const betaAddress = beta.nodes[0].address.split('/')[0];
  const add = page.getByRole('dialog', { name: 'Add a DNS entry' });

  await test.step('every host has an automatic entry whose delete is disabled, with the reason', async () => {
    await page.goto(`/networks/${NETWORK}/dns`);
    await settled(page);
    for (const host of ['dns-alpha', 'dns-beta']) {
      const row = entryRow(page, `${host}.${NETWORK}`);
      await expect(row.getByText('Automatic')).toBeVisible();
      await expect(row.getByRole('button', { name: `Delete ${host}.${NETWORK}` })).toBeDisabled();
    }
    await entryRow(page, `dns-beta.${NETWORK}`)
      .getByRole('button', { name: `Delete dns-beta.${NETWORK}` })
      .hover();
    await expect(page.getByRole('tooltip')).toHaveText('Automatic entries go with their node and can’t be deleted.');
    await expect(entryRow(page, `dns-beta.${NETWORK}`)).toContainText(betaAddress);
  });

  await test.step('the form checks the name and needs an address, on submit', async () => {
    await page.getByRole('button', { name: 'Add DNS' }).click();
    await add.getByRole('button', { name: 'Add DNS' }).click();
    await expect(add.getByText('Please enter a DNS name')).toBeVisible();
    await expect(add.getByText('A DNS entry needs an IPv4 address, an IPv6 address or both')).toBeVisible();
    await add.getByRole('textbox', { name: 'DNS name' }).fill('files server');
    await add.getByRole('combobox', { name: 'IPv4 address' }).fill('fd00::1');
    await add.getByRole('button', { name: 'Add DNS' }).click();
    await expect(
      add.getByText(
        'invalid input. Only uppercase letters (A-Z), lowercase letters (a-z), numbers (0-9), minus sign (-) and dots (.) are allowed',
      ),
    ).toBeVisible();
    await expect(add.getByText('address fd00::1 is not an IPv4 address')).toBeVisible();
  });

  await test.step("a node's address is suggested by its name, and the entry is added as hosts resolve it", async () => {
    await add.getByRole('textbox', { name: 'DNS name' }).fill('files.internal');
    await expect(add.getByText(`Hosts resolve it as files.internal.${NETWORK}`)).toBeVisible();
    await add.getByRole('combobox', { name: 'IPv4 address' }).fill('dns-beta');
    await page.getByRole('option', { name: new RegExp(`^${betaAddress.replaceAll('.', '\\.')}`) }).click();
    await expect(add.getByRole('combobox', { name: 'IPv4 address' })).toHaveValue(betaAddress);
    await snapshot(page, testInfo, 'add-dns');
    await add.getByRole('button', { name: 'Add DNS' }).click();
    await expect(page.getByText(`files.internal.${NETWORK} added`)).toBeVisible();
    await expect(add).toBeHidden();
    const row = entryRow(page, `files.internal.${NETWORK}`);
    await expect(row).toContainText(betaAddress);
    await expect(row.getByText('Automatic')).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete files.internal.${NETWORK}` })).toBeEnabled();
    await snapshot(page, testInfo, 'dns-page');
  });

  await test.step("an address outside the network and a name already taken show the server's messages and keep the form", async () => {
    await page.getByRole('button', { name: 'Add DNS' }).click();
    await add.getByRole('textbox', { name: 'DNS name' }).fill(`dns-alpha.${NETWORK}`);
    await expect(add.getByText(`Hosts resolve it as dns-alpha.${NETWORK}`)).toBeVisible();
    await add.getByRole('combobox', { name: 'IPv4 address' }).fill('10.20.30.40');
    await add.getByRole('button', { name: 'Add DNS' }).click();
    await expect(page.getByText(`address 10.20.30.40 is outside network ${NETWORK}: use an address in`)).toBeVisible();
    await add.getByRole('combobox', { name: 'IPv4 address' }).fill(betaAddress);
    await add.getByRole('button', { name: 'Add DNS' }).click();
    await expect(
      page.getByText(
        `DNS name dns-alpha.${NETWORK} is already used in network ${NETWORK} by the automatic entry of a node (dns-alpha.${NETWORK})`,
      ),
    ).toBeVisible();
    await expect(page.getByText(`Failed to add dns-alpha.${NETWORK}`).first()).toBeVisible();
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Yes' }).click();
    await expect(add).toBeHidden();
  });

  await test.step('the search narrows the entries by name or address', async () => {
    const search = page.getByRole('textbox', { name: 'Search DNS entries' });
    await search.fill('alpha');
    await expect(entryRow(page, `dns-alpha.${NETWORK}`)).toBeVisible();
    await expect(entryRow(page, `files.internal.${NETWORK}`)).toHaveCount(0);
    await search.fill(betaAddress);
    await expect(entryRow(page, `files.internal.${NETWORK}`)).toBeVisible();
    await expect(entryRow(page, `dns-alpha.${NETWORK}`)).toHaveCount(0);
    await search.fill('');
  });

  await test.step('a custom entry is deleted after a confirmation', async () => {
    await page.getByRole('button', { name: `Delete files.internal.${NETWORK}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the DNS entry' });
    await expect(confirm).toContainText(`Delete files.internal.${NETWORK}? It will no longer resolve in this network.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`files.internal.${NETWORK} deleted`)).toBeVisible();
    await expect(entryRow(page, `files.internal.${NETWORK}`)).toHaveCount(0);
    await expect(entryRow(page, `dns-alpha.${NETWORK}`)).toBeVisible();
  });
});
