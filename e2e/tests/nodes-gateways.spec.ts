import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';
import { adminCall } from '../support/admin-calls';

test.use({ viewport: { width: 1440, height: 900 } });

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test('the nodes page shows gateway roles, moves a node behind a relay, sets failover and lists config files', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['relay-net']);
  const token = await enrollmentToken(baseURL!, 'relay-net');
  const [relay, egress] = await joinHosts(baseURL!, token, ['relay-a', 'egress-b']);
  const [member] = await joinHosts(baseURL!, token, ['member-c'], { nat_type: 'behind_nat' });
  const nodePath = (host: typeof relay, action: string) => `/nodes/relay-net/${host.nodes[0].id}/${action}`;
  await adminCall(baseURL!, 'POST', nodePath(relay, 'createrelay'), { relayaddrs: [] });
  await adminCall(baseURL!, 'POST', nodePath(egress, 'creategateway'), { ranges: ['192.168.60.0/24'] });

  await test.step('each node shows its roles; with a host behind NAT and no failover host, a note says so', async () => {
    await page.goto('/networks/relay-net/nodes');
    await settled(page);
    await expect(row(page, 'relay-a')).toContainText('Relay');
    await expect(row(page, 'egress-b')).toContainText('Egress');
    await expect(row(page, 'egress-b')).toContainText('192.168.60.0/24');
    await expect(page.getByRole('note', { name: 'Failover' })).toContainText('this network has none yet');
  });

  await test.step('a node is put behind the relay from its row, and taken out again', async () => {
    const gateway = page.getByRole('combobox', { name: 'Relay of member-c' });
    await expect(gateway).toHaveValue('None');
    await gateway.click();
    await page.getByRole('option', { name: 'relay-a' }).click();
    const confirm = page.getByRole('dialog', { name: 'Relay this node' });
    await expect(confirm).toContainText('Send the traffic of member-c through the relay relay-a?');
    await confirm.getByRole('button', { name: 'Relay node' }).click();
    await expect(page.getByText('member-c is relayed by relay-a')).toBeVisible();
    await expect(gateway).toHaveValue('relay-a');
    await expect(page.getByRole('combobox', { name: 'Relay of relay-a' })).toHaveCount(0);
    await snapshot(page, testInfo, 'nodes-relayed');

    await gateway.click();
    await page.getByRole('option', { name: 'None' }).click();
    const stop = page.getByRole('dialog', { name: 'Stop relaying this node' });
    await expect(stop).toContainText('Stop relaying member-c through relay-a?');
    await stop.getByRole('button', { name: 'Stop relaying' }).click();
    await expect(page.getByText('member-c is no longer relayed')).toBeVisible();
    await expect(gateway).toHaveValue('None');
  });

  await test.step('a failover host is picked from the note, then failover is reset', async () => {
    await page.getByRole('button', { name: 'Set Failover Host' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set the failover host' });
    await dialog.getByRole('combobox', { name: 'Failover host' }).click();
    await page.getByRole('option', { name: /^egress-b/ }).click();
    await dialog.getByRole('button', { name: 'Set as failover' }).click();
    await expect(page.getByText('egress-b is the failover host')).toBeVisible();
    await expect(row(page, 'egress-b')).toContainText('Failover');
    await expect(page.getByRole('note', { name: 'Failover' })).toBeHidden();
    await page.getByRole('button', { name: 'Actions for node relay-a' }).click();
    await page.getByRole('menuitem', { name: 'Set as failover' }).click();
    const replace = page.getByRole('dialog', { name: 'Set as failover' });
    await expect(replace).toContainText('It replaces the current failover host, egress-b.');
    await replace.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Reset failover' }).click();
    await page.getByRole('dialog', { name: 'Reset failover' }).getByRole('button', { name: 'Reset failover' }).click();
    await expect(page.getByText('Failover reset in relay-net')).toBeVisible();
  });

  await test.step('the row menu makes a node a remote access gateway', async () => {
    await page.getByRole('button', { name: 'Actions for node member-c' }).click();
    await page.getByRole('menuitem', { name: 'Set as remote access gateway' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Set as remote access gateway' }).click();
    await expect(page.getByText('member-c is a remote access gateway')).toBeVisible();
    await expect(row(page, 'member-c')).toContainText('Remote access');
  });

  await test.step('config files are listed apart by their client ids and can be disabled in bulk', async () => {
    await adminCall(baseURL!, 'POST', `/extclients/relay-net/${member.nodes[0].id}`, { clientid: 'phone-one' });
    await adminCall(baseURL!, 'POST', `/extclients/relay-net/${member.nodes[0].id}`, { clientid: 'tablet-two' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Config files', { exact: true }).click();
    await expect(row(page, 'phone-one')).toContainText('Enabled');
    await expect(row(page, 'phone-one')).toContainText('member-c');
    await expect(row(page, 'tablet-two')).toBeVisible();
    await expect(row(page, 'relay-a')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Select phone-one' }).check();
    await expect(page.getByRole('checkbox', { name: 'Select tablet-two' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Disable 1 config file' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable config files' });
    await expect(confirm.getByRole('listitem')).toHaveText(['phone-one']);
    await confirm.getByRole('button', { name: 'Disable 1 config file' }).click();
    await expect(page.getByText('1 config file disabled')).toBeVisible();
    await expect(row(page, 'phone-one')).toContainText('Disabled');
    await expect(row(page, 'tablet-two')).toContainText('Enabled');
    await snapshot(page, testInfo, 'config-files');
  });

  await test.step('unsetting the remote access gateway names the config files that go with it', async () => {
    await page.getByText('netloom-agent', { exact: true }).click();
    await page.getByRole('button', { name: 'Actions for node member-c' }).click();
    await page.getByRole('menuitem', { name: 'Unset remote access gateway' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete remote access gateway' });
    await expect(confirm).toContainText('Its 2 config files are deleted with it');
    await expect(confirm.getByRole('listitem')).toHaveText(['phone-one', 'tablet-two']);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Config files', { exact: true }).click();
    await page.getByRole('button', { name: 'Actions for node tablet-two' }).click();
    await page.getByRole('menuitem', { name: 'Manage on the Gateways page' }).click();
    await expect(page).toHaveURL(/\/networks\/relay-net\/gateways$/);
  });
});
