import { seriousViolations } from '../support/accessibility';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { clippedTexts, settled } from '../support/screens';

test.use({ viewport: { width: 1280, height: 800 } });

const PAGES = [
  'gateways',
  'egress',
  'internet-gateways',
  'access-control',
  'old-acls',
  'tag-manager',
  'dns',
  'graph',
  'info',
];

for (const scheme of ['dark', 'light'] as const) {
  test(`the network pages have no serious accessibility problems in the ${scheme} theme`, async ({
    adminPage: page,
    baseURL,
  }) => {
    await ensureNetworks(baseURL!, ['pages-a11y']);
    await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'pages-a11y'), [`a11y-${scheme}-1`, `a11y-${scheme}-2`]);
    await page.evaluate((value) => localStorage.setItem('netloom.theme', value), scheme);
    for (const section of PAGES) {
      await page.goto(`/networks/pages-a11y/${section}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      expect(await seriousViolations(page), `${section} in ${scheme}`).toEqual([]);
    }
  });
}

test('at 1280 px no page cuts a text short', async ({ adminPage: page, baseURL }) => {
  await ensureNetworks(baseURL!, ['pages-fit']);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'pages-fit'), ['fit-1', 'fit-2']);
  const paths = [
    '/dashboard',
    '/networks',
    '/devices',
    '/keys',
    '/users',
    '/audit',
    ...['nodes', ...PAGES, 'metrics', 'analytics'].map((section) => `/networks/pages-fit/${section}`),
  ];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    expect(await clippedTexts(page), path).toEqual([]);
  }
});
