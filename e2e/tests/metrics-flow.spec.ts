import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { adminToken, ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { peerReading, reportMeasurements } from '../support/measurements';
import { settled, snapshot } from '../support/screens';

// A server of its own that keeps a day of history, so the week is not offered.
test.use({
  viewport: { width: 1440, height: 900 },
  serverOptions: { env: { NETLOOM_METRICS_RETENTION_HOURS: '24' } },
});

const NETID = 'metrics-net';
/** Mantine's light variants of yellow and red in the dark scheme the console opens in: latencies above 300 and 500 ms. */
const YELLOW_TINT = 'rgb(115, 60, 0)';
const RED_TINT = 'rgb(101, 21, 21)';

/** A call another admin or a script makes through the API; resolves to the answer's body. */
async function api<T>(baseURL: string, method: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Three hosts and a phone behind mx-charlie, a remote access gateway, with three rounds of reports a
 * minute apart: counters grow, mx-alpha sees mx-charlie at 350 ms, mx-charlie sees mx-bravo at 600 ms,
 * and mx-bravo's last probe of mx-alpha goes unanswered.
 */
async function measuredNetwork(baseURL: string): Promise<void> {
  await ensureNetworks(baseURL, [NETID]);
  const [alpha, bravo, charlie] = await joinHosts(baseURL, await enrollmentToken(baseURL, NETID), [
    'mx-alpha',
    'mx-bravo',
    'mx-charlie',
  ]);
  const gatewayId = charlie.nodes[0].id;
  await api(baseURL, 'POST', `/nodes/${NETID}/${gatewayId}/createingress`, {});
  const phone = await api<{ publickey: string }>(baseURL, 'POST', `/extclients/${NETID}/${gatewayId}`, {
    clientid: 'mx-phone',
  });
  const key = (host: typeof alpha) => host.host.publickey;
  for (const round of [0, 1, 2]) {
    await reportMeasurements(baseURL, alpha, [
      peerReading(key(bravo), {
        latency_ms: 20,
        bytes_sent: [1_000, 601_000, 1_501_000][round],
        bytes_received: [2_000, 22_000, 52_000][round],
      }),
      peerReading(key(charlie), { latency_ms: 350 }),
    ]);
    await reportMeasurements(baseURL, bravo, [
      peerReading(key(alpha), round < 2 ? { latency_ms: 30 } : { connected: false }),
      peerReading(key(charlie), { latency_ms: 5 }),
    ]);
    await reportMeasurements(baseURL, charlie, [
      peerReading(key(alpha), { latency_ms: 12 }),
      peerReading(key(bravo), { latency_ms: 600 }),
      peerReading(phone.publickey, {
        latency_ms: 45,
        bytes_sent: [10_000, 2_000_000, 3_250_000][round],
        bytes_received: [500, 1_500, 2_500_000][round],
      }),
    ]);
  }
}

async function showView(page: Page, view: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'What to show' }).getByText(view, { exact: true }).click();
}

function pair(page: Page, view: string, name: string | RegExp) {
  return page.getByRole('grid', { name: `${view} between the nodes` }).getByRole('button', { name });
}

test('the metrics page shows each view of what the hosts reported, and the history of a node and a pair', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await measuredNetwork(baseURL!);

  await test.step('connectivity: who reached whom at the last report', async () => {
    await page.goto(`/networks/${NETID}/metrics`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Metrics', level: 1 })).toBeVisible();
    await expect(pair(page, 'Connectivity Status', 'mx-alpha to mx-bravo: Yes')).toBeVisible();
    await expect(pair(page, 'Connectivity Status', 'mx-bravo to mx-alpha: No')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'mx-alpha itself' })).toBeVisible();
  });

  await test.step('latency: yellow above 300 ms, red above 500 ms and when unanswered, which a tooltip explains', async () => {
    await showView(page, 'Latency');
    const normal = pair(page, 'Latency', 'mx-alpha to mx-bravo: 20 ms');
    const warning = pair(page, 'Latency', 'mx-alpha to mx-charlie: 350 ms');
    const danger = pair(page, 'Latency', 'mx-charlie to mx-bravo: 600 ms');
    await expect(normal).toHaveAttribute('data-level', 'normal');
    await expect(normal).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(warning).toHaveAttribute('data-level', 'warning');
    await expect(warning).toHaveCSS('background-color', YELLOW_TINT);
    await expect(danger).toHaveCSS('background-color', RED_TINT);
    const unmeasured = pair(page, 'Latency', /^mx-bravo to mx-alpha: Unmeasured\./);
    await expect(unmeasured).toHaveText('Unmeasured');
    await expect(unmeasured).toHaveCSS('background-color', RED_TINT);
    await unmeasured.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'The peer did not answer the last probes: the agent reports such a latency as 999 ms.',
    );
    await snapshot(page, testInfo, 'metrics-latency');
  });

  await test.step('bytes in KiB and MiB with two decimals, totals grown over the reports', async () => {
    await showView(page, 'Bytes Sent');
    await expect(pair(page, 'Bytes Sent', 'mx-alpha to mx-bravo: 1.50 MiB')).toBeVisible();
    await showView(page, 'Bytes Received');
    await expect(pair(page, 'Bytes Received', 'mx-alpha to mx-bravo: 52.00 KiB')).toBeVisible();
  });

  await test.step('uptime as a share, with hours and minutes on hover', async () => {
    await showView(page, 'Uptime');
    await expect(pair(page, 'Uptime', 'mx-alpha to mx-bravo: 100%. Up 0h 3m of 0h 3m')).toBeVisible();
    const partly = pair(page, 'Uptime', 'mx-bravo to mx-alpha: 66.7%. Up 0h 2m of 0h 3m');
    await partly.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Up 0h 2m of 0h 3m');
  });

  await test.step('clients: what the gateway measured of its phone', async () => {
    await showView(page, 'Clients');
    const row = page.getByRole('row').filter({ hasText: 'mx-phone' });
    for (const text of ['mx-charlie', 'Yes', '100%', '45 ms', '3.25 MiB', '2.50 MiB']) {
      await expect(row).toContainText(text);
    }
  });

  const history = page.getByRole('region', { name: 'History' });
  await test.step('the history of the first node over all its peers, within the day the server keeps', async () => {
    await expect(history.getByRole('combobox', { name: 'Node', exact: true })).toHaveValue('mx-alpha');
    await expect(history.getByRole('combobox', { name: 'Peer', exact: true })).toHaveValue('All peers');
    await expect(history.getByText('This server keeps 24 hours of history.')).toBeVisible();
    await expect(history.getByRole('radio', { name: '7 d' })).toBeDisabled();
    const latency = history.getByRole('figure', {
      name: 'Latency of mx-alpha with all its peers over the last 24 hours',
    });
    await expect(latency).toContainText('Lowest 185 ms, average 185 ms, highest 185 ms.');
    await expect(latency.locator('.recharts-dot').first()).toBeVisible();
  });

  await test.step('clicking a cell of the matrix opens the history of that pair', async () => {
    await showView(page, 'Latency');
    await pair(page, 'Latency', 'mx-alpha to mx-bravo: 20 ms').click();
    await expect(history.getByRole('combobox', { name: 'Peer', exact: true })).toHaveValue('mx-bravo');
    const latency = history.getByRole('figure', { name: 'Latency of mx-alpha to mx-bravo over the last 24 hours' });
    await expect(latency).toContainText('Lowest 20 ms, average 20 ms, highest 20 ms.');
    await expect(latency.locator('.recharts-dot').first()).toBeVisible();
    const traffic = history.getByRole('figure', { name: 'Traffic of mx-alpha to mx-bravo over the last 24 hours' });
    await expect(traffic).toContainText('Sent 1.50 MiB and received 50.00 KiB in this window.');
    await expect(history.getByRole('figure', { name: /^Uptime of mx-alpha to mx-bravo/ })).toContainText(
      'Average 100%, lowest 100%.',
    );
    await history.getByRole('radiogroup', { name: 'Time window' }).getByText('1 h', { exact: true }).click();
    await expect(
      history.getByRole('figure', { name: 'Latency of mx-alpha to mx-bravo over the last hour' }),
    ).toBeVisible();
    await snapshot(page, testInfo, 'metrics-history');
  });

  await test.step('the matrix and the charts have no serious accessibility problems, in either theme', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('netloom.theme', 'light'));
    await page.reload();
    await settled(page);
    await showView(page, 'Latency');
    await expect(history.getByRole('figure').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('a network whose hosts have not reported yet says why the metrics are empty', async ({
  adminPage: page,
  baseURL,
}) => {
  await ensureNetworks(baseURL!, ['metrics-quiet']);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'metrics-quiet'), ['mq-alpha']);
  await page.goto('/networks/metrics-quiet/metrics');
  await settled(page);
  await expect(page.getByText('No metrics for metrics-quiet yet')).toBeVisible();
  await expect(page.getByText(/reports what it measured of its peers once a minute/)).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});
