import type { Browser, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { signInAtProvider, testWithSso, type ProviderAccount } from '../support/sso';
import { settled, snapshot } from '../support/screens';
import { expectSignedInAs, pick } from './users-support';

const person = (login: string, name: string): ProviderAccount => ({
  login,
  password: `${login}-at-the-provider`,
  claims: { email: `${login}@example.com`, name },
});
const PEOPLE = {
  approved: person('paula', 'Paula Approved'),
  denied: person('dan', 'Dan Denied'),
  first: person('fay', 'Fay'),
  second: person('gus', 'Gus'),
};

const test = testWithSso(Object.values(PEOPLE));

/** Signs in with SSO in a browser context of its own; returns the page where the console ended up. */
async function signInWithSso(browser: Browser, baseURL: string, account: ProviderAccount): Promise<Page> {
  const page = await browser.newPage({ baseURL });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with SSO' }).click();
  await signInAtProvider(page, account);
  return page;
}

/** Signs in with SSO without an invitation: the person then waits for approval. */
async function askToJoin(browser: Browser, baseURL: string, account: ProviderAccount): Promise<void> {
  const page = await signInWithSso(browser, baseURL, account);
  await expect(page.getByRole('alert')).toContainText('awaits');
  await page.close();
}

const pendingRow = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Approve ${username}`, exact: true }) });

test('an admin approves one pending SSO user with a role and groups, and denies another', async ({
  adminPage: page,
  baseURL,
  browser,
}, testInfo) => {
  const paula = 'paula@example.com';
  const dan = 'dan@example.com';

  await test.step('with nobody waiting, the tab explains who would', async () => {
    await page.goto('/users?tab=pending');
    await settled(page);
    await expect(page.getByText('No one is waiting')).toBeVisible();
    await expect(
      page.getByText('People who sign in with single sign-on without an invitation wait here'),
    ).toBeVisible();
  });

  await askToJoin(browser, baseURL!, PEOPLE.approved);
  await askToJoin(browser, baseURL!, PEOPLE.denied);

  await test.step('the people who signed in are listed with their sign-in method and request time', async () => {
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Pending Users (2)' })).toBeVisible();
    await expect(pendingRow(page, paula)).toContainText('Paula Approved');
    await expect(pendingRow(page, paula)).toContainText('SSO');
    await expect(pendingRow(page, paula)).toContainText(/\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} @ \d\d:\d\d/);
    await snapshot(page, testInfo, 'pending-users');
  });

  await test.step('paula is approved as an auditor in a group', async () => {
    await page.getByRole('button', { name: `Approve ${paula}` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve ${paula}` });
    await expect(dialog.getByRole('combobox', { name: 'Platform role' })).toHaveValue('Platform User');
    await pick(page, dialog.getByRole('combobox', { name: 'Platform role' }), /^Auditor/);
    const groups = dialog.getByRole('combobox', { name: 'Groups' });
    await pick(page, groups, 'Global Network Users');
    await groups.press('Escape');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`${paula} approved`)).toBeVisible();
    await expect(pendingRow(page, paula)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Pending Users (1)' })).toBeVisible();
  });

  await test.step('dan is denied after a confirmation naming him', async () => {
    await page.getByRole('button', { name: `Deny ${dan}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Deny the request' });
    await expect(confirm).toContainText(`Deny ${dan}?`);
    await confirm.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByText(`${dan} denied`)).toBeVisible();
    await expect(page.getByText('No one is waiting')).toBeVisible();
  });

  await test.step('paula is now a user with that role and group, and signs in with SSO', async () => {
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: paula });
    await expect(row).toContainText('Auditor');
    await expect(row).toContainText('SSO');
    await expect(row.getByRole('link', { name: 'Global Network Users' })).toBeVisible();
    const paulaPage = await signInWithSso(browser, baseURL!, PEOPLE.approved);
    await expectSignedInAs(paulaPage, paula);
    await paulaPage.goto('/profile');
    await expect(paulaPage.getByText('You sign in with single sign-on, so you have no password here')).toBeVisible();
    await expect(paulaPage.getByRole('textbox', { name: 'Current password' })).toHaveCount(0);
    await paulaPage.close();
  });
});

test('"Deny all" turns every waiting person away after one confirmation', async ({
  adminPage: page,
  baseURL,
  browser,
}) => {
  await askToJoin(browser, baseURL!, PEOPLE.first);
  await askToJoin(browser, baseURL!, PEOPLE.second);
  await page.goto('/users?tab=pending');
  await expect(page.getByRole('tab', { name: 'Pending Users (2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Deny all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deny every request' });
  await expect(confirm).toContainText('Deny all 2 pending users?');
  await confirm.getByRole('button', { name: 'Deny all' }).click();
  await expect(page.getByText('Every pending user denied')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending Users (0)' })).toBeVisible();
  await expect(page.getByText('No one is waiting')).toBeVisible();
});
