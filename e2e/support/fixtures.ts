import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN } from './admin';
import { forgetAdminToken } from './api';
import { startNetloom, type Netloom, type NetloomOptions } from './netloom';

export { ADMIN };

/** Creates the super-admin through the API unless it exists already. */
export async function ensureSuperAdmin(server: Netloom): Promise<void> {
  const has = await fetch(`${server.url}/api/users/adm/hassuperadmin`);
  if ((await has.json()) === true) return;
  const created = await fetch(`${server.url}/api/users/adm/createsuperadmin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, setup_code: server.setupCode() ?? undefined }),
  });
  if (!created.ok) throw new Error(`could not create the super-admin: ${await created.text()}`);
}

/** Signs in through the login page (of the test's base URL, or of `origin`) and waits to leave it. */
export async function signIn(page: Page, account = ADMIN, origin = ''): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

interface Fixtures {
  /** A page signed in as the super-admin of the worker's server. */
  adminPage: Page;
}

interface ServerOptions extends NetloomOptions {
  /** Leave the server without a super-admin, as on a first run. */
  firstRun?: boolean;
}

interface WorkerFixtures {
  /** Settings of the worker's server; `test.use({ serverOptions })` in a file gives it a server of its own. */
  serverOptions: ServerOptions;
  /** One server per worker, shared by the tests of that worker; its super-admin exists unless `firstRun`. */
  netloom: Netloom;
}

/**
 * Tests run against a real server started for them. Use `startNetloom()` directly for a server of
 * your own (a fresh first run, other settings, or one the test stops and starts).
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  serverOptions: [{}, { scope: 'worker', option: true }],
  netloom: [
    async ({ serverOptions }, use) => {
      const server = await startNetloom(serverOptions);
      if (!serverOptions.firstRun) await ensureSuperAdmin(server);
      await use(server);
      forgetAdminToken(server.url);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ netloom }, use) => use(netloom.url),
  adminPage: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };
