import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { settled, snapshot } from '../support/screens';
import { createUserThroughApi, pageSignedInAs } from './users-support';

test.use({ viewport: { width: 1280, height: 900 } });

const NETWORK = 'info-net';
const OTHER = 'info-other';

const fact = (page: Page, label: string) => page.getByRole('main').getByText(label, { exact: true }).locator('..');

test('an admin renames a network on its Info page and sees the name across the console', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK, OTHER]);
  const name = page.getByRole('textbox', { name: 'Display name' });
  const update = page.getByRole('button', { name: 'Update Network' });

  await test.step('the settings show read-only; Update Network waits for a change', async () => {
    await page.goto(`/networks/${NETWORK}/info`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Network Info', level: 1 })).toBeVisible();
    await expect(fact(page, 'Network ID')).toContainText(NETWORK);
    await expect(fact(page, 'Default access control')).toContainText('ALLOW');
    await expect(page.getByRole('switch', { name: 'IPv4' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'IPv4' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'IPv6' })).not.toBeChecked();
    await expect(fact(page, 'Node limit')).toHaveText(/No limit/);
    // Netmaker's legacy per-network listen port and interface reach no host: not shown.
    await expect(page.getByText(/Default listen port|Default interface/)).toHaveCount(0);
    await expect(fact(page, 'Network last modified')).toContainText(/\d+(st|nd|rd|th) \w+ \d{4} @ \d\d:\d\d/);
    await expect(fact(page, 'Nodes')).toContainText('0');
    await expect(name).toHaveValue('');
    await expect(update).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('saving a new name shows it in the switcher, the breadcrumbs and the networks table', async () => {
    await name.fill('Info Lab');
    await expect(update).toBeEnabled();
    await update.click();
    await expect(page.getByText(`Network ${NETWORK} updated`)).toBeVisible();
    await expect(update).toBeDisabled();
    const switcher = page.getByRole('button', { name: 'Network Info Lab, switch network' });
    await expect(switcher.first()).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('button', { name: 'Network Info Lab, switch network' })).toBeVisible();
    await snapshot(page, testInfo, 'network-info-renamed');
    await crumbs.getByRole('button', { name: 'Network Info Lab, switch network' }).click();
    await expect(page.getByRole('menuitem', { name: /^Info Lab/ })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await page.goto('/networks');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Info Lab', exact: true }) });
    await expect(row).toContainText(NETWORK);
  });

  await test.step('a name another network has is refused with the server message', async () => {
    await page.goto(`/networks/${OTHER}/info`);
    await settled(page);
    await name.fill('info lab');
    await update.click();
    await expect(page.getByText('a network named info lab already exists')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: `Network ${OTHER}, switch network` }).first()).toBeVisible();
  });
});

test("a network's user sees its Info page read-only", async ({ baseURL, browser }) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const viewer = { username: 'info-viewer', password: 'info-viewer-password-1' };
  await createUserThroughApi(baseURL!, {
    ...viewer,
    platform_role_id: 'platform-user',
    user_group_ids: { [`${NETWORK}-network-user-grp`]: {} },
  });
  const page = await pageSignedInAs(browser, baseURL!, viewer);
  await page.goto(`/networks/${NETWORK}/info`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Network Info', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveAttribute('readonly', '');
  await expect(page.getByText('Only admins of this network can change its name.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Network' })).toHaveCount(0);
  await expect(fact(page, 'Network ID')).toContainText(NETWORK);
  await page.context().close();
});
