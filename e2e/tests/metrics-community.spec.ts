import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled } from '../support/screens';

test.use({ serverOptions: { env: { NETLOOM_EDITION: 'community' } } });

test('Community: the metrics page offers the upgrade instead of the data, and asks for no metrics', async ({
  adminPage: page,
  baseURL,
}) => {
  await ensureNetworks(baseURL!, ['ce-metrics']);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'ce-metrics'), ['cem-a', 'cem-b']);
  const metricsCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/(v2\/)?metrics/.test(path)) metricsCalls.push(path);
  });

  await page.goto('/networks/ce-metrics/metrics');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible();
  await expect(page.getByText('Metrics need Pro')).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Upgrade Plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade Plan' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/networks/ce-metrics/nodes');
  await expect(page.getByRole('link', { name: 'cem-a', exact: true })).toBeVisible();
  expect(metricsCalls).toEqual([]);
});
