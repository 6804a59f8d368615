/**
 * Benchmark: how much JavaScript the console's first load costs. Builds the console (with hidden source maps
 * for the report), serves it from the real server, and loads pages in headless Chromium with an empty cache:
 * /login, and signed-in routes. Prints the scripts each load fetched until the network went quiet, their size
 * gzipped and in Brotli (the server sends the Brotli copy), which packages the sign-in page pays for, and what
 * each signed-in route loads on top of the sign-in page.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { gzipByPackage, scriptSize, totalOf, type ScriptSize } from './support/bundle-report';
import { startServerProcess } from './support/server-process';

const LOGIN_TARGET_KB = 150;
/** A load is over once no script was requested for this long. */
const QUIET_MS = 1_500;
const ADMIN = { username: 'bench-admin', password: 'bench-secret' };
const NETWORK = { netid: 'bench', addressrange: '10.201.0.0/16' };
const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/networks/bench/nodes',
  '/devices',
  '/keys',
  '/users',
  '/networks/bench/graph',
];
const ROOT = path.resolve(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function post(base: string, route: string, body: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Signs in through the sign-in page and resolves to the browser storage that keeps the session. */
async function signedInStorage(browser: Browser, base: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((address) => !address.pathname.endsWith('/login'));
  const storage = await context.storageState();
  await context.close();
  return storage;
}

/** Loads `url` in a fresh context (empty cache) and resolves to the build's scripts it fetched until they stop. */
async function scriptsLoaded(
  browser: Browser,
  url: string,
  storageState?: BrowserContextOptions['storageState'],
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'script' && pathname.startsWith('/assets/'))
      scripts.add(pathname.slice(1));
  });
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  });
  await page.goto(url);
  await page.locator('#splash').waitFor({ state: 'detached' });
  // Signed-in pages keep the live-updates stream open, so the network never goes idle: wait for the scripts.
  while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(100);
  await context.close();
  return [...scripts];
}

function printScripts(title: string, sizes: readonly ScriptSize[]): void {
  const total = totalOf(sizes);
  console.log(
    `\n${title}: ${sizes.length} scripts, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.brotli)} Brotli`,
  );
  for (const size of [...sizes].sort((a, b) => b.gzip - a.gzip).slice(0, 8))
    console.log(`  ${size.file.padEnd(48)} ${kb(size.gzip).padStart(9)} gzip`);
}

const buildDir = mkdtempSync(path.join(os.tmpdir(), 'netloom-bundle-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'netloom-bundle-data-'));
const built = spawnSync('npm', ['run', 'build', '-w', 'console', '--', '--sourcemap', 'hidden', '--outDir', buildDir], {
  cwd: ROOT,
  stdio: 'ignore',
});
if (built.status !== 0) throw new Error('the console build failed');
const server = await startServerProcess({ NETLOOM_DATA_DIR: dataDir, NETLOOM_CONSOLE_DIR: buildDir });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  await post(server.url, '/api/users/adm/createsuperadmin', ADMIN);
  const login = (await post(server.url, '/api/users/adm/authenticate', ADMIN)) as { Response: { AuthToken: string } };
  await post(server.url, '/api/networks', NETWORK, login.Response.AuthToken);

  const loginScripts = await scriptsLoaded(browser, `${server.url}/login`);
  const loginSizes = loginScripts.map((file) => scriptSize(buildDir, file));
  const loginTotal = totalOf(loginSizes);
  console.log(`\nThe console's first load (${os.cpus().length} CPUs, Chromium with an empty cache)`);
  printScripts('/login', loginSizes);
  const verdict = loginTotal.gzip / 1024 <= LOGIN_TARGET_KB ? 'within budget' : 'OVER BUDGET';
  console.log(`  /login JavaScript, gzip: ${kb(loginTotal.gzip)} (target ${LOGIN_TARGET_KB} KB or less: ${verdict})`);
  console.log('\nWhat the sign-in page pays for (gzip, estimated from the source maps):');
  const packages = [...gzipByPackage(buildDir, loginSizes)].sort((a, b) => b[1] - a[1]);
  for (const [owner, bytes] of packages.slice(0, 12)) console.log(`  ${owner.padEnd(32)} ${kb(bytes).padStart(9)}`);

  console.log('\nSigned-in routes, each loaded cold (gzip): all scripts, and those beyond the sign-in page');
  const onLogin = new Set(loginScripts);
  const session = await signedInStorage(browser, server.url);
  for (const route of SIGNED_IN_ROUTES) {
    const sizes = (await scriptsLoaded(browser, `${server.url}${route}`, session)).map((file) =>
      scriptSize(buildDir, file),
    );
    const beyond = totalOf(sizes.filter((size) => !onLogin.has(size.file)));
    console.log(
      `  ${route.padEnd(26)} ${kb(totalOf(sizes).gzip).padStart(9)} in all, ${kb(beyond.gzip).padStart(9)} beyond /login`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
