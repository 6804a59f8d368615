/// <reference lib="dom" />
// The init script runs in the browser and uses its globals.
import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { ADMIN, expect, signIn, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled } from '../support/screens';

const NETWORK = 'csp-net';
const HOSTS = ['csp-alpha', 'csp-beta'];

/** Pages of the console that load different code (the shell, lists, the graph, user management), and a text each shows. */
const PAGES = [
  { path: '/dashboard', heading: `Welcome, ${ADMIN.username}`, shows: NETWORK },
  { path: `/networks/${NETWORK}/nodes`, heading: 'Nodes', shows: HOSTS[0] },
  { path: `/networks/${NETWORK}/graph`, heading: 'Graph', shows: HOSTS[1] },
  { path: '/devices', heading: 'Devices', shows: HOSTS[1] },
  { path: '/keys', heading: 'Enrollment Keys', shows: NETWORK },
  { path: '/users', heading: 'User Management', shows: ADMIN.username },
];

/**
 * Records what the browser refuses under the Content-Security-Policy: every `securitypolicyviolation`
 * event of every document the page loads, and every console message about the policy.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => refusals.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

test('signed in, the console runs under its Content-Security-Policy without a single refusal', async ({
  page,
  baseURL,
}) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, NETWORK), HOSTS);
  const refusals = await watchPolicy(page);

  await signIn(page);

  for (const { path, heading, shows } of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
    });
  }
  expect(refusals).toEqual([]);
});

test('the built console has no inline script and sets the stored colour scheme before its app loads', async ({
  page,
  request,
}) => {
  const index = await request.get('/');
  expect(index.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await index.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc="/);
    expect(body.trim()).toBe('');
  }
  expect(html.indexOf('src="/color-scheme.js"')).toBeLessThan(html.indexOf('type="module"'));

  // Without the app's own scripts, only color-scheme.js can have put the stored scheme on the page.
  await page.addInitScript(() => localStorage.setItem('netloom.theme', 'light'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
