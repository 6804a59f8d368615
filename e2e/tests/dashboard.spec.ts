import type { Page } from '@playwright/test';
import type { ApiNode } from '@netloom/contract';
import { registerHost } from '../../server/test/support/host-client';
import { seriousViolations } from '../support/accessibility';
import { adminCall } from '../support/admin-calls';
import { adminToken, ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { peerReading, reportMeasurements } from '../support/measurements';
import { settled, snapshot } from '../support/screens';
import { createUserThroughApi, pageSignedInAs } from './users-support';

// A server of its own: the first test needs an install without networks, and nodes turn from
// healthy to warning and error within seconds instead of minutes.
test.use({
  viewport: { width: 1440, height: 900 },
  serverOptions: { env: { NETLOOM_NODE_WARNING_SECONDS: '20', NETLOOM_NODE_ERROR_SECONDS: '21' } },
});

const ALPHA = 'glance-a';
const BETA = 'glance-b';

const card = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name, exact: true });
const health = (page: Page, network: string, bucket: string) =>
  card(page, network).getByRole('listitem').filter({ hasText: bucket });
const fact = (page: Page, network: string, label: string) =>
  card(page, network).getByText(label, { exact: true }).locator('..');

async function nodeStatus(baseURL: string, nodeId: string): Promise<string | undefined> {
  const response = await fetch(`${baseURL}/api/nodes/${ALPHA}`, {
    headers: { Authorization: `Bearer ${await adminToken(baseURL)}` },
  });
  return ((await response.json()) as ApiNode[]).find((node) => node.id === nodeId)?.status;
}

test('an install without networks shows the getting-started cards: admins get the steps, others the wait', async ({
  adminPage: page,
  baseURL,
  browser,
}, testInfo) => {
  await page.goto('/dashboard');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Welcome, netadmin', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  for (const step of ['Create a network', 'Add a device', 'Invite users', 'Read the docs']) {
    await expect(main.getByRole('article', { name: step })).toBeVisible();
  }
  await expect(main.getByRole('group', { name: 'Quick actions' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Invite users' })).toHaveAttribute('href', '/users?tab=invites&invite=1');
  await expect(main.getByRole('link', { name: /^Read the docs/ })).toHaveAttribute('target', '_blank');
  await snapshot(page, testInfo, 'dashboard-getting-started');
  expect(await seriousViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Create Network' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a Network' })).toBeVisible();
  await page.keyboard.press('Escape');
  await main.getByRole('link', { name: 'Add device' }).click();
  await expect(page).toHaveURL(/\/hosts-new$/);

  const starter = { username: 'glance-starter', password: 'glance-starter-password-1' };
  await createUserThroughApi(baseURL!, { ...starter, platform_role_id: 'platform-user' });
  const userPage = await pageSignedInAs(browser, baseURL!, starter);
  await userPage.goto('/dashboard');
  const userMain = userPage.getByRole('main');
  await expect(userMain.getByRole('article', { name: 'No networks for you yet' })).toBeVisible();
  await expect(userMain.getByRole('article', { name: 'Read the docs' })).toBeVisible();
  await expect(userMain.getByRole('article', { name: 'Create a network' })).toHaveCount(0);
  await expect(userMain.getByRole('link', { name: 'Add device' })).toHaveCount(0);
  await userPage.context().close();
});

test('the networks at a glance: nodes by health, gateways, clients and the totals', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await ensureNetworks(baseURL!, [ALPHA, BETA]);
  await adminCall(baseURL!, 'PUT', `/networks/${ALPHA}`, { netid: ALPHA, name: 'Glance Alpha' });
  const token = await enrollmentToken(baseURL!, ALPHA);
  const [stale] = await joinHosts(baseURL!, token, ['glance-stale']);
  await expect.poll(() => nodeStatus(baseURL!, stale.nodes[0].id), { timeout: 40_000 }).toBe('error');

  const [relay, gateway, warned] = await joinHosts(baseURL!, token, [
    'glance-relay',
    'glance-gateway',
    'glance-warned',
  ]);
  await registerHost(baseURL!, token, { name: 'glance-silent' });
  await reportMeasurements(baseURL!, warned, [
    peerReading(relay.host.publickey, { connected: false }),
    peerReading(gateway.host.publickey, { connected: false }),
  ]);
  const nodePath = (host: typeof relay, action: string) => `/nodes/${ALPHA}/${host.nodes[0].id}/${action}`;
  await adminCall(baseURL!, 'POST', nodePath(relay, 'createrelay'), { relayaddrs: [] });
  await adminCall(baseURL!, 'POST', nodePath(relay, 'creategateway'), { ranges: ['192.168.90.0/24'] });
  await adminCall(baseURL!, 'POST', nodePath(gateway, 'createingress'), {});
  await adminCall(baseURL!, 'POST', `/extclients/${ALPHA}/${gateway.nodes[0].id}`, { clientid: 'glance-phone' });
  await adminCall(baseURL!, 'POST', `/extclients/${ALPHA}/${gateway.nodes[0].id}`, { clientid: 'glance-tablet' });
  await adminCall(baseURL!, 'PUT', `/extclients/${ALPHA}/glance-tablet`, { enabled: false });

  await page.goto('/dashboard');
  await settled(page);
  await expect(page.getByRole('group', { name: 'Quick actions' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toHaveText(/2\s*Networks\s*5\s*Devices\s*5\s*Nodes\s*2\s*Clients/);

  await expect(card(page, 'Glance Alpha')).toContainText(ALPHA);
  await expect(card(page, 'Glance Alpha')).toContainText('5 nodes');
  await expect(health(page, 'Glance Alpha', 'Healthy')).toHaveText(/^2\s*Healthy$/);
  await expect(health(page, 'Glance Alpha', 'Warning')).toHaveText(/^1\s*Warning$/);
  await expect(health(page, 'Glance Alpha', 'Error')).toHaveText(/^1\s*Error$/);
  await expect(health(page, 'Glance Alpha', 'Offline')).toHaveText(/^1\s*Offline$/);
  await expect(card(page, 'Glance Alpha').getByRole('progressbar', { name: 'Error: 1' })).toBeVisible();
  await expect(fact(page, 'Glance Alpha', 'Relays')).toHaveText(/1$/);
  await expect(fact(page, 'Glance Alpha', 'Remote access')).toHaveText(/1$/);
  await expect(fact(page, 'Glance Alpha', 'Egress')).toHaveText(/1$/);
  await expect(fact(page, 'Glance Alpha', 'Internet')).toHaveText(/0$/);
  await expect(fact(page, 'Glance Alpha', 'Clients')).toContainText('1 of 2 enabled');
  await expect(card(page, BETA)).toContainText('No nodes yet');
  await snapshot(page, testInfo, 'dashboard-networks');
  expect(await seriousViolations(page)).toEqual([]);

  await card(page, 'Glance Alpha').getByRole('link', { name: 'Glance Alpha' }).click();
  await expect(page).toHaveURL(new RegExp(`/networks/${ALPHA}/nodes$`));

  // The reason names this server's error threshold, not Netmaker's 30 minutes.
  const staleRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'glance-stale', exact: true }) });
  const staleStatus = staleRow.getByLabel(/^Error: /);
  await expect(staleStatus).toHaveAccessibleName('Error: Its host has not checked in for more than 21 seconds.');
  // Reached by the keyboard, the badge shows its reason.
  await staleStatus.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(staleStatus).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Its host has not checked in for more than 21 seconds.');
});

test('a user who is no admin sees only their networks and no admin actions', async ({ baseURL, browser }) => {
  await ensureNetworks(baseURL!, [ALPHA, BETA]);
  const viewer = { username: 'glance-viewer', password: 'glance-viewer-password-1' };
  await createUserThroughApi(baseURL!, {
    ...viewer,
    platform_role_id: 'platform-user',
    user_group_ids: { [`${BETA}-network-user-grp`]: {} },
  });
  const page = await pageSignedInAs(browser, baseURL!, viewer);
  await page.goto('/dashboard');
  await settled(page);
  const main = page.getByRole('main');
  await expect(card(page, BETA)).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Totals' })).toHaveText(/^1\s*Networks/);
  await expect(main.getByRole('group', { name: 'Quick actions' })).toHaveCount(0);
  for (const action of ['Add device', 'Enrollment Keys', 'Invite users']) {
    await expect(main.getByRole('link', { name: action })).toHaveCount(0);
  }
  await expect(main.getByRole('button', { name: 'Create Network' })).toHaveCount(0);
  await page.context().close();
});
