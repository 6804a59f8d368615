import type { Locator, Page } from '@playwright/test';
import { decodeEnrollmentToken } from '@netloom/contract';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1280, height: 900 } });

const STEPS = ['Install the agent', 'Join with the key'];

/** The commands of the join steps shown in `scope`, in order, once both are there. */
async function joinCommands(scope: Locator): Promise<string[]> {
  const steps = scope.getByRole('listitem');
  await expect(steps).toHaveCount(2);
  for (const [index, title] of STEPS.entries()) {
    await expect(steps.nth(index)).toContainText(title);
    await expect(steps.nth(index).getByRole('button', { name: `Copy the command for “${title}”` })).toBeVisible();
  }
  return steps.locator('pre').allInnerTexts();
}

/** The commands for a key: the agent and its checksum come from the server its token names (on loopback: no --insecure). */
function expectedCommands(token: string): string[] {
  const server = decodeEnrollmentToken(token)!.server;
  return [
    `curl -fsSL ${server}/api/v1/agent/netloom-agent -o netloom-agent && ` +
      `curl -fsSL ${server}/api/v1/agent/netloom-agent.sha256 -o netloom-agent.sha256 && ` +
      'sha256sum -c netloom-agent.sha256 && $(command -v sudo) install -m 0755 netloom-agent /usr/local/bin/netloom-agent',
    `printf '%s\\n' '${token}' | $(command -v sudo) /usr/local/bin/netloom-agent join --token -`,
  ];
}

async function openKey(page: Page, name: string): Promise<Locator> {
  await page.goto('/keys');
  await settled(page);
  await page.getByRole('button', { name: `Open key ${name}` }).click();
  return page.getByRole('dialog', { name: `Enrollment key ${name}` });
}

test('the key dialog, Add Node and New Host show the same two steps, for the key just created', async ({
  adminPage: page,
  baseURL,
  context,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['join-lab']);
  let shown: string[] = [];

  await test.step('Add Node picks the key created in it and shows its two commands', async () => {
    await page.goto('/networks/join-lab/nodes');
    await settled(page);
    await page.getByRole('button', { name: 'Add Node' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a node to join-lab' });
    await expect(dialog.getByRole('combobox', { name: 'Key' })).not.toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Key' })).not.toHaveValue('fresh key');
    await dialog.getByRole('button', { name: 'Create Key' }).click();
    const create = page.getByRole('dialog', { name: 'Create an enrollment key' });
    await create.getByLabel('Name').fill('fresh key');
    await create.getByRole('button', { name: 'Create key' }).click();
    await expect(create).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Key' })).toHaveValue('fresh key');
    shown = await joinCommands(dialog.getByRole('tabpanel', { name: 'Linux' }));
    expect(shown).toEqual(expectedCommands(await enrollmentToken(baseURL!, 'fresh key')));
    await snapshot(page, testInfo, 'add-node');
  });

  await test.step('other systems say plainly that no agent is available, by keyboard too', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add a node to join-lab' });
    await dialog.getByRole('tab', { name: 'Linux' }).focus();
    for (const [tab, notice] of [
      ['Mac', 'No Netloom agent is available for macOS yet.'],
      ['Windows', 'No Netloom agent is available for Windows yet.'],
      ['Docker', 'No Netloom agent image is available for Docker yet.'],
    ]) {
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const panel = dialog.getByRole('tabpanel', { name: tab });
      await expect(panel.getByRole('note')).toContainText(notice);
      await expect(panel.locator('pre')).toHaveCount(0);
    }
    await snapshot(page, testInfo, 'add-node-docker');
    await expect(dialog).not.toContainText('.exe');
    await expect(dialog).not.toContainText('docker run');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the key dialog shows the same two steps, and copies them as shown', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const details = await openKey(page, 'fresh key');
    expect(await joinCommands(details)).toEqual(shown);
    await snapshot(page, testInfo, 'key-details');
    for (const [index, title] of STEPS.entries()) {
      await details.getByRole('button', { name: `Copy the command for “${title}”` }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown[index]);
    }
    await details.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('New Host shows the same two steps for that key', async () => {
    await page.goto('/hosts-new');
    await settled(page);
    await page.getByRole('combobox', { name: 'Key' }).click();
    await page.getByRole('option', { name: 'fresh key' }).click();
    expect(await joinCommands(page.getByRole('tabpanel', { name: 'Linux' }))).toEqual(shown);
  });
});
