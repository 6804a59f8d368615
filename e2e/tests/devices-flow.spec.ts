import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

function row(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test('hosts that join with a key show up as devices and nodes, and can be changed and removed', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['office']);

  await test.step('an admin creates a key with 5 uses for the office network', async () => {
    await page.goto('/keys');
    await settled(page);
    await page.getByRole('button', { name: 'Create Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an enrollment key' });
    await dialog.getByLabel('Name').fill('office hosts');
    await dialog.getByText('Limited number of uses').click();
    await dialog.getByLabel('Max uses').fill('5');
    await dialog.getByRole('combobox', { name: 'Networks' }).click();
    await page.getByRole('option', { name: 'office' }).click();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const details = page.getByRole('dialog', { name: 'Enrollment key office hosts' });
    await expect(details.getByText(/netloom-agent join --token /)).toBeVisible();
    await snapshot(page, testInfo, 'key-details');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('row', { name: /office hosts/ })).toContainText('5 uses left');
  });

  const hosts = await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'office hosts'), [
    'flow-a',
    'flow-b',
    'flow-c',
  ]);

  await test.step('they appear under All Devices, healthy', async () => {
    await page.goto('/devices');
    await settled(page);
    for (const name of ['flow-a', 'flow-b', 'flow-c']) {
      await expect(row(page, name)).toContainText('Healthy');
      await expect(row(page, name)).toContainText('203.0.113.');
    }
    await snapshot(page, testInfo, 'devices');
  });

  await test.step('and under the office nodes with their addresses', async () => {
    await page.goto('/networks/office/nodes');
    await settled(page);
    for (const host of hosts) {
      await expect(row(page, host.host.name)).toContainText(host.nodes[0].address);
    }
    await snapshot(page, testInfo, 'nodes');
  });

  await test.step('editing a host renames it', async () => {
    await page.goto('/devices');
    await page.getByRole('button', { name: 'Actions for device flow-a' }).click();
    await page.getByRole('menuitem', { name: 'Edit device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit device flow-a' });
    await dialog.getByLabel('Device name').fill('flow a!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('Name may contain only letters, digits, dots, underscores and hyphens'),
    ).toBeVisible();
    await dialog.getByLabel('MTU').fill('1400');
    await dialog.getByLabel('Device name').fill('flow-a-office');
    await snapshot(page, testInfo, 'edit-device');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Device flow-a-office saved')).toBeVisible();
    await expect(row(page, 'flow-a-office')).toBeVisible();
  });

  await test.step('bulk disconnect names the nodes and disconnects them', async () => {
    await page.goto('/networks/office/nodes');
    await page.getByRole('checkbox', { name: 'Select flow-b' }).check();
    await page.getByRole('checkbox', { name: 'Select flow-c' }).check();
    await expect(page.getByText('2 nodes selected')).toBeVisible();
    await page.getByRole('button', { name: 'Disconnect 2 nodes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect nodes' });
    await expect(dialog.getByRole('listitem')).toHaveText(['flow-b', 'flow-c']);
    await snapshot(page, testInfo, 'bulk-disconnect');
    await dialog.getByRole('button', { name: 'Disconnect 2 nodes' }).click();
    await expect(page.getByText('2 nodes disconnected')).toBeVisible();
    await expect(row(page, 'flow-b')).toContainText('Disconnected');
    await expect(row(page, 'flow-c')).toContainText('Disconnected');
  });

  await test.step('removing a node with force takes it out of the network', async () => {
    await page.getByRole('button', { name: 'Actions for node flow-c' }).click();
    await page.getByRole('menuitem', { name: 'Remove from network' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from network' });
    await expect(dialog).toContainText('Remove flow-c from the network office?');
    await dialog.getByLabel('Force delete').check();
    await dialog.getByRole('button', { name: 'Remove from network' }).click();
    await expect(page.getByText('flow-c removed from the network')).toBeVisible();
    await expect(row(page, 'flow-c')).toHaveCount(0);
  });

  await test.step('deleting a host lists the networks it leaves', async () => {
    await page.goto('/devices');
    await page.getByRole('button', { name: 'Actions for device flow-b' }).click();
    await page.getByRole('menuitem', { name: 'Delete device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete device' });
    await expect(dialog).toContainText('It leaves this network:');
    await expect(dialog.getByRole('listitem')).toHaveText(['office']);
    await dialog.getByRole('button', { name: 'Delete device' }).click();
    await expect(page.getByText('Device flow-b deleted')).toBeVisible();
    await expect(row(page, 'flow-b')).toHaveCount(0);
  });

  await test.step('the key has 3 fewer uses and the node count follows', async () => {
    await page.goto('/keys');
    await expect(page.getByRole('row', { name: /office hosts/ })).toContainText('2 uses left');
    await page.goto('/networks/office/nodes');
    await expect(page.getByText('1 node', { exact: true })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.getByRole('button', { name: 'Network office, switch network' }).click();
    await expect(page.getByRole('menuitem', { name: /office/ })).toContainText('1 node');
  });
});
