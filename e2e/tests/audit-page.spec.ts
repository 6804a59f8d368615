import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AUDIT_CSV_COLUMNS, localDateTimeText } from '@netloom/contract';
import { seriousViolations } from '../support/accessibility';
import { adminCall } from '../support/admin-calls';
import { adminToken, createNetwork } from '../support/api';
import { ADMIN, expect, test } from '../support/fixtures';
import { clippedTexts, settled, snapshot } from '../support/screens';
import { createUserThroughApi, pageSignedInAs } from './users-support';

test.use({ viewport: { width: 1280, height: 800 } });

const HOUR_MS = 3_600_000;

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The table's rows of changes, each with its time (neither the header nor rows still loading). */
const eventRows = (page: Page) => page.getByRole('row').filter({ has: page.locator('time') });
const isAuditCall = (url: URL) => url.pathname === '/api/v1/audit';
const isExportCall = (url: URL) => url.pathname === '/api/v1/audit/export';

/** The changes the first test makes through the API, oldest first. */
async function makeChanges(baseURL: string): Promise<void> {
  await createNetwork(baseURL, 'ledger-lab');
  await createNetwork(baseURL, 'ledger-old');
  await adminCall(baseURL, 'POST', '/v1/enrollment-keys', {
    tags: ['ledger-key'],
    networks: ['ledger-lab'],
    unlimited: true,
  });
  await createUserThroughApi(baseURL, {
    username: 'ledger-ann',
    password: 'ledger-password-1',
    platform_role_id: 'auditor',
  });
  const deleted = await fetch(`${baseURL}/api/networks/ledger-old`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${await adminToken(baseURL)}` },
  });
  expect(deleted.status, await deleted.text()).toBe(200);
}

test('an admin reads the changes newest first, narrows them and exports them', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await makeChanges(baseURL!);
  const search = page.getByRole('textbox', { name: 'Search the audit log' });

  await test.step('the sidebar leads to the Audit Log, whose table lists the changes newest first', async () => {
    await page.goto('/dashboard');
    await navigation(page).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page).toHaveURL(/\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Audit');
    await expect(page.getByRole('columnheader')).toHaveText([
      'When',
      'Who',
      'Action',
      'Object',
      'Network',
      'Operation',
      'From',
    ]);
    await search.fill('ledger');
    await expect(page).toHaveURL(/\/audit\?search=ledger$/);
    const rows = eventRows(page);
    await expect(rows).toHaveCount(5);
    await expect(page.getByText('5 changes')).toBeVisible();
    await expect(rows.nth(0)).toContainText(/DeletedNetworkledger-old/);
    await expect(rows.nth(1)).toContainText(/CreatedUserledger-ann/);
    await expect(rows.nth(2)).toContainText(/CreatedEnrollment keyledger-key.*ledger-lab/);
    await expect(rows.nth(3)).toContainText(/CreatedNetworkledger-old/);
    await expect(rows.nth(4)).toContainText(/CreatedNetworkledger-lab/);
    expect(await clippedTexts(page)).toEqual([]);
    await page.mouse.move(900, 700);
    await snapshot(page, testInfo, 'audit-log');
  });

  await test.step('each row says when, who, what, which object, through which call and from where', async () => {
    const newest = eventRows(page).nth(0);
    const cells = newest.getByRole('cell');
    await expect(cells.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(cells.nth(0)).toContainText(/seconds? ago|now|minutes? ago/);
    await expect(cells.nth(1)).toHaveText(`${ADMIN.username}User`);
    await expect(cells.nth(5)).toHaveText('DELETE /api/networks/:netid');
    await expect(cells.nth(6)).toHaveText(/127\.0\.0\.1|::1/);
    // A deleted network has no page; one that still exists links to it.
    await expect(newest.getByRole('link')).toHaveCount(0);
    await expect(eventRows(page).nth(4).getByRole('link', { name: 'ledger-lab' })).toHaveAttribute(
      'href',
      '/networks/ledger-lab/nodes',
    );
  });

  await test.step('a filter narrows the list, and the address keeps it for a bookmark', async () => {
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Deleted' }).click();
    await expect(eventRows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]action=delete/);
    await page.reload();
    await settled(page);
    await expect(search).toHaveValue('ledger');
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('Deleted');
    await expect(eventRows(page)).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Any action' }).click();
    await page.getByRole('combobox', { name: 'Object type' }).click();
    await page.getByRole('option', { name: 'Enrollment key' }).click();
    await expect(eventRows(page)).toHaveCount(1);
    await expect(eventRows(page).nth(0)).toContainText('ledger-key');
  });

  await test.step('the export downloads the matching changes as CSV', async () => {
    await page.getByRole('combobox', { name: 'Object type' }).click();
    await page.getByRole('option', { name: 'Any object type' }).click();
    await expect(eventRows(page)).toHaveCount(5);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(6);
    for (const [index, name] of ['ledger-old', 'ledger-ann', 'ledger-key', 'ledger-old', 'ledger-lab'].entries()) {
      expect(lines[index + 1]).toContain(name);
    }
  });

  await test.step('a period narrows the list; one that matches nothing says so and offers to clear the filters', async () => {
    const period = page.getByRole('combobox', { name: 'Period' });
    await period.click();
    await page.getByRole('option', { name: 'Last hour' }).click();
    await expect(page).toHaveURL(/[?&]period=1h/);
    await expect(eventRows(page)).toHaveCount(5);
    await period.click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    await page.getByLabel('To', { exact: true }).fill(localDateTimeText(Date.now() - HOUR_MS));
    await expect(page.getByText('No change matches these filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await page.getByLabel('From', { exact: true }).fill(localDateTimeText(Date.now()));
    await expect(page.getByText('Pick a time after the start of the period')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(search).toHaveValue('');
    await expect(period).toHaveValue('All time');
    await expect(page).toHaveURL(/\/audit$/);
    await expect(eventRows(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a failed load offers to try again, and a failed export says why', async ({ adminPage: page }) => {
  const unavailable = { status: 503, json: { Code: 503, Message: 'the database is not reachable', Response: null } };
  await page.route(isAuditCall, (route) => route.fulfill(unavailable));
  await page.goto('/audit');
  await expect(page.getByRole('alert')).toContainText('Could not load the audit log');
  await expect(page.getByRole('alert')).toContainText('the database is not reachable');
  await page.unroute(isAuditCall);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(eventRows(page).first()).toBeVisible();

  await page.route(isExportCall, (route) => route.fulfill(unavailable));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('Failed to export the audit log')).toBeVisible();
  await expect(page.getByText('the database is not reachable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

test('an auditor reads the audit log; a platform user neither sees nor opens it', async ({ baseURL, browser }) => {
  const auditor = { username: 'scribe-ann', password: 'scribe-password-1' };
  const platformUser = { username: 'scribe-pat', password: 'scribe-password-2' };
  await createUserThroughApi(baseURL!, { ...auditor, platform_role_id: 'auditor' });
  await createUserThroughApi(baseURL!, { ...platformUser, platform_role_id: 'platform-user' });

  const auditorPage = await pageSignedInAs(browser, baseURL!, auditor);
  await expect(navigation(auditorPage).getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await navigation(auditorPage).getByRole('link', { name: 'Audit Log' }).click();
  await auditorPage.getByRole('textbox', { name: 'Search the audit log' }).fill('scribe');
  await expect(eventRows(auditorPage)).toHaveCount(3);
  await expect(eventRows(auditorPage).nth(0)).toContainText(/Signed inUserscribe-ann/);
  await expect(eventRows(auditorPage).nth(1)).toContainText(/CreatedUserscribe-pat/);
  await expect(eventRows(auditorPage).nth(2)).toContainText(/CreatedUserscribe-ann/);
  // The filtered view survives a reload, here in the light theme, which has no serious accessibility problems either.
  await auditorPage.evaluate(() => localStorage.setItem('netloom.theme', 'light'));
  await auditorPage.reload();
  await settled(auditorPage);
  await expect(eventRows(auditorPage)).toHaveCount(3);
  expect(await seriousViolations(auditorPage)).toEqual([]);
  await auditorPage.context().close();

  const userPage = await pageSignedInAs(browser, baseURL!, platformUser);
  await expect(navigation(userPage).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(navigation(userPage).getByRole('link', { name: 'Audit Log' })).toHaveCount(0);
  await userPage.goto('/audit');
  await expect(userPage).toHaveURL(/\/dashboard$/);
  await expect(userPage.getByRole('heading', { name: 'Audit Log' })).toHaveCount(0);
  await userPage.context().close();
});
