import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'list-net';
/** More hosts than one window of rows (100), so the table has to fetch more as it scrolls. */
const HOSTS = Array.from({ length: 130 }, (_, index) => `list-${index + 1}`);

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-index]');
const firstName = (page: Page) => bodyRows(page).first().getByRole('link').first();

/** Scrolls to the end of the page until the row naming `name` is drawn (rows measure themselves as they come). */
async function scrollUntilShown(page: Page, name: string): Promise<void> {
  const link = table(page).getByRole('link', { name, exact: true });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe.configure({ timeout: 120_000 });

test('the nodes and devices tables scroll through every row, fetched from the server as they come into view', async ({
  adminPage: page,
  baseURL,
}) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, NETWORK), HOSTS);
  const wholeLists: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(nodes(\/[^/]+)?|hosts)$/.test(pathname)) wholeLists.push(pathname);
  });

  await test.step('one table counts every node but draws only the rows on screen', async () => {
    await page.goto(`/networks/${NETWORK}/nodes`);
    await settled(page);
    await expect(page.getByText('130 nodes', { exact: true })).toBeVisible();
    await expect(table(page)).toHaveAttribute('aria-rowcount', '131');
    await expect(firstName(page)).toHaveText('list-1');
    expect(await bodyRows(page).count()).toBeLessThan(80);
  });

  await test.step('scrolling to the end shows the last rows in natural order', async () => {
    await scrollUntilShown(page, 'list-130');
    await expect(bodyRows(page).last()).toHaveAttribute('aria-rowindex', '131');
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  await test.step('the server sorts, searches and filters', async () => {
    await page.getByRole('button', { name: 'Sort by Node name' }).click();
    await expect(firstName(page)).toHaveText('list-130');
    await page.getByRole('button', { name: 'Sort by Node name' }).click();
    await expect(firstName(page)).toHaveText('list-1');
    await page.getByLabel('Search nodes').fill('LIST-12');
    await expect(page.getByText('11 nodes', { exact: true })).toBeVisible();
    await expect(firstName(page)).toHaveText('list-12');
    await page.getByLabel('Search nodes').fill('');
    await page.getByRole('combobox', { name: 'Health filter' }).click();
    await page.getByRole('option', { name: 'Error' }).click();
    await expect(page.getByText('No node matches the search and filters.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Health filter' }).click();
    await page.getByRole('option', { name: 'Any health' }).click();
    await expect(page.getByText('130 nodes', { exact: true })).toBeVisible();
  });

  await test.step('the header checkbox selects every matching row, fetched at once, and clears them', async () => {
    await page.getByLabel('Search nodes').fill('list-5');
    await expect(page.getByText('11 nodes', { exact: true })).toBeVisible();
    const all = page.getByRole('checkbox', { name: 'Select all 11 rows shown' });
    await all.click();
    await expect(page.getByText('11 nodes selected')).toBeVisible();
    await expect(all).toBeChecked();
    await all.click();
    await expect(page.getByText('11 nodes selected')).toHaveCount(0);
    await expect(all).not.toBeChecked();
  });

  await test.step('the devices table scrolls through every host and searches on the server', async () => {
    await page.goto('/devices');
    await settled(page);
    await page.getByLabel('Search devices').fill('list-');
    await expect(table(page)).toHaveAttribute('aria-rowcount', '131');
    await scrollUntilShown(page, 'list-130');
  });

  await test.step('neither page asked for a whole list of nodes or hosts', async () => {
    expect(wholeLists).toEqual([]);
  });
});
