import { expect, test } from '../support/fixtures';
import { snapshot } from '../support/screens';

/** The profile page's module, loaded on the first visit to /profile. */
const PROFILE_CHUNK = '**/assets/ProfilePage-*.js';

test('an unknown address shows the not-found page', async ({ adminPage: page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await snapshot(page, testInfo, 'not-found');
});

test('a page that cannot be downloaded offers a refresh that recovers', async ({ adminPage: page }, testInfo) => {
  // As when the connection drops, or a deploy removed the file, right when the page is opened.
  await page.route(PROFILE_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Could not open the page' })).toBeVisible();
  await expect(
    page.getByText('Sorry, an unexpected error occured. Please check your connection and refresh the page'),
  ).toBeVisible();
  await snapshot(page, testInfo, 'page-load-failure');

  await page.unroute(PROFILE_CHUNK);
  await page.getByRole('button', { name: 'Refresh page' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('a crash shows the error, files a bug report and goes back home', async ({
  adminPage: page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's module arrives but throws while it runs: the same path as any bug in a page's code.
  await page.route(PROFILE_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new RangeError("profile settings out of range");' }),
  );
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Application crashed' })).toBeVisible();
  await expect(page.getByText('Sorry, an unexpected error occured.', { exact: true })).toBeVisible();
  await expect(page.getByText('RangeError: profile settings out of range')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back Home' })).toBeVisible();
  await snapshot(page, testInfo, 'application-crashed');

  await test.step('the error details copy to the clipboard', async () => {
    await page.getByRole('button', { name: 'Copy error details' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('RangeError: profile settings');
  });

  await test.step('File a Bug Report puts the route and error log in the report, then opens the dashboard', async () => {
    await page.getByRole('button', { name: 'File a Bug Report' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toContain('Console crash on /profile');
    expect(report).toContain('**Route:** `/profile`');
    expect(report).toContain('RangeError: profile settings out of range');
  });

  await test.step('Back Home reloads the console at its home', async () => {
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Back Home' }).click();
    await expect(page.getByRole('heading', { name: 'Application crashed' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/(dashboard|networks\/[^/]+\/nodes)$/);
  });
});

test('a clipboard the browser refuses says so', async ({ adminPage: page }) => {
  // As on a plain-http address or with the permission denied, where writing to the clipboard throws.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await page.route(PROFILE_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("boom");' }),
  );
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Copy error details' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to copy to clipboard' })).toBeVisible();
});

test('a session the server no longer accepts ends at the login page', async ({ adminPage: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The token still looks valid to the browser (its exp is ahead) but its signature no longer matches,
  // as after the server's signing secret changed: the next call answers 401.
  await page.evaluate(() => {
    const token = localStorage.getItem('netloom.jwt') ?? '';
    const [header, payload, signature] = token.split('.');
    const forged = `${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    localStorage.setItem('netloom.jwt', `${header}.${payload}.${forged}`);
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('netloom.jwt'))).toBeNull();
});
