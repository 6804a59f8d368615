import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/store/database';
import type { Database } from '../../server/src/store/schema';
import { startServerProcess } from './server-process';

const ADMIN = { username: 'bench-admin', password: 'bench-secret' };
const CONSOLE_DIR = path.resolve(import.meta.dirname, '../../console/dist');
const CONSOLE_BUILD = path.resolve(import.meta.dirname, '../../scripts/console-build.mjs');

export interface BenchNetwork {
  netid: string;
  addressrange: string;
  addressrange6: string;
}

/** A benchmark of a console page: the real server (SQLite), its store to seed, and Chromium signed in. */
export interface ConsoleBench {
  url: string;
  store: Database;
  page: Page;
  close(): Promise<void>;
}

async function post(base: string, route: string, body: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Builds the console when its sources are newer than the bundle (so a page is measured as it is now),
 * starts the server with it on a fresh SQLite store, creates its super-admin and
 * `network`, and signs in through the login page of headless Chromium (1440 × 900).
 */
export async function startConsoleBench(network: BenchNetwork): Promise<ConsoleBench> {
  if (spawnSync('node', [CONSOLE_BUILD], { stdio: 'inherit' }).status !== 0)
    throw new Error('the console build failed');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'netloom-bench-page-'));
  const settings = { NETLOOM_DATA_DIR: dataDir, NETLOOM_CONSOLE_DIR: CONSOLE_DIR };
  const server = await startServerProcess(settings);
  const store = await openDatabase(loadConfig(settings), { warn: () => undefined });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const close = async () => {
    await browser.close();
    await store.destroy();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await post(server.url, '/api/users/adm/createsuperadmin', ADMIN);
    const login = (await post(server.url, '/api/users/adm/authenticate', ADMIN)) as { Response: { AuthToken: string } };
    await post(server.url, '/api/networks', network, login.Response.AuthToken);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${server.url}/dashboard`);
    await page.locator('#splash').waitFor({ state: 'detached' });
    return { url: server.url, store, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Navigates to `path` and resolves to the milliseconds from the start of the navigation until the
 * first animation frame in which `shown()` holds, measured by the page's own clock (the clock starts
 * with the navigation). Polling every frame inside the page keeps the harness's own polling delays
 * out of the figure.
 */
export async function timeToFirstShown(page: Page, url: string, shown: () => boolean): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const frameTime = await page.waitForFunction(`(${shown.toString()})() && performance.now()`, undefined, {
    polling: 'raf',
  });
  return (await frameTime.jsonValue()) as number;
}

/**
 * What a user does in a benchmark: a click on the first element `click` selects that is named `name`
 * (its aria-label or text), or typing `value` into the field `fill` selects.
 */
export type UserAct = { click: string; name: string } | { fill: string; value: string };

/**
 * Does `act` in the page as the browser delivers it (a click event, or the field's value set and an
 * input event) and resolves to the milliseconds until the first animation frame in which `done(text)`
 * holds, by the page's clock: the latency a user sees, without the harness's actionability checks
 * and round trips.
 */
export async function timeUntilShown(
  page: Page,
  act: UserAct,
  done: (text: string) => boolean,
  text = '',
): Promise<number> {
  const started = await page.evaluate((userAct) => {
    const selector = 'click' in userAct ? userAct.click : userAct.fill;
    const element = Array.from(document.querySelectorAll<HTMLElement>(selector)).find(
      (candidate) =>
        !('name' in userAct) ||
        candidate.getAttribute('aria-label') === userAct.name ||
        candidate.textContent?.trim() === userAct.name,
    );
    if (!element) throw new Error(`nothing in the page matches ${selector} ${'name' in userAct ? userAct.name : ''}`);
    const start = performance.now();
    if ('click' in userAct) element.click();
    else {
      const input = element as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, userAct.value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return start;
  }, act);
  const frameTime = await page.waitForFunction(
    `((text) => (${done.toString()})(text) && performance.now())(${JSON.stringify(text)})`,
    undefined,
    { polling: 'raf' },
  );
  return ((await frameTime.jsonValue()) as number) - started;
}

/** A figure next to its target. */
export function verdict(ms: number, target: number): string {
  return `${ms.toFixed(0).padStart(5)} ms  (target under ${target} ms: ${ms < target ? 'within budget' : 'OVER BUDGET'})`;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
