import type { Browser, Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { expect, signIn } from '../support/fixtures';

export interface Account {
  username: string;
  password: string;
}

interface NewUser extends Account {
  platform_role_id: string;
  display_name?: string;
  user_group_ids?: Record<string, object>;
  network_roles?: Record<string, Record<string, object>>;
}

/** Creates a user through the API, as another admin or a script would. */
export async function createUserThroughApi(baseURL: string, user: NewUser): Promise<void> {
  const response = await fetch(`${baseURL}/api/users/${encodeURIComponent(user.username)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`could not create user ${user.username}: ${await response.text()}`);
}

/** A page of a browser context of its own, signed in as the account. */
export async function pageSignedInAs(browser: Browser, baseURL: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** The console shows the signed-in user in its account menu. */
export async function expectSignedInAs(page: Page, username: string): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(username);
}

/** Fills the login form and expects it to be refused with the server's message. */
export async function expectSignInRefused(page: Page, account: Account, message: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(message);
}

/** The row of a user on the Users tab. */
export const userRow = (page: Page, username: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Actions for user ${username}`, exact: true }) });

/** Opens a user's row menu. */
export async function openUserMenu(page: Page, username: string): Promise<void> {
  // A menu closed just before may still be fading out; open the next one once it is gone.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.getByRole('button', { name: `Actions for user ${username}`, exact: true }).click();
}

/** Picks an option of a select or multi-select by its name (the whole name when a string). */
export async function pick(page: Page, field: ReturnType<Page['getByRole']>, option: string | RegExp): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
