import type { Browser, Page } from '@playwright/test';
import { ensureSuperAdmin, expect, signIn, test } from '../support/fixtures';
import { startNetloom, type Netloom } from '../support/netloom';
import { snapshot } from '../support/screens';

const UNREACHABLE = 'Unable to reach server. Check you internet connection.';
const NOT_RUNNING = 'The server is not running properly. Contact your administrator if this persists.';

/** A server of this file's own, which the tests stop and start. */
let server: Netloom;

test.beforeAll(async () => {
  server = await startNetloom();
  await ensureSuperAdmin(server);
});

test.afterAll(async () => {
  await server.dispose();
});

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

test('an unreachable server: banner at once, overlay after 5 s, both gone on recovery', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser);
  const banner = page.getByRole('status').filter({ hasText: UNREACHABLE });
  const overlay = page.getByRole('dialog', { name: 'Error server malfunction' });

  await test.step('the server goes away: the next status poll shows the unreachable banner', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await server.stop();
    await expect(banner).toBeVisible({ timeout: 15_000 });
  });

  await test.step('no overlay at 3 s; the overlay after 5 s, with the numbered causes', async () => {
    await page.waitForTimeout(3_000);
    await expect(overlay).toHaveCount(0);
    await expect(overlay).toBeVisible({ timeout: 4_000 });
    const causes = overlay.getByRole('listitem');
    await expect(causes).toHaveCount(4);
    await expect(causes.nth(0)).toContainText('Billing Issues');
    await expect(causes.nth(1)).toContainText('Database Reachability Issues');
    await expect(causes.nth(2)).toContainText('Broker Reachability Issues');
    await expect(causes.nth(3)).toContainText('Network Connectivity Issues');
    await expect(causes.nth(3)).toContainText('Problem');
    await snapshot(page, testInfo, 'server-unreachable-overlay');
  });

  await test.step('restarting an unreachable server fails with the error text', async () => {
    await overlay.getByRole('button', { name: 'Restart server' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm to restart server?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Restart server' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to restart server' });
    await expect(toast).toContainText('Unable to reach the server. Check your connection.');
  });

  await test.step('the server comes back: overlay and banner go at the next poll', async () => {
    await server.start();
    await expect(overlay).toHaveCount(0, { timeout: 15_000 });
    await expect(banner).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/login$/);
    await snapshot(page, testInfo, 'server-recovered');
  });
});

test('a server that answers but is not well: try restarting, confirmed, restarts it', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser);
  // Our server cannot report a licence fault; the browser sees one in the status it receives.
  await page.route('**/api/server/status', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), license_error: 'license is invalid' } });
  });
  await page.reload();
  const overlay = page.getByRole('dialog', { name: 'Error server malfunction' });

  await expect(page.getByRole('status').filter({ hasText: NOT_RUNNING })).toBeVisible();
  await expect(overlay).toBeVisible({ timeout: 8_000 });
  await expect(overlay.getByText('license is invalid')).toBeVisible();
  await expect(overlay.getByText('Contact your server admin or check your network settings')).toBeVisible();
  await snapshot(page, testInfo, 'server-problem-overlay');

  await overlay.getByRole('button', { name: 'Restart server' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm to restart server?' });
  await snapshot(page, testInfo, 'restart-confirmation');
  await confirm.getByRole('button', { name: 'Restart server' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Server restarted' });
  await expect(toast).toContainText('The server is restarting. This may take some seconds to reflect.');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await test.step('dismissed, the overlay stays away while the problem lasts (the server is down now)', async () => {
    await overlay.getByRole('button', { name: 'Dismiss' }).click();
    await expect(overlay).toHaveCount(0);
    await page.waitForTimeout(6_000);
    await expect(overlay).toHaveCount(0);
  });
  // The server exits to be restarted by `npm start`; here the test starts it again.
  await server.stop();
  await server.start();
});
