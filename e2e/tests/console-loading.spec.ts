import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from '../support/fixtures';

/** The build's scripts the page requested, by file name without the content hash (`LoginPage`, `en`). */
function scriptsRequested(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.match(/^\/assets\/(.+)-[\w-]{8}\.js$/);
    if (request.resourceType() === 'script' && file) names.add(file[1]);
  });
  return names;
}

/** The keys the console looked up and found in no loaded language. */
async function missingTranslations(page: Page): Promise<unknown> {
  return page.evaluate(
    () => (window as unknown as { netloomMissingTranslations?: unknown }).netloomMissingTranslations ?? {},
  );
}

test('the sign-in page loads neither the signed-in console nor its texts, and misses no text', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.has('LoginPage')).toBe(true);
  for (const later of ['AppShellLayout', 'en', 'de', 'fr', 'CrashScreen', 'NotificationsView'])
    expect(scripts.has(later), `${later} is loaded only when needed`).toBe(false);
  expect(await missingTranslations(page)).toEqual({});

  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(scripts.has('AppShellLayout') && scripts.has('en')).toBe(true);
  expect(scripts.has('de') || scripts.has('fr')).toBe(false);
  expect(await missingTranslations(page)).toEqual({});
});

test('a language chosen before is in place from the first paint of the sign-in page, and after signing in', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('netloom.language', 'de'));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('Benutzername').fill(ADMIN.username);
  await page.getByLabel('Passwort', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' }),
  ).toBeVisible();
});

test('the server sends the scripts Brotli-compressed, and lets the browser keep them', async ({ page }) => {
  const entry = page.waitForResponse((response) => /\/assets\/index-[\w-]{8}\.js$/.test(response.url()));
  await page.goto('/login');
  const response = await entry;
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
