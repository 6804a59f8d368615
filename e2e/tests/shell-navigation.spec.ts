import { expect, test } from '../support/fixtures';
import { ensureNetworks } from '../support/api';
import { settled, snapshot } from '../support/screens';
import { sidebar } from './shell-support';

test.use({ viewport: { width: 1280, height: 800 } });

test('the network switcher lists every network and keeps the section when picking another', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['switch-a', 'switch-b']);
  await page.goto('/networks/switch-a/dns');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'DNS', level: 1 })).toBeVisible();

  await test.step('opening it counts the nodes of each network and marks the active network', async () => {
    await sidebar(page).getByRole('button', { name: 'Network switch-a, switch network' }).click();
    await expect(page.getByRole('menuitem', { name: /switch-a/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('menuitem', { name: /switch-b/ })).toContainText('0 nodes');
    await expect(page.getByRole('menuitem', { name: 'All Networks' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'New Network' })).toBeEnabled();
    expect((await page.getByRole('menu').boundingBox())?.width).toBeGreaterThanOrEqual(320);
    await snapshot(page, testInfo, 'switcher-open');
  });

  await test.step('picking switch-b keeps the DNS page', async () => {
    await page.getByRole('menuitem', { name: /switch-b/ }).click();
    await expect(page).toHaveURL(/\/networks\/switch-b\/dns$/);
    await expect(sidebar(page).getByRole('link', { name: 'DNS' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  await test.step('the breadcrumb network selector does the same', async () => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.getByRole('button', { name: 'Network switch-b, switch network' }).click();
    await page.getByRole('menuitem', { name: /switch-a/ }).click();
    await expect(page).toHaveURL(/\/networks\/switch-a\/dns$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  await test.step('outside a network page, picking one goes to its nodes', async () => {
    await sidebar(page).getByRole('link', { name: 'Keys' }).click();
    await expect(page).toHaveURL(/\/keys$/);
    // The address changes before the page loads; until it shows, the switcher still serves the DNS page it shows.
    await expect(page.getByRole('heading', { name: 'Enrollment Keys', level: 1 })).toBeVisible();
    await sidebar(page).getByRole('button', { name: 'Network switch-a, switch network' }).click();
    await page.getByRole('menuitem', { name: /switch-b/ }).click();
    await expect(page).toHaveURL(/\/networks\/switch-b\/nodes$/);
  });

  await test.step('New Network opens the create dialog; All Networks the list', async () => {
    await sidebar(page).getByRole('button', { name: 'Network switch-b, switch network' }).click();
    await page.getByRole('menuitem', { name: 'New Network' }).click();
    await expect(page.getByRole('dialog', { name: 'Create a Network' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await sidebar(page).getByRole('button', { name: 'Network switch-b, switch network' }).click();
    await page.getByRole('menuitem', { name: 'All Networks' }).click();
    await expect(page).toHaveURL(/\/networks$/);
  });
});

test('breadcrumbs follow the path; the menu highlights the entry a page belongs to', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['crumb-net']);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });

  await page.goto('/networks/crumb-net/internet-gateways');
  await settled(page);
  await expect(crumbs.getByRole('link', { name: 'Networks' })).toHaveAttribute('href', '/networks');
  await expect(crumbs.getByRole('button', { name: 'Network crumb-net, switch network' })).toBeVisible();
  await expect(crumbs.getByText('Internet Gateways')).toHaveAttribute('aria-current', 'page');
  await snapshot(page, testInfo, 'breadcrumbs-network');

  await page.goto('/users/create-network-role');
  await expect(crumbs.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/users');
  await expect(crumbs.getByText('Create Network Role')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Create Network Role' })).toBeVisible();

  await page.goto('/networks/crumb-net/hosts/c0ffee-01');
  await expect(sidebar(page).getByRole('link', { name: 'Nodes' })).toHaveAttribute('aria-current', 'page');
  await expect(crumbs.getByText('c0ffee-01')).toBeVisible();

  await page.goto('/networks/crumb-net/old-acls');
  await expect(sidebar(page).getByRole('link', { name: 'Access Control' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);

  // The graph, metrics and info pages are the Analytics page's tabs on their own routes.
  for (const [section, heading] of [
    ['graph', 'Network Graph'],
    ['metrics', 'Metrics'],
    ['info', 'Network Info'],
  ]) {
    await page.goto(`/networks/crumb-net/${section}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);
  }
});

test('old addresses redirect; unknown ones show the not-found page', async ({ adminPage: page, baseURL }, testInfo) => {
  await ensureNetworks(baseURL!, ['route-net']);
  const redirects: [string, RegExp][] = [
    ['/hosts', /\/devices$/],
    ['/hosts/abc-123', /\/devices\/abc-123$/],
    ['/enrollment-keys', /\/keys$/],
    ['/networks/route-net', /\/networks\/route-net\/nodes$/],
    ['/networks/route-net/remote-access', /\/networks\/route-net\/gateways$/],
    ['/networks/route-net/relays', /\/networks\/route-net\/gateways$/],
    ['/networks/route-net/no-such-section', /\/404$/],
    ['/networks/no-such-network/dns', /\/404$/],
  ];
  for (const [from, to] of redirects) {
    await page.goto(from);
    await expect(page, `${from} redirects`).toHaveURL(to);
  }
  await expect(page.getByRole('heading', { name: 'Network not found' })).toBeVisible();
  await expect(page.getByText('There is no network “no-such-network” on this server.')).toBeVisible();
  await page.goto('/networks/route-net/no-such-section');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await test.step('a survey another script opens in another tab is announced', async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('netloom:survey-opened')));
    await expect(page.getByText('A Survey has been opened in another tab.')).toBeVisible();
  });

  await page.goto('/this/path/does-not-exist');
  await expect(page).toHaveURL(/\/this\/path\/does-not-exist$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await snapshot(page, testInfo, 'not-found');
  await page.getByRole('link', { name: 'Back home' }).click();
  await expect(page).toHaveURL(/\/networks\/[^/]+\/nodes$/);
});

test('under the version prefix every page loads and internal links keep the prefix', async ({ adminPage: page }) => {
  await page.goto('/v0.90.0/dashboard');
  await settled(page);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Keys' }).click();
  await expect(page).toHaveURL(/\/v0\.90\.0\/keys$/);
  await expect(page.getByRole('heading', { name: 'Enrollment Keys' })).toBeVisible();
  await page.goto('/v0.90.0/enrollment-keys');
  await expect(page).toHaveURL(/\/v0\.90\.0\/keys$/);
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/v0\.90\.0\/dashboard$/);
});
