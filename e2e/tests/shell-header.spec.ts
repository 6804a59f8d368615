import { expect, test } from '../support/fixtures';
import { ensureNetworks } from '../support/api';
import { settled, snapshot } from '../support/screens';
import { sidebar } from './shell-support';

test.use({ viewport: { width: 1280, height: 800 } });

test('the refresh button reloads the network data, disabled while busy', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['refresh-net']);
  await page.goto('/networks/refresh-net/nodes');
  await settled(page);
  const refresh = page.getByRole('main').getByRole('button', { name: 'Refresh' });

  await refresh.hover();
  await expect(page.getByRole('tooltip', { name: 'Refresh' })).toBeVisible();

  // The nodes table's rows (and on Pro its relays and failover host) are held until released.
  const held: (() => void)[] = [];
  const releaseNodes = () => held.splice(0).forEach((release) => release());
  await page.route(
    (url) => url.pathname === '/api/v2/networks/refresh-net/node-rows',
    async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    },
  );
  await refresh.click();
  const busy = page.getByRole('main').getByRole('button', { name: 'Refreshing...' });
  await expect(busy).toBeDisabled();
  await expect(page.getByRole('tooltip', { name: 'Refreshing...' })).toBeVisible();
  await snapshot(page, testInfo, 'refreshing');
  await busy.click({ force: true });
  releaseNodes();

  await expect(page.getByText('Successfully refreshed')).toBeVisible();
  await expect(refresh).toBeEnabled();
  await snapshot(page, testInfo, 'refreshed');
});

test('the theme choice is kept across reloads, from the top bar and the account menu', async ({
  adminPage: page,
}, testInfo) => {
  await page.goto('/dashboard');
  await settled(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await settled(page);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await snapshot(page, testInfo, 'light-dashboard');

  await page.getByRole('button', { name: 'Account menu' }).click();
  const darkTheme = page.getByRole('menuitemcheckbox', { name: 'Dark theme' });
  await expect(darkTheme).toHaveAttribute('aria-checked', 'false');
  await darkTheme.click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(darkTheme).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the account menu: generated avatar, Pro desktop client, language, profile, logout', async ({
  adminPage: page,
}, testInfo) => {
  await page.goto('/dashboard');
  await settled(page);
  const account = page.getByRole('button', { name: 'Account menu' });
  await expect(account.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

  await account.click();
  await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
  await snapshot(page, testInfo, 'account-menu');
  await page.getByRole('menuitem', { name: 'Download Desktop client' }).click();
  await expect(page.getByRole('dialog', { name: 'Download Desktop client' })).toBeVisible();
  await page.keyboard.press('Escape');

  await account.click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Übersicht' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Kontomenü' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await account.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('page headers and the footer link out in new tabs (unset links hidden); the footer shows edition and versions', async ({
  adminPage: page,
  baseURL,
}) => {
  await ensureNetworks(baseURL!, ['docs-net']);
  await page.goto('/networks/docs-net/access-control');
  await settled(page);
  const docs = page.getByRole('main').getByRole('link', { name: /^Docs/ });
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('rel', /noopener/);
  await expect(docs).toHaveAttribute('href', /\/features\/acls$/);
  const policiesDocs = await docs.getAttribute('href');

  await page.goto('/networks/docs-net/old-acls');
  await expect(docs).toHaveAttribute('href', /acls-v1/);
  await expect(docs).not.toHaveAttribute('href', policiesDocs ?? '');

  await page.goto('/networks/docs-net/analytics');
  const analyticsDocs = await docs.getAttribute('href');
  await page.goto('/networks/docs-net/analytics#graph');
  await expect(docs).not.toHaveAttribute('href', analyticsDocs ?? '');
  await page.goto('/networks/docs-net/graph');
  const graphDocs = await docs.getAttribute('href');
  await page.goto('/networks/docs-net/analytics#graph');
  await expect(docs).toHaveAttribute('href', graphDocs ?? '');

  const footer = page.getByRole('contentinfo');
  const footerDocs = footer.getByRole('link', { name: /^Docs/ });
  await expect(footerDocs).toHaveAttribute('href', /^https:\/\//);
  await expect(footerDocs).toHaveAttribute('target', '_blank');
  for (const unset of ['Support', 'Help center', 'Terms and conditions']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${unset}`) })).toHaveCount(0);
  }
  await expect(footer.getByText('Pro', { exact: true })).toBeVisible();
  await expect(footer.getByText('UI v0.90.0')).toBeVisible();
  await expect(footer.getByText(/^Server v\d/)).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Internet Gateways' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Tag Manager' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Analytics' })).toBeVisible();
});
