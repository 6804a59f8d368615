import type { Page } from '@playwright/test';
import { adminToken, createNetwork } from '../support/api';
import { expect, test } from '../support/fixtures';
import { settled, snapshot } from '../support/screens';

// A server of its own: the test stops and starts it.
test.use({ serverOptions: { env: { NETLOOM_LOG_LEVEL: 'error' } }, viewport: { width: 1440, height: 900 } });

const NETWORK = 'live-net';
const EVENTS = '**/api/v2/events';
const DNS_LIST = `/api/dns/adm/${NETWORK}`;

/** Adds a custom DNS entry through the API, as another admin's browser would. */
async function addDnsEntry(baseURL: string, name: string, address: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/dns/${NETWORK}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: JSON.stringify({ name, address }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A custom entry's row button, by the name hosts resolve it as (`<name>.<network>`). */
const entry = (page: Page, name: string) => page.getByRole('button', { name: `Copy ${name}.${NETWORK}`, exact: true });

/** Counts the page's loads of the network's DNS list from now on. */
function countDnsLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === DNS_LIST) loads += 1;
  });
  return () => loads;
}

test('an open page follows changes made elsewhere at once, and says when live updates are lost', async ({
  adminPage: page,
  baseURL,
  netloom,
}, testInfo) => {
  test.setTimeout(150_000);
  // Custom entries must lie inside the network: its range holds the entries' addresses.
  await createNetwork(baseURL!, NETWORK, '10.61.0.0/24');
  const indicator = page.getByRole('status', { name: /^Live updates: / });

  await test.step('while live, the page does not poll', async () => {
    await page.goto(`/networks/${NETWORK}/dns`);
    await settled(page);
    await expect(indicator).toHaveAccessibleName('Live updates: Live');
    await indicator.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Live updates are on: pages refresh as soon as something changes.',
    );
    // Going live reloads the page's data once, to catch up; count from after that.
    await page.waitForTimeout(1_000);
    const loads = countDnsLoads(page);
    await page.waitForTimeout(11_000);
    expect(loads()).toBe(0);
  });

  await test.step('an entry added through the API shows within 3 s, without a reload', async () => {
    await addDnsEntry(baseURL!, 'first.live', '10.61.0.10');
    await expect(entry(page, 'first.live')).toBeVisible({ timeout: 3_000 });
    await snapshot(page, testInfo, 'live');
  });

  await test.step('when the stream is lost the top bar says so, and the page polls again', async () => {
    // The server going away ends the stream; the route keeps the console's next attempts failing.
    await page.route(EVENTS, (route) => route.abort('connectionrefused'));
    await netloom.stop();
    await expect(indicator).toHaveAccessibleName('Live updates: Offline — refreshing every 10 s');
    await snapshot(page, testInfo, 'offline');
    await indicator.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Live updates can’t be reached; the console keeps trying. Meanwhile pages refresh every 10 s.',
    );
    await netloom.start();
    await addDnsEntry(baseURL!, 'second.live', '10.61.0.11');
    await expect(entry(page, 'second.live')).toBeVisible({ timeout: 15_000 });
  });

  await test.step('once the stream can be opened again the page is live again', async () => {
    await page.unroute(EVENTS);
    await expect(indicator).toHaveAccessibleName('Live updates: Live', { timeout: 40_000 });
    await addDnsEntry(baseURL!, 'third.live', '10.61.0.12');
    await expect(entry(page, 'third.live')).toBeVisible({ timeout: 3_000 });
  });
});
