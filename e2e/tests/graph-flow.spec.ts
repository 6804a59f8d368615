import type { Page } from '@playwright/test';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';
import { adminCall } from '../support/admin-calls';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'graph-net';
const HOSTS = ['graph-relay', 'graph-member', 'graph-gateway', 'graph-egress', 'graph-web', 'graph-db'];
const CLIENT = 'graph-laptop';
const RANGE = '192.168.77.0/24';

const graphOf = (page: Page) =>
  page.getByRole('group', { name: `Graph of ${NETWORK}: devices, clients, ranges and their links` });
const nodeOf = (page: Page, name: string) => graphOf(page).getByRole('button', { name, exact: true });
const viewport = (page: Page) => graphOf(page).locator('> g');
const edge = (page: Page, kind: string, a: string, b: string) =>
  graphOf(page).locator(
    `line[data-edge-kind="${kind}"][data-source="${a}"][data-target="${b}"], line[data-edge-kind="${kind}"][data-source="${b}"][data-target="${a}"]`,
  );

/** The zoom of the view, from the viewport group's transform. */
async function zoomOf(page: Page): Promise<number> {
  const transform = (await viewport(page).getAttribute('transform')) ?? '';
  return Number(/scale\(([\d.e-]+)\)/.exec(transform)?.[1]);
}

test('the graph draws devices, gateways, clients, ranges and a denied pair; search focuses a node; zoom and refresh', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const token = await enrollmentToken(baseURL!, NETWORK);
  const [relay, member, gateway, egress, web, db] = await joinHosts(baseURL!, token, HOSTS);
  const id = (host: typeof relay) => host.nodes[0].id;
  const nodePath = (host: typeof relay, action: string) => `/nodes/${NETWORK}/${id(host)}/${action}`;
  await adminCall(baseURL!, 'POST', nodePath(relay, 'createrelay'), { relayaddrs: [id(member)] });
  await adminCall(baseURL!, 'POST', nodePath(gateway, 'createingress'), {});
  await adminCall(baseURL!, 'POST', `/extclients/${NETWORK}/${id(gateway)}`, { clientid: CLIENT });
  await adminCall(baseURL!, 'POST', nodePath(egress, 'creategateway'), { ranges: [RANGE] });
  await adminCall(baseURL!, 'PUT', `/networks/${NETWORK}/acls/pair`, {
    source: id(web),
    target: id(db),
    allowed: false,
  });

  await test.step('every device, the client and the range are drawn, with their kinds and a count line', async () => {
    await page.goto(`/networks/${NETWORK}/graph`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Network Graph', level: 1 })).toBeVisible();
    await expect(graphOf(page).locator('[data-node-id]')).toHaveCount(8);
    for (const name of HOSTS) await expect(nodeOf(page, name)).toHaveAttribute('data-kind', 'host');
    await expect(nodeOf(page, CLIENT)).toHaveAttribute('data-kind', 'client');
    await expect(nodeOf(page, RANGE)).toHaveAttribute('data-kind', 'range');
    await expect(nodeOf(page, RANGE)).toHaveAttribute('data-node-id', `range:${RANGE}`);
    await expect(page.getByText('6 devices, 1 client, 1 range · 1 denied pair')).toBeVisible();
  });

  await test.step('relay, client, egress and mesh links are drawn, and the denied pair apart from them', async () => {
    await expect(edge(page, 'relay', id(relay), id(member))).toHaveCount(1);
    await expect(edge(page, 'client', id(gateway), CLIENT)).toHaveCount(1);
    await expect(edge(page, 'egress', id(egress), `range:${RANGE}`)).toHaveCount(1);
    await expect(edge(page, 'denied', id(web), id(db))).toHaveCount(1);
    await expect(edge(page, 'mesh', id(web), id(db))).toHaveCount(0);
    await expect(edge(page, 'mesh', id(web), id(gateway))).toHaveCount(1);
    await expect(graphOf(page).locator('line[data-edge-kind="denied"]')).toHaveCount(1);
  });

  await test.step('the legend names every kind of mark and link shown', async () => {
    const legend = page.getByRole('region', { name: 'Legend' });
    for (const entry of [
      'Device: Healthy',
      'External client',
      'Egress range',
      'Relay',
      'Remote access gateway',
      'Egress gateway',
      'Relay to a relayed device',
      'Gateway to its client',
      'Egress gateway to its range',
      'Peers',
      'Denied by access control',
    ]) {
      await expect(legend.getByText(entry, { exact: true })).toBeVisible();
    }
    await snapshot(page, testInfo, 'graph');
  });

  await test.step('searching focuses a device, brings out its links and opens its details with its peers', async () => {
    const search = page.getByRole('combobox', { name: 'Find a device by name or address' });
    await search.fill('graph-we');
    await expect(page.getByRole('option', { name: 'graph-web' })).toBeVisible();
    await search.press('Enter');
    await expect(nodeOf(page, 'graph-web')).toHaveAttribute('aria-pressed', 'true');
    await expect(nodeOf(page, 'graph-db')).toHaveAttribute('aria-pressed', 'false');
    await expect(edge(page, 'denied', id(web), id(db))).toHaveAttribute('data-active', 'true');
    await expect(edge(page, 'relay', id(relay), id(member))).not.toHaveAttribute('data-active');
    const details = page.getByRole('complementary', { name: 'graph-web' });
    await expect(details).toContainText('Device');
    await expect(details).toContainText(web.nodes[0].address.split('/')[0]);
    await expect(details.getByRole('link', { name: 'Open the node page' })).toHaveAttribute(
      'href',
      `/networks/${NETWORK}/nodes/${id(web)}`,
    );
    const peers = details.getByRole('region', { name: 'Peers' });
    await expect(peers).toContainText('Peers: 4 allowed, 1 denied');
    await expect(peers.getByRole('listitem').filter({ hasText: 'graph-db' })).toContainText('Denied');
    await expect(peers.getByRole('listitem').filter({ hasText: 'graph-gateway' })).toContainText('Allowed');
    await snapshot(page, testInfo, 'graph-focused');
  });

  await test.step('the arrows move between devices, Enter picks one and Escape lets go', async () => {
    await nodeOf(page, 'graph-web').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(nodeOf(page, 'graph-relay')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nodeOf(page, 'graph-relay')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('complementary', { name: 'graph-relay' })).toContainText('Relay');
    await page.keyboard.press('Escape');
    await expect(nodeOf(page, 'graph-relay')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  await test.step('clicking the client shows what it is and leads to the gateways page', async () => {
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await nodeOf(page, CLIENT).locator('circle').click();
    const details = page.getByRole('complementary', { name: CLIENT });
    await expect(details).toContainText('External client');
    await expect(details.getByRole('link', { name: 'Open the gateways page' })).toHaveAttribute(
      'href',
      `/networks/${NETWORK}/gateways`,
    );
    await details.getByRole('button', { name: 'Close the details' }).click();
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  await test.step('the zoom buttons zoom in, out and fit the graph again', async () => {
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    const fitted = await zoomOf(page);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await zoomOf(page)).toBeCloseTo(fitted * 1.5);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect(await zoomOf(page)).toBeCloseTo(fitted / 1.5);
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    expect(await zoomOf(page)).toBeCloseTo(fitted);
  });

  await test.step('a device that joins appears on refresh while the others stay where they were', async () => {
    const before = await graphOf(page)
      .locator('[data-node-id]')
      .evaluateAll((nodes) =>
        nodes.map((node) => `${node.getAttribute('data-node-id')} ${node.getAttribute('transform')}`),
      );
    await joinHosts(baseURL!, token, ['graph-late']);
    await expect(nodeOf(page, 'graph-late')).toBeVisible({ timeout: 15_000 });
    const after = await graphOf(page)
      .locator('[data-node-id]')
      .evaluateAll((nodes) =>
        nodes.map((node) => `${node.getAttribute('data-node-id')} ${node.getAttribute('transform')}`),
      );
    expect(after).toEqual(expect.arrayContaining(before));
    await expect(page.getByText('7 devices, 1 client, 1 range · 1 denied pair')).toBeVisible();
  });
});
