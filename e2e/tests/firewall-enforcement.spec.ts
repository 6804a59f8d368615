import type { Page } from '@playwright/test';
import type { FirewallReport } from '@netloom/contract';
import { checkIn, type RegisteredHost } from '../../server/test/support/host-client';
import { seriousViolations } from '../support/accessibility';
import { adminCall } from '../support/admin-calls';
import { ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { devices, policiesOf } from '../support/mesh/policies';
import { clippedTexts, settled, snapshot } from '../support/screens';
import { checkAccess, policyRow } from './access-control-support';

test.use({ viewport: { width: 1280, height: 800 } });

const NETWORK = 'firewall-net';
const [ENFORCING, FAILED, OLD] = ['fw-enforcing', 'fw-failed', 'fw-old'];
const APPLY_ERROR = 'nft: Error: Could not process rule: No such file or directory';

/** What an agent that enforces policies reports with its check-in. */
const report = (changes: Partial<FirewallReport> = {}): FirewallReport => ({
  enforcing: true,
  allow_all: false,
  rules: 3,
  error: '',
  ...changes,
});

/** A device policy on TCP 22, both ways, switched on. */
const SSH = { allowed_traffic_direction: 1, protocol: 'tcp', type: 'SSH', ports: ['22'], enabled: true };

const nodeOf = (host: RegisteredHost) => host.nodes[0].id;
const firewallOf = (page: Page) => page.getByRole('region', { name: 'Firewall' });
/** The Enforced cell's badge of a policy; hovering it shows the hosts. */
const enforcedBadge = (page: Page, name: string) => policyRow(page, name).getByRole('button').first();

test('the console says which hosts enforce the access policies, and flags those that do not', async ({
  adminPage: page,
  baseURL,
  netloom,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const [enforcing, failed, old] = await joinHosts(baseURL!, await enrollmentToken(baseURL!, NETWORK), [
    ENFORCING,
    FAILED,
    OLD,
  ]);
  await checkIn(baseURL!, enforcing.credentials, { firewall_status: report() });
  await checkIn(baseURL!, failed.credentials, { firewall_status: report({ rules: 2, error: APPLY_ERROR }) });
  const policies = policiesOf(netloom, NETWORK);
  await policies.allNodes(false);
  await policies.create({
    name: 'ssh to all',
    src_type: devices(nodeOf(enforcing)),
    dst_type: devices(nodeOf(failed), nodeOf(old)),
    ...SSH,
  });
  await policies.create({
    name: 'legacy pair',
    src_type: devices(nodeOf(failed)),
    dst_type: devices(nodeOf(old)),
    ...SSH,
  });
  await adminCall(baseURL!, 'POST', `/v1/tags?network=${NETWORK}`, { tag_name: 'empty', tagged_nodes: [] });
  const emptyTag = [{ id: 'tag', value: `${NETWORK}.empty` }];
  await policies.create({ name: 'nobody yet', src_type: emptyTag, dst_type: emptyTag, ...SSH });

  await test.step('a host whose firewall enforces its rules says so, with how many and when it reported', async () => {
    await page.goto(`/devices/${enforcing.host.id}`);
    await settled(page);
    const firewall = firewallOf(page);
    await expect(firewall.getByText('Enforcing', { exact: true })).toBeVisible();
    await expect(firewall).toContainText('Enforcing 3 rules');
    await expect(firewall).toContainText(
      'lets in only the mesh traffic that the access policies of its networks allow',
    );
    await expect(firewall).toContainText(/Last report: (now|\d+ seconds? ago)/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('a host whose last apply failed shows the error, and that its rules before stay', async () => {
    await page.goto(`/devices/${failed.host.id}`);
    const firewall = firewallOf(page);
    await expect(firewall.getByText('Apply failed', { exact: true })).toBeVisible();
    await expect(firewall).toContainText('Its latest rules are not applied');
    await expect(firewall).toContainText(APPLY_ERROR);
    await expect(firewall).toContainText('The rules it applied before stay in force');
  });

  await test.step('a host whose agent never reported a firewall does not enforce policies, and says how to fix it', async () => {
    await page.goto(`/devices/${old.host.id}`);
    const firewall = firewallOf(page);
    await expect(firewall.getByText('Not enforcing', { exact: true })).toBeVisible();
    await expect(firewall).toContainText('This host does not enforce access policies');
    await expect(firewall).toContainText('it is too old to enforce access policies, or it is not a Netloom agent');
    await expect(firewall).toContainText('Update the agent on this host');
    await expect(firewall).toContainText('Last report: never');
    await expect(firewall.getByRole('link', { name: 'Show the install commands' })).toHaveAttribute(
      'href',
      '/hosts-new',
    );
    await snapshot(page, testInfo, 'host-not-enforcing');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('the policies say how many of their hosts enforce them, and flag the others', async () => {
    await page.goto(`/networks/${NETWORK}/access-control`);
    await settled(page);
    await expect(policyRow(page, 'All Nodes')).toContainText('Off');
    await expect(enforcedBadge(page, 'ssh to all')).toHaveText('1 of 3 hosts');
    await expect(enforcedBadge(page, 'legacy pair')).toHaveText('Not enforced');
    await expect(enforcedBadge(page, 'nobody yet')).toHaveText('No devices');
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    expect(await clippedTexts(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('hovering a flag names the hosts that do not enforce the policy and why', async () => {
    await enforcedBadge(page, 'ssh to all').hover();
    const hosts = page.getByRole('list', { name: 'Hosts of the policy ssh to all' });
    await expect(page.getByText('2 of its 3 hosts do not enforce this policy.')).toBeVisible();
    await expect(hosts.getByRole('listitem')).toHaveText([
      new RegExp(
        `^${FAILED}Apply failedIts last apply failed: ${APPLY_ERROR}\\. The rules it had before stay in force\\.$`,
      ),
      new RegExp(
        `^${OLD}Not enforcingIts agent does not enforce access policies: it is too old, or not a Netloom agent\\.$`,
      ),
      new RegExp(`^${ENFORCING}Enforcing$`),
    ]);
    await snapshot(page, testInfo, 'policy-partly-enforced');
    await page.mouse.move(0, 0);
    await enforcedBadge(page, 'legacy pair').focus();
    await expect(page.getByText('No host enforces this policy: none of its hosts can.')).toBeVisible();
    await enforcedBadge(page, 'nobody yet').focus();
    await expect(page.getByText('No host enforces this policy: it names no device.')).toBeVisible();
  });

  await test.step('the policy editor lists the hosts that must keep the policy and their state', async () => {
    await page.getByRole('button', { name: 'Actions for policy ssh to all' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the policy ssh to all' });
    const enforcedBy = dialog.getByRole('region', { name: 'Enforced by' });
    await expect(enforcedBy).toContainText('2 of its 3 hosts do not enforce this policy.');
    await expect(enforcedBy.getByRole('listitem')).toHaveCount(3);
    await expect(enforcedBy.getByRole('listitem').first()).toContainText(APPLY_ERROR);
    await enforcedBy.scrollIntoViewIfNeeded();
    await snapshot(page, testInfo, 'policy-editor-enforcement');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('an access check decided by a policy that some hosts do not enforce says so', async () => {
    const result = await checkAccess(page, ENFORCING, OLD, { protocol: 'TCP', port: '22' });
    await expect(result).toContainText(`Allowed: ${ENFORCING} may reach ${OLD}`);
    await expect(result.getByRole('button', { name: 'ssh to all' })).toBeVisible();
    await expect(result).toContainText('2 of its 3 hosts do not enforce this policy.');
  });

  await test.step('once the failed host applies its rules, the page follows without a reload', async () => {
    await checkIn(baseURL!, failed.credentials, { firewall_status: report() });
    await expect(enforcedBadge(page, 'ssh to all')).toHaveText('2 of 3 hosts');
    await expect(enforcedBadge(page, 'legacy pair')).toHaveText('1 of 2 hosts');
  });

  await test.step('with All Nodes back on, a host whose networks allow everything is open', async () => {
    await policies.allNodes(true);
    await checkIn(baseURL!, enforcing.credentials, { firewall_status: report({ allow_all: true }) });
    await page.evaluate(() => localStorage.setItem('netloom.theme', 'light'));
    await page.goto(`/devices/${enforcing.host.id}`);
    const firewall = firewallOf(page);
    await expect(firewall.getByText('Open', { exact: true })).toBeVisible();
    await expect(firewall).toContainText('No policy restricts this host’s networks');
    await expect(firewall).toContainText('Every network this host is in allows all traffic');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
