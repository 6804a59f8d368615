import type { Locator, Page } from '@playwright/test';
import { checkIn } from '../../server/test/support/host-client';
import { adminToken, ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { clippedTexts, settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'dns-ns';
const NAMESERVER = 'Corporate DNS';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });

/** Types each value into a tags input, ending each with Enter. */
async function addTags(input: Locator, values: string[]): Promise<void> {
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
}

test('a nameserver is added through the form, refused while invalid, turned off, edited and deleted', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const nameservers = section(page, 'Nameservers');
  const add = page.getByRole('dialog', { name: 'Add a nameserver' });
  const servers = add.getByRole('combobox', { name: 'Nameserver addresses' });
  const domains = add.getByRole('combobox', { name: 'Match domains' });
  const onSwitch = page.getByRole('switch', { name: `On: ${NAMESERVER}` });

  await test.step('with none, the section says what a nameserver is for', async () => {
    await page.goto(`/networks/${NETWORK}/dns`);
    await settled(page);
    await expect(nameservers.getByText(`No nameservers in ${NETWORK} yet`)).toBeVisible();
    await expect(nameservers).toContainText('corp.example → 10.0.0.2, reached through an egress gateway');
  });

  await test.step('the form opens from the keyboard and checks every field with the shared rules', async () => {
    await nameservers.getByRole('button', { name: 'Add nameserver' }).focus();
    await page.keyboard.press('Enter');
    const name = add.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(add.getByText('name is required')).toBeVisible();
    await expect(add.getByText('at least one nameserver address is required')).toBeVisible();
    await expect(add.getByText('at least one match domain is required, e.g. corp.example')).toBeVisible();
    await expect(add.getByRole('combobox', { name: 'Search domains' })).toBeDisabled();

    await expect(name).toBeFocused();
    await page.keyboard.type(NAMESERVER);
    await addTags(servers, ['dns.corp.example']);
    await addTags(domains, [`db.${NETWORK}`]);
    await add.getByRole('button', { name: 'Add nameserver' }).click();
    await expect(
      add.getByText('nameserver "dns.corp.example" is not an IP address, e.g. 10.0.0.2 or fd00::53'),
    ).toBeVisible();
    await expect(
      add.getByText(
        `match domain db.${NETWORK} is inside network ${NETWORK}'s own names: its hosts answer those themselves`,
      ),
    ).toBeVisible();
  });

  await test.step('fixed, it is added with a search domain and listed on', async () => {
    await servers.press('Backspace');
    await addTags(servers, ['10.0.0.2']);
    await domains.press('Backspace');
    await addTags(domains, ['corp.example']);
    // By keyboard: the arrow opens the list of match domains, Enter picks the first.
    await add.getByRole('combobox', { name: 'Search domains' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'corp.example', exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'corp.example', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Tab');
    await snapshot(page, testInfo, 'add-nameserver');
    await add.getByRole('button', { name: 'Add nameserver' }).click();
    await expect(page.getByText(`Nameserver ${NAMESERVER} added`)).toBeVisible();
    await expect(add).toBeHidden();
    const row = rowOf(nameservers, NAMESERVER);
    await expect(row).toContainText('corp.example');
    await expect(row).toContainText('10.0.0.2');
    await expect(row.getByText('search', { exact: true })).toBeVisible();
    await expect(onSwitch).toBeChecked();
  });

  await test.step("a taken name shows the server's message and keeps the form", async () => {
    await nameservers.getByRole('button', { name: 'Add nameserver' }).click();
    await add.getByRole('textbox', { name: 'Name' }).fill('corporate dns');
    await addTags(servers, ['10.0.0.9']);
    await addTags(domains, ['other.example']);
    await add.getByRole('button', { name: 'Add nameserver' }).click();
    await expect(page.getByText('Failed to add nameserver corporate dns')).toBeVisible();
    await expect(page.getByText(`network ${NETWORK} already has a nameserver named ${NAMESERVER}`)).toBeVisible();
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Yes' }).click();
    await expect(add).toBeHidden();
  });

  await test.step('its switch turns it off, and the server keeps it off', async () => {
    // The switch's input is visually hidden under its track; a dialog still closing would take the forced click.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await onSwitch.click({ force: true });
    await expect(page.getByText(`${NAMESERVER} is off: hosts no longer ask it`)).toBeVisible();
    await expect(onSwitch).not.toBeChecked();
    const response = await fetch(`${baseURL}/api/v1/nameserver?network=${NETWORK}`, {
      headers: { Authorization: `Bearer ${await adminToken(baseURL!)}` },
    });
    const listed = ((await response.json()) as { Response: { name: string; status: boolean }[] }).Response;
    expect(listed.map(({ name, status }) => ({ name, status }))).toEqual([{ name: NAMESERVER, status: false }]);
  });

  await test.step('edited, it gets a second server and domain and stays off', async () => {
    await nameservers.getByRole('button', { name: `Actions for ${NAMESERVER}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${NAMESERVER}` });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(NAMESERVER);
    await addTags(edit.getByRole('combobox', { name: 'Nameserver addresses' }), ['10.0.0.3']);
    await addTags(edit.getByRole('combobox', { name: 'Match domains' }), ['lan.example']);
    await edit.getByRole('textbox', { name: 'Description' }).fill('Reached through the office egress gateway');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Nameserver ${NAMESERVER} saved`)).toBeVisible();
    await expect(edit).toBeHidden();
    const row = rowOf(nameservers, NAMESERVER);
    await expect(row).toContainText('10.0.0.3');
    await expect(row).toContainText('lan.example');
    await expect(row).toContainText('Reached through the office egress gateway');
    await expect(row.getByText('search', { exact: true })).toHaveCount(1);
    await expect(onSwitch).not.toBeChecked();
    await snapshot(page, testInfo, 'nameservers');
    expect(await clippedTexts(page)).toEqual([]);
  });

  await test.step('deleting asks first, naming what the hosts stop asking', async () => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await onSwitch.click({ force: true });
    await expect(page.getByText(`${NAMESERVER} is on: hosts ask it again`)).toBeVisible();
    await nameservers.getByRole('button', { name: `Actions for ${NAMESERVER}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the nameserver' });
    await expect(confirm).toContainText(
      `Delete ${NAMESERVER}? Hosts of ${NETWORK} stop asking 10.0.0.2 and 10.0.0.3 for names under corp.example and lan.example.`,
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Nameserver ${NAMESERVER} deleted`)).toBeVisible();
    await expect(nameservers.getByText(`No nameservers in ${NETWORK} yet`)).toBeVisible();
  });
});

test("each host's DNS state follows its check-ins, and custom entries show the name hosts resolve", async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  const network = 'dns-hosts';
  await ensureNetworks(baseURL!, [network]);
  const resolution = section(page, 'How hosts resolve these names');

  await test.step('with no hosts the table says so, and the card says how names are served', async () => {
    await page.goto(`/networks/${network}/dns`);
    await settled(page);
    await expect(resolution.getByText(`No hosts in ${network} yet.`, { exact: false })).toBeVisible();
    const card = resolution.getByRole('note');
    await expect(card).toContainText('on its mesh address, port 53');
    await expect(card).toContainText(`~${network}`);
    await expect(card).toContainText('/etc/resolv.conf');
  });

  const [alpha, beta] = await joinHosts(baseURL!, await enrollmentToken(baseURL!, network), [
    'resolve-alpha',
    'resolve-beta',
  ]);
  const alphaAddress = alpha.nodes[0].address.split('/')[0];
  const betaAddress = beta.nodes[0].address.split('/')[0];

  await test.step('hosts that never reported are "Not reported"', async () => {
    await page.reload();
    await settled(page);
    for (const name of ['resolve-alpha', 'resolve-beta']) {
      const row = rowOf(resolution, name);
      await expect(row.getByText('Not reported')).toBeVisible();
      await expect(row).toContainText('Never');
    }
    await expect(resolution.getByText('0 of 2 hosts serve these names.')).toBeVisible();
  });

  await test.step("a host's check-in with its DNS report shows at once, without a reload", async () => {
    await checkIn(baseURL!, alpha.credentials, {
      dns_status: { mode: 'file', listening: [alphaAddress], names: 2, error: '' },
    });
    const row = rowOf(resolution, 'resolve-alpha');
    await expect(row.getByText('Serving', { exact: true })).toBeVisible();
    await expect(row).toContainText('/etc/resolv.conf');
    await expect(row).toContainText(alphaAddress);
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    await expect(row.locator('time')).toHaveText(/now|seconds? ago/);
    await expect(resolution.getByText('1 of 2 hosts serve these names.')).toBeVisible();
  });

  await test.step('a host whose resolver is not pointed at its agent is partly serving, with the reason', async () => {
    const problem = 'no systemd-resolved, and /etc/resolv.conf is managed by another program';
    await checkIn(baseURL!, beta.credentials, {
      dns_status: { mode: 'none', listening: [betaAddress], names: 2, error: problem },
    });
    const row = rowOf(resolution, 'resolve-beta');
    await expect(row.getByText('Partly serving')).toBeVisible();
    await expect(row).toContainText('Not pointed at the agent');
    await expect(row).toContainText(problem);
    await row.getByText('Partly serving').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Its agent answers these names, but the host’s resolver is not pointed at it, or a part failed.',
    );
    await snapshot(page, testInfo, 'hosts-dns');
  });

  await test.step('a custom entry is listed by the full name hosts resolve, ready to copy', async () => {
    const response = await fetch(`${baseURL}/api/dns/${network}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL!)}` },
      body: JSON.stringify({ name: 'files', address: betaAddress }),
    });
    expect(response.status, await response.text()).toBe(200);
    const names = section(page, 'Names');
    const row = names.getByRole('row').filter({ has: page.getByRole('button', { name: `Copy files.${network}` }) });
    await expect(row).toContainText(`files.${network}`);
    await expect(row).toContainText(betaAddress);
    await expect(names.getByRole('button', { name: `Copy resolve-alpha.${network}`, exact: true })).toBeVisible();
  });
});
