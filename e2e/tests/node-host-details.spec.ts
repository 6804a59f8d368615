import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { adminCall } from '../support/admin-calls';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { checkIn } from '../../server/test/support/host-client';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { peerReading, reportMeasurements } from '../support/measurements';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'hostpage-net';
const RANGE = '192.168.88.0/24';

const peersOf = (page: Page) => page.getByRole('region', { name: 'Peers' });
const peerRow = (page: Page, name: string) =>
  peersOf(page)
    .getByRole('row')
    .filter({ has: page.locator('td:first-child').getByText(name, { exact: true }) });
const roles = (page: Page) => page.getByRole('region', { name: 'Gateway roles' });
const metrics = (page: Page) => page.getByRole('region', { name: 'Metrics' });
const fact = (page: Page, label: string) => metrics(page).getByText(label, { exact: true }).locator('..');

test("a host's page in a network shows its node: roles, peers with their measurements, and a metrics summary", async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const hosts = await joinHosts(baseURL!, await enrollmentToken(baseURL!, NETWORK), [
    'hp-relay',
    'hp-member',
    'hp-other',
  ]);
  const [relay, member, other] = hosts;
  const id = (host: (typeof hosts)[number]) => host.nodes[0].id;
  await adminCall(baseURL!, 'POST', `/nodes/${NETWORK}/${id(relay)}/createrelay`, { relayaddrs: [id(member)] });
  await adminCall(baseURL!, 'POST', `/nodes/${NETWORK}/${id(relay)}/creategateway`, { ranges: [RANGE] });
  await adminCall(baseURL!, 'PUT', `/networks/${NETWORK}/acls/pair`, {
    source: id(relay),
    target: id(other),
    allowed: false,
  });
  await reportMeasurements(baseURL!, relay, [
    peerReading(member.host.publickey, {
      latency_ms: 12,
      handshake_age_seconds: 150,
      bytes_sent: 2_500_000,
      bytes_received: 1_500,
    }),
  ]);
  await reportMeasurements(baseURL!, member, [
    peerReading(relay.host.publickey, { latency_ms: 420, handshake_age_seconds: 20 }),
    peerReading(other.host.publickey, { connected: false, latency_ms: null, handshake_age_seconds: null }),
  ]);

  await test.step('the hosts address shows the node page itself, with the relay and egress roles', async () => {
    await page.goto(`/networks/${NETWORK}/hosts/${relay.host.id}`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'hp-relay', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/networks/${NETWORK}/hosts/${relay.host.id}$`));
    await expect(roles(page).getByRole('link', { name: 'Relay', exact: true })).toHaveAttribute(
      'href',
      `/networks/${NETWORK}/gateways`,
    );
    await expect(roles(page)).toContainText('Relays: hp-member');
    await expect(roles(page).getByRole('link', { name: 'Egress', exact: true })).toHaveAttribute(
      'href',
      `/networks/${NETWORK}/egress`,
    );
    await expect(roles(page)).toContainText(`Routes to: ${RANGE}`);
  });

  await test.step('its peers: the measured one with latency and handshake, the denied one shown as denied', async () => {
    const measured = peerRow(page, 'hp-member');
    await expect(measured).toContainText('Allowed');
    await expect(measured).toContainText('Direct');
    await expect(measured).toContainText('12 ms');
    await expect(measured).toContainText('2 minutes ago');
    await expect(measured).toContainText('2.50 MiB');
    await expect(measured).toContainText('1.50 KiB');
    await measured.getByText('2 minutes ago').hover();
    await expect(page.getByRole('tooltip')).toHaveText(/\d+(st|nd|rd|th) \w+ \d{4} @ \d\d:\d\d/);
    await page.mouse.move(0, 0);
    const denied = peerRow(page, 'hp-other');
    await expect(denied).toContainText('Denied');
    await expect(denied).toContainText('Never');
    await expect(denied.getByLabel('Not measured yet: the host has not reported this peer')).toBeVisible();
    await expect(fact(page, 'Average latency')).toContainText('12 ms');
    await expect(fact(page, 'Peers connected')).toContainText('1 of 1');
    await expect(fact(page, 'Sent')).toContainText('2.50 MiB');
    await snapshot(page, testInfo, 'host-in-network');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("a peer's name opens its node page: relayed, a slow peer in yellow, an unanswered one", async () => {
    await peersOf(page).getByRole('link', { name: 'hp-member', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/networks/${NETWORK}/nodes/${id(member)}$`));
    await expect(page.getByRole('heading', { name: 'hp-member', level: 1 })).toBeVisible();
    await expect(roles(page).getByRole('link', { name: 'Relayed', exact: true })).toBeVisible();
    await expect(roles(page)).toContainText('Through the relay: hp-relay');
    const slow = peerRow(page, 'hp-relay');
    await expect(slow.getByText('420 ms')).toHaveAttribute('style', /yellow/);
    await expect(slow).toContainText('Yes');
    const unanswered = peerRow(page, 'hp-other');
    await expect(unanswered).toContainText('Allowed');
    await expect(unanswered.getByLabel('This peer did not answer the last probe')).toBeVisible();
    await expect(unanswered.getByRole('link', { name: 'hp-relay', exact: true })).toBeVisible();
    await expect(fact(page, 'Peers connected')).toContainText('1 of 2');
  });
});

test('a peer that no path reaches says why: both hosts behind NAT, and no failover node', async ({
  adminPage: page,
  baseURL,
}) => {
  const network = 'nopath-net';
  await ensureNetworks(baseURL!, [network]);
  const [near, far] = await joinHosts(baseURL!, await enrollmentToken(baseURL!, network), ['np-near', 'np-far']);
  await checkIn(baseURL!, near.credentials, { nat_type: 'symmetric' });
  await checkIn(baseURL!, far.credentials, { nat_type: 'behind_nat' });
  await reportMeasurements(baseURL!, near, [
    peerReading(far.host.publickey, { connected: false, latency_ms: null, handshake_age_seconds: null }),
  ]);
  await page.goto(`/networks/${network}/nodes/${near.nodes[0].id}`);
  // The badge takes the keyboard's focus, which shows why.
  const badge = peerRow(page, 'np-far').locator('[tabindex="0"]', { hasText: 'No path' });
  await expect(badge).toBeVisible();
  await badge.focus();
  await expect(page.getByRole('tooltip')).toContainText(
    'the network has no failover node to carry their traffic: make a host with a public address its failover node',
  );
});
