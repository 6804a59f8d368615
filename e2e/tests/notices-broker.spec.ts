import { expect, test } from '../support/fixtures';
import { snapshot } from '../support/screens';

// A server set to use an external MQTT broker that is not there: it runs, but without its broker.
test.use({ serverOptions: { env: { NETLOOM_BROKER_URL: 'mqtt://127.0.0.1:1' } } });

test('a server without its broker gets the broker warning, and no server-problem overlay', async ({
  adminPage: page,
}, testInfo) => {
  const banner = page.getByRole('status').filter({ hasText: 'not connected to its message broker' });
  await expect(banner).toBeVisible();
  await snapshot(page, testInfo, 'broker-down');
  await page.waitForTimeout(6_000);
  await expect(page.getByRole('dialog', { name: 'Error server malfunction' })).toHaveCount(0);
});
