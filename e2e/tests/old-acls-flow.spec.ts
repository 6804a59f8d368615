import type { Page } from '@playwright/test';
import { adminToken, ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'matrix-net';
const [WEB, DB, API] = ['matrix-web', 'matrix-db', 'matrix-api'];

/** A call another admin or a script makes through the API; resolves to the answer. */
async function api(baseURL: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The cell of `source` → `target` in the state its label names, e.g. "denied (changed)". */
const cell = (page: Page, source: string, target: string, state: string) =>
  page.getByRole('button', { name: `${source} → ${target}: ${state}`, exact: true });

/** Every cell of the matrix the server keeps, as a set of its values. */
async function savedValues(baseURL: string): Promise<Set<number>> {
  const matrix = (await api(baseURL, 'GET', `/networks/${NETWORK}/acls`)) as Record<string, Record<string, number>>;
  return new Set(Object.values(matrix).flatMap((row) => Object.values(row)));
}

test('the old ACL matrix toggles pairs, submits them, resets and allows or blocks everything', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const [web, , apiHost] = await joinHosts(baseURL!, await enrollmentToken(baseURL!, NETWORK), [WEB, DB, API]);
  const ids = { web: web.nodes[0].id, api: apiHost.nodes[0].id };

  await test.step('the matrix shows every pair of hosts allowed, as the network allows by default', async () => {
    await page.goto(`/networks/${NETWORK}/old-acls`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Old ACLs' })).toBeVisible();
    await expect(
      page.getByRole('note', { name: 'Not in force: this network enforces its access policies' }),
    ).toBeVisible();
    const grid = page.getByRole('grid', { name: /Access between hosts/ });
    await expect(grid.getByRole('rowheader')).toHaveText([API, DB, WEB]);
    await expect(cell(page, WEB, DB, 'allowed')).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: `${WEB} → ${WEB}: not applicable` })).toHaveText('—');
    await expect(page.getByText('0 unsaved changes')).toBeVisible();
  });

  await test.step('a cell toggles both directions of its pair, and changed cells are marked', async () => {
    await cell(page, WEB, DB, 'allowed').click();
    await expect(cell(page, WEB, DB, 'denied (changed)')).toBeVisible();
    await expect(cell(page, DB, WEB, 'denied (changed)')).toBeVisible();
    await cell(page, WEB, API, 'allowed').click();
    await expect(cell(page, API, WEB, 'denied (changed)')).toHaveAttribute('data-changed', 'true');
    await expect(cell(page, DB, API, 'allowed')).not.toHaveAttribute('data-changed');
    await expect(page.getByText('2 unsaved changes')).toBeVisible();
    await snapshot(page, testInfo, 'old-acls-changed');
  });

  await test.step('the arrow keys move between cells', async () => {
    await cell(page, API, WEB, 'denied (changed)').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(cell(page, API, DB, 'allowed')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('gridcell', { name: `${DB} → ${DB}: not applicable` })).toBeFocused();
  });

  await test.step('leaving with changes asks first, and staying keeps them', async () => {
    await page.getByRole('link', { name: 'Nodes', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Unsubmitted changes' });
    await expect(question).toContainText('have not been submitted');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/old-acls$/);
    await expect(cell(page, WEB, DB, 'denied (changed)')).toBeVisible();
  });

  await test.step('submitted changes are saved, both directions, and kept after a reload', async () => {
    await page.getByRole('button', { name: 'Submit Changes' }).click();
    await expect(page.getByText(`Access control of ${NETWORK} updated`)).toBeVisible();
    await expect(cell(page, WEB, DB, 'denied')).toBeVisible();
    await expect(page.getByText('0 unsaved changes')).toBeVisible();
    const saved = (await api(baseURL!, 'GET', `/networks/${NETWORK}/acls`)) as Record<string, Record<string, number>>;
    expect([saved[ids.web][ids.api], saved[ids.api][ids.web]]).toEqual([1, 1]);
    await page.reload();
    await settled(page);
    await expect(cell(page, WEB, DB, 'denied')).toBeVisible();
    await expect(cell(page, API, WEB, 'denied')).toBeVisible();
    await expect(cell(page, DB, API, 'allowed')).toBeVisible();
  });

  await test.step('Reset drops the changes not submitted', async () => {
    await cell(page, DB, API, 'allowed').click();
    await expect(cell(page, API, DB, 'denied (changed)')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(cell(page, API, DB, 'allowed')).toBeVisible();
    await expect(page.getByText('0 unsaved changes')).toBeVisible();
  });

  await test.step('the search narrows rows and columns', async () => {
    await page.getByRole('textbox', { name: 'Search hosts' }).fill('web');
    await expect(page.getByRole('rowheader')).toHaveText([WEB]);
    await expect(page.getByRole('columnheader', { name: DB })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search hosts' }).fill('');
    await expect(page.getByRole('rowheader')).toHaveCount(3);
  });

  await test.step('Block All and submit denies every pair; Allow All and submit allows them again', async () => {
    await page.getByRole('button', { name: 'Block All' }).click();
    await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
    await expect(cell(page, DB, API, 'denied (changed)')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Changes' }).click();
    await expect(page.getByText('0 unsaved changes')).toBeVisible();
    await expect(page.getByRole('button', { name: /: allowed/ })).toHaveCount(0);
    expect(await savedValues(baseURL!)).toEqual(new Set([1]));

    await page.getByRole('button', { name: 'Allow All' }).click();
    await expect(page.getByText('3 unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Changes' }).click();
    await expect(page.getByText('0 unsaved changes')).toBeVisible();
    await expect(page.getByRole('button', { name: /: denied/ })).toHaveCount(0);
    expect(await savedValues(baseURL!)).toEqual(new Set([2]));
  });

  await test.step('Show clients adds external clients: a client pairs with hosts, not with clients', async () => {
    await api(baseURL!, 'POST', `/nodes/${NETWORK}/${ids.web}/createingress`, {});
    await api(baseURL!, 'POST', `/extclients/${NETWORK}/${ids.web}`, { clientid: 'matrix-phone' });
    await api(baseURL!, 'POST', `/extclients/${NETWORK}/${ids.web}`, { clientid: 'matrix-tablet' });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('rowheader', { name: /matrix-phone/ })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show clients' }).check();
    await expect(page.getByRole('rowheader', { name: /matrix-phone/ })).toContainText('client');
    await expect(
      page.getByRole('gridcell', { name: 'matrix-phone → matrix-tablet: not applicable', exact: true }),
    ).toHaveText('—');
    await cell(page, 'matrix-phone', DB, 'allowed').click();
    await page.getByRole('button', { name: 'Submit Changes' }).click();
    await expect(cell(page, DB, 'matrix-phone', 'denied')).toBeVisible();
    await snapshot(page, testInfo, 'old-acls-clients');
  });

  await test.step('the note leads to the policies in force, and their note leads back here', async () => {
    await page.getByRole('link', { name: 'Open the policies in force' }).click();
    await expect(page).toHaveURL(new RegExp(`/networks/${NETWORK}/access-control$`));
    await page.getByRole('link', { name: 'Open the old ACL matrix' }).click();
    await expect(page).toHaveURL(new RegExp(`/networks/${NETWORK}/old-acls$`));
    await expect(page.getByRole('heading', { name: 'Old ACLs' })).toBeVisible();
  });
});
