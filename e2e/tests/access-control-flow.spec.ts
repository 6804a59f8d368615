import type { Page } from '@playwright/test';
import { adminCall } from '../support/admin-calls';
import { adminToken, ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { clippedTexts, settled, snapshot } from '../support/screens';
import { checkAccess, pick, policyRow } from './access-control-support';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'policy-net';
const [WEB, DB, OTHER] = ['policy-web', 'policy-db', 'policy-other'];
const POLICY = 'app mesh';

/** Creates a tag with these nodes as members, as another admin or a script would. */
async function createTag(baseURL: string, name: string, nodeIds: string[]): Promise<void> {
  const response = await fetch(`${baseURL}/api/v1/tags?network=${NETWORK}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: JSON.stringify({ tag_name: name, tagged_nodes: nodeIds.map((id) => ({ id })) }),
  });
  if (!response.ok) throw new Error(`could not create tag ${name}: ${await response.text()}`);
}

/** Flips a policy's Active switch and confirms the dialog that names it. */
async function toggle(page: Page, name: string, change: 'Disable' | 'Enable'): Promise<void> {
  // A dialog still closing would take the forced click on the (visually hidden) switch.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('switch', { name: `Active: ${name}` }).click({ force: true });
  const confirm = page.getByRole('dialog', { name: `${change} the policy` });
  await expect(confirm).toContainText(`“${name}”`);
  await confirm.getByRole('button', { name: change }).click();
  await expect(page.getByText(`Policy ${name} ${change.toLowerCase()}d`)).toBeVisible();
}

test('a policy over a tag lets its members reach each other until it is disabled; defaults stay', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  const token = await enrollmentToken(baseURL!, NETWORK);
  const [web, db] = await joinHosts(baseURL!, token, [WEB, DB, OTHER]);
  await createTag(baseURL!, 'app', [web.nodes[0].id, db.nodes[0].id]);

  await test.step('the default policies are listed with a Default badge and no Delete', async () => {
    await page.goto(`/networks/${NETWORK}/access-control`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Access Control' })).toBeVisible();
    for (const name of ['All Nodes', 'All Gateways', 'All Users']) {
      await expect(policyRow(page, name)).toContainText('Default');
      await expect(page.getByRole('button', { name: `Actions for policy ${name}` })).toHaveCount(0);
    }
    await expect(policyRow(page, 'All Nodes')).toContainText('All Resources');
    const typeFilter = page.getByRole('radiogroup', { name: 'Policy type' });
    await typeFilter.getByText('Users', { exact: true }).click();
    await expect(page.getByRole('switch', { name: /^Active: / })).toHaveCount(1);
    await expect(policyRow(page, 'All Users')).toBeVisible();
    await typeFilter.getByText('All', { exact: true }).click();
    await expect(page.getByRole('switch', { name: /^Active: / })).toHaveCount(3);
  });

  await test.step('switching the all-nodes policy off asks first, naming it', async () => {
    await toggle(page, 'All Nodes', 'Disable');
    await expect(page.getByRole('switch', { name: 'Active: All Nodes' })).not.toBeChecked();
  });

  const dialog = page.getByRole('dialog', { name: 'Add a policy' });
  await test.step('the new policy is checked on submit with the shared rules', async () => {
    await page.getByRole('button', { name: 'Add Policy' }).click();
    await dialog.getByRole('button', { name: 'Add Policy' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Choose at least one source')).toBeVisible();
    await expect(dialog.getByText('Choose at least one destination')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(POLICY);
    await pick(page, dialog.getByRole('combobox', { name: 'Sources', exact: true }), 'app');
    await pick(page, dialog.getByRole('combobox', { name: 'Destinations', exact: true }), 'app');
    await dialog.getByRole('combobox', { name: 'Service', exact: true }).click();
    await page.getByRole('option', { name: 'Custom', exact: true }).click();
    const ports = dialog.getByRole('combobox', { name: 'Ports', exact: true });
    await ports.fill('9000-8000');
    await ports.press('Enter');
    await dialog.getByRole('button', { name: 'Add Policy' }).click();
    await expect(dialog.getByText('the first port must not be above the last')).toBeVisible();
  });

  await test.step('a Custom TCP policy from the tag to the tag is added', async () => {
    const ports = dialog.getByRole('combobox', { name: 'Ports', exact: true });
    await ports.press('Backspace');
    await ports.fill('22');
    await ports.press('Enter');
    await ports.fill('8000-8100');
    await ports.press('Enter');
    await snapshot(page, testInfo, 'add-policy');
    await dialog.getByRole('button', { name: 'Add Policy' }).click();
    await expect(page.getByText(`Policy ${POLICY} added`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = policyRow(page, POLICY);
    await expect(row.getByRole('img', { name: 'Both ways' })).toBeVisible();
    await expect(row).toContainText('app');
    await expect(row).toContainText('TCP 22, 8000-8100');
    await expect(page.getByRole('switch', { name: `Active: ${POLICY}` })).toBeChecked();
  });

  await test.step('the search finds policies by name and by chip', async () => {
    await page.getByRole('textbox', { name: 'Search policies', exact: true }).fill('APP');
    await expect(page.getByRole('switch', { name: /^Active: / })).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Search policies', exact: true }).fill('nothing like this');
    await expect(page.getByText('No policy matches the search and filter.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search policies', exact: true }).fill('');
  });

  await test.step('the two tagged nodes may reach each other over SSH, by that policy', async () => {
    const result = await checkAccess(page, WEB, DB, { protocol: 'TCP', port: '22' });
    await expect(result).toContainText(`Allowed: ${WEB} may reach ${DB}`);
    await expect(result).toContainText(`policy "${POLICY}" allows`);
    await expect(result).toContainText('The old ACL matrix (version 1) allows this pair.');
    await snapshot(page, testInfo, 'check-allowed');
    await result.getByRole('button', { name: POLICY }).click();
    await expect(policyRow(page, POLICY)).toHaveAttribute('data-highlighted', 'true');
  });

  await test.step('other ports, and nodes outside the tag, are denied with the reason', async () => {
    const https = await checkAccess(page, WEB, DB, { protocol: 'TCP', port: '443' });
    await expect(https).toContainText(`Denied: ${WEB} may not reach ${DB}`);
    await expect(https).toContainText('only for tcp ports 22, 8000-8100');
    const other = await checkAccess(page, WEB, OTHER, { protocol: 'TCP', port: '22' });
    await expect(other).toContainText(`Denied: ${WEB} may not reach ${OTHER}`);
    await expect(other).toContainText('policy "All Nodes" would allow');
    await expect(other).toContainText('but it is disabled');
  });

  await test.step('once the policy is disabled the same check is denied, naming it', async () => {
    await toggle(page, POLICY, 'Disable');
    const result = await checkAccess(page, WEB, DB, { protocol: 'TCP', port: '22' });
    await expect(result).toContainText(`Denied: ${WEB} may not reach ${DB}`);
    await expect(result).toContainText(`policy "${POLICY}" would allow`);
    await expect(result).toContainText('but it is disabled');
    await expect(result.getByRole('button', { name: POLICY })).toBeVisible();
  });

  await test.step('the policy is deleted after a confirmation naming it', async () => {
    await page.getByRole('button', { name: `Actions for policy ${POLICY}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the policy' });
    await expect(confirm).toContainText(`“${POLICY}”`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`Policy ${POLICY} deleted`)).toBeVisible();
    await expect(policyRow(page, POLICY)).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  });

  await test.step('turning the default back on keeps it, and it still offers no Delete', async () => {
    await toggle(page, 'All Nodes', 'Enable');
    await expect(page.getByRole('switch', { name: 'Active: All Nodes' })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Active: All Nodes' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Actions for policy All Nodes' })).toHaveCount(0);
  });
});

test('Access Control opens the policies in force; the old matrix is a step away and says it is not in force', async ({
  adminPage: page,
  baseURL,
}) => {
  const network = 'model-net';
  await ensureNetworks(baseURL!, [network]);
  await page.goto(`/networks/${network}/nodes`);
  await settled(page);
  const networkPages = page.getByRole('group', { name: `Pages of ${network}` });
  const sidebarLink = networkPages.getByRole('link', { name: 'Access Control' });
  await expect(networkPages.getByRole('link', { name: /ACL/ })).toHaveCount(0);
  await sidebarLink.click();
  await expect(page).toHaveURL(new RegExp(`/networks/${network}/access-control$`));
  const inForce = page.getByRole('note', { name: 'In force: the access policies' });
  await expect(inForce).toContainText('The old ACL matrix (version 1) is not this network’s access model');
  await expect(inForce).not.toContainText('denies access by default');

  await test.step('the old matrix opens from the note, by keyboard too, labelled as not in force', async () => {
    await inForce.getByRole('link', { name: 'Open the old ACL matrix' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/networks/${network}/old-acls$`));
    const notInForce = page.getByRole('note', { name: 'Not in force: this network enforces its access policies' });
    await expect(notInForce).toContainText('a pair it blocks cannot connect, whatever the policies allow');
    await expect(notInForce).toContainText('To leave access to the policies alone, allow every pair here');
    await expect(sidebarLink).toHaveAttribute('aria-current', 'page');
    await expect(sidebarLink).toHaveAttribute('href', `/networks/${network}/access-control`);
    await notInForce.getByRole('link', { name: 'Open the policies in force' }).click();
    await expect(page).toHaveURL(new RegExp(`/networks/${network}/access-control$`));
    await page.reload();
    await expect(sidebarLink).toHaveAttribute('href', `/networks/${network}/access-control`);
  });

  await test.step('a network that denies by default says that the old matrix keeps every pair apart', async () => {
    const denying = 'model-deny';
    await adminCall(baseURL!, 'POST', '/networks', {
      netid: denying,
      addressrange: '100.127.251.0/24',
      isipv4: 'yes',
      isipv6: 'no',
      defaultacl: 'no',
    });
    await page.goto(`/networks/${denying}/access-control`);
    await expect(page.getByRole('note', { name: 'In force: the access policies' })).toContainText(
      'This network denies access by default, so the old matrix keeps apart every pair it does not allow explicitly',
    );
    await page.goto(`/networks/${denying}/old-acls`);
    const notInForce = page.getByRole('note', { name: 'Not in force: this network enforces its access policies' });
    await expect(notInForce).toContainText('so this matrix keeps apart every pair it does not allow explicitly');
    await expect(notInForce).not.toContainText('To leave access to the policies alone');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('policy chips show their names whole, and a name too long for its chip in a tooltip', async ({
    adminPage: page,
    baseURL,
  }) => {
    await ensureNetworks(baseURL!, [NETWORK]);
    const longTag = 'tag-with-a-name-longer-than-a-chip-can-show';
    await createTag(baseURL!, longTag, []);
    const response = await fetch(`${baseURL}/api/v1/acls?network=${NETWORK}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL!)}` },
      body: JSON.stringify({
        name: 'long names',
        network_id: NETWORK,
        policy_type: 'device-policy',
        src_type: [{ id: 'tag', value: `${NETWORK}.${longTag}` }],
        dst_type: [{ id: 'tag', value: `${NETWORK}.${longTag}` }],
        allowed_traffic_direction: 1,
        protocol: 'all',
        type: 'Any',
        ports: [],
        enabled: true,
      }),
    });
    expect(response.ok, await response.text()).toBe(true);
    await page.goto(`/networks/${NETWORK}/access-control`);
    await settled(page);
    const clipped = await clippedTexts(page);
    expect(clipped.filter((text) => !text.includes(longTag))).toEqual([]);
    await policyRow(page, 'long names').getByText(longTag).first().hover();
    await expect(page.getByRole('tooltip')).toHaveText(longTag);
  });
});
