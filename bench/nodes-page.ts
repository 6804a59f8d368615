/**
 * Benchmark: the console's nodes page with 10,000 nodes in one network, in headless Chromium against
 * the real server (SQLite). Prints the time from navigation to the first rows, and how long a page
 * change, a sort and a search take until the table has painted again, next to the targets.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/store/database';
import { seedHostsAndNodes } from './support/seed';
import { startServerProcess } from './support/server-process';

const NODES = 10_000;
const FIRST_ROWS_TARGET_MS = 1_500;
const INTERACTION_TARGET_MS = 200;
const NETWORK = { netid: 'bench', addressrange: '10.200.0.0/16', addressrange6: 'fd42:b::/64' };
const ADMIN = { username: 'bench-admin', password: 'bench-secret' };
const CONSOLE_DIR = path.resolve(import.meta.dirname, '../console/dist');

async function api(base: string, route: string, body: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Runs an action and resolves to the milliseconds until the first row's text changed and a frame was painted. */
async function timeUntilRepaint(page: Page, action: () => Promise<void>): Promise<number> {
  const firstRow = page.locator('tbody tr').first();
  const before = await firstRow.innerText();
  const started = await page.evaluate(() => performance.now());
  await action();
  await page.waitForFunction((text) => document.querySelector('tbody tr')?.textContent !== text, before.trim(), {
    polling: 'raf',
  });
  return page.evaluate(
    (start) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - start))),
    started,
  );
}

function verdict(ms: number, target: number): string {
  return `${ms.toFixed(0).padStart(5)} ms  (target under ${target} ms: ${ms < target ? 'within budget' : 'OVER BUDGET'})`;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-bench-page-'));
const settings = { NETLOOM_DATA_DIR: dataDir, NETLOOM_CONSOLE_DIR: CONSOLE_DIR };
const server = await startServerProcess(settings);
const store = await openDatabase(loadConfig(settings), { warn: () => undefined });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await api(server.url, '/api/users/adm/createsuperadmin', ADMIN);
  const login = (await api(server.url, '/api/users/adm/authenticate', ADMIN)) as { Response: { AuthToken: string } };
  await api(server.url, '/api/networks', NETWORK, login.Response.AuthToken);
  await seedHostsAndNodes(store, NETWORK, NODES);

  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`${server.url}/dashboard`);
  await page.locator('#splash').waitFor({ state: 'detached' });

  const navigated = Date.now();
  await page.goto(`${server.url}/networks/${NETWORK.netid}/nodes`);
  await page
    .getByRole('link', { name: /^bench-host-/ })
    .first()
    .waitFor();
  const firstRows = Date.now() - navigated;

  const nextPage = await timeUntilRepaint(page, () => page.getByRole('button', { name: 'Next page' }).click());
  const sort = await timeUntilRepaint(page, () =>
    page.getByRole('button', { name: 'Sort by Private Address' }).click(),
  );
  const search = await timeUntilRepaint(page, () => page.getByLabel('Search nodes').fill('bench-host-9999'));

  console.log(`\nNodes page with ${NODES.toLocaleString('en')} nodes (Chromium, SQLite, ${os.cpus().length} CPUs)`);
  console.log(`  first rows after navigation  ${verdict(firstRows, FIRST_ROWS_TARGET_MS)}`);
  console.log(`  next page                    ${verdict(nextPage, INTERACTION_TARGET_MS)}`);
  console.log(`  sort by address              ${verdict(sort, INTERACTION_TARGET_MS)}`);
  console.log(`  search                       ${verdict(search, INTERACTION_TARGET_MS)}`);
} finally {
  await browser.close();
  await store.destroy();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
