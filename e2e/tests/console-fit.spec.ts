import type { Locator, Page } from '@playwright/test';
import { adminToken, ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { openIn, settled, snapshot } from '../support/screens';
import { createUserThroughApi, pageSignedInAs } from './users-support';

test.use({ viewport: { width: 1280, height: 800 } });

/** The breadcrumb trail, by its name in English, German or French. */
const crumbs = (page: Page) =>
  page.getByRole('navigation', { name: /^(Breadcrumbs|Brotkrümelnavigation|Fil d’Ariane)$/ });

/** Gives a network a display name through the API, as another admin would on its Info page. */
async function nameNetwork(baseURL: string, netid: string, name: string): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` };
  const network = (await (await fetch(`${baseURL}/api/networks/${netid}`, { headers })).json()) as object;
  const saved = await fetch(`${baseURL}/api/networks/${netid}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...network, name }),
  });
  if (!saved.ok) throw new Error(`could not name ${netid}: ${await saved.text()}`);
}

/** The labels of a breadcrumb trail, in order (the trail reads them with `/` between). */
const crumbTexts = async (page: Page) =>
  (await crumbs(page).innerText())
    .split('/')
    .map((label) => label.trim())
    .filter(Boolean);

/** Whether an element's whole box lies inside the viewport. */
async function inViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

test('pages that list networks name them by their display names', async ({ adminPage: page, baseURL, browser }) => {
  await ensureNetworks(baseURL!, ['named-net']);
  await nameNetwork(baseURL!, 'named-net', 'Named Lab');
  const [host] = await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'named-net'), ['named-host']);

  await test.step("a device's networks tab", async () => {
    await page.goto(`/devices/${host.host.id}`);
    await settled(page);
    await page.getByRole('tab', { name: '1 network' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Named Lab' })).toBeVisible();
  });

  await test.step('the enrollment keys', async () => {
    await page.goto('/keys');
    const key = page.getByRole('row').filter({ has: page.getByRole('button', { name: /named-net/ }) });
    await expect(key.getByText('Named Lab', { exact: true })).toBeVisible();
  });

  await test.step('the network roles', async () => {
    await page.goto('/users?tab=roles');
    await expect(page.getByRole('region', { name: 'Network roles' }).getByText('Named Lab').first()).toBeVisible();
  });

  await test.step("a user's own roles on the profile", async () => {
    const account = { username: 'named-viewer', password: 'named-viewer-password-1' };
    await createUserThroughApi(baseURL!, {
      ...account,
      platform_role_id: 'platform-user',
      network_roles: { 'named-net': { 'named-net-network-user': {} } },
    });
    const viewer = await pageSignedInAs(browser, baseURL!, account);
    await viewer.goto('/profile');
    await expect(viewer.getByRole('cell', { name: 'Named Lab' })).toBeVisible();
    await expect(viewer.getByRole('cell', { name: 'named-net', exact: true })).toHaveCount(0);
    await viewer.context().close();
  });
});

test('breadcrumbs and the dashboard speak the chosen language', async ({ adminPage: page, baseURL }, testInfo) => {
  await ensureNetworks(baseURL!, ['words-net']);

  await test.step('English breadcrumbs use the page titles of the menu', async () => {
    await openIn(page, 'en', '/networks/words-net/dns');
    await expect.poll(() => crumbTexts(page)).toEqual(['Networks', 'words-net', 'DNS']);
    await page.goto('/networks/words-net/old-acls');
    await expect.poll(() => crumbTexts(page)).toEqual(['Networks', 'words-net', 'Old ACLs']);
  });

  await test.step('German', async () => {
    await openIn(page, 'de', '/networks/words-net/old-acls');
    await expect.poll(() => crumbTexts(page)).toEqual(['Netzwerke', 'words-net', 'Alte ACLs']);
    await page.goto('/users/create-network-role');
    await expect.poll(() => crumbTexts(page)).toEqual(['Benutzerverwaltung', 'Netzwerkrolle anlegen']);
    await snapshot(page, testInfo, 'breadcrumbs-de');

    await page.goto('/dashboard');
    const card = page.getByRole('main').getByRole('article', { name: 'words-net' });
    for (const label of ['Relais', 'Fernzugriff', 'Ausgehende Routen', 'Internetzugang', 'Entfernte Clients']) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await snapshot(page, testInfo, 'dashboard-de');
  });

  await test.step('French', async () => {
    await openIn(page, 'fr', '/networks/words-net/access-control');
    await expect.poll(() => crumbTexts(page)).toEqual(['Réseaux', 'words-net', 'Contrôle d’accès']);
    await page.goto('/server-settings');
    await expect.poll(() => crumbTexts(page)).toEqual(['Paramètres du serveur']);

    await page.goto('/dashboard');
    const card = page.getByRole('main').getByRole('article', { name: 'words-net' });
    for (const label of ['Relais', 'Accès distant', 'Sortie', 'Accès Internet', 'Clients distants']) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
  });
});

test('at 1280×800 the Add Policy dialog keeps its buttons in sight and French policy chips show whole', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['fit-net']);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'fit-net'), ['fit-a', 'fit-b']);

  await test.step('the dialog scrolls under a footer that stays', async () => {
    await openIn(page, 'en', '/networks/fit-net/access-control');
    await page.getByRole('button', { name: 'Add Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a policy' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    const submit = dialog.getByRole('button', { name: 'Add Policy' });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    expect(await inViewport(page, submit)).toBe(true);
    expect(await inViewport(page, cancel)).toBe(true);
    await snapshot(page, testInfo, 'add-policy-1280x800');
    // Tabbing through the form never leaves a field hidden behind the footer, and the footer stays put.
    await dialog.getByRole('textbox', { name: 'Description' }).focus();
    expect(await inViewport(page, dialog.getByRole('textbox', { name: 'Description' }))).toBe(true);
    expect(await inViewport(page, submit)).toBe(true);
    await cancel.click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('French chips such as “Toutes les ressources” are not cut', async () => {
    await openIn(page, 'fr', '/networks/fit-net/access-control');
    const chip = page.getByRole('main').getByText('Toutes les ressources').first();
    await expect(chip).toBeVisible();
    const cut = await page
      .getByRole('main')
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    expect(cut).toEqual([]);
    await snapshot(page, testInfo, 'policies-fr');
  });
});

test('the German nodes toolbar holds on one row; empty cells show one dash; failover is noted only behind NAT', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['row-net']);
  const token = await enrollmentToken(baseURL!, 'row-net');
  await joinHosts(baseURL!, token, ['row-a', 'row-b']);

  await test.step('“Knoten hinzufügen” sits on the row of the search and the filters', async () => {
    await openIn(page, 'de', '/networks/row-net/nodes');
    const add = page.getByRole('button', { name: 'Knoten hinzufügen' });
    const search = page.getByRole('textbox', { name: 'Knoten durchsuchen' });
    await expect(add).toBeVisible();
    const [addBox, searchBox] = [await add.boundingBox(), await search.boundingBox()];
    expect(Math.abs(addBox!.y + addBox!.height - (searchBox!.y + searchBox!.height))).toBeLessThanOrEqual(2);
    await snapshot(page, testInfo, 'nodes-toolbar-de');
  });

  await test.step('the Gateway and Egress cells of a node without either show the same dash', async () => {
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'row-a', exact: true }) });
    const dashes = row.getByText('—', { exact: true });
    await expect(dashes.nth(1)).toBeVisible();
    const looks = await dashes.evaluateAll((spans) =>
      spans.map((span) => `${getComputedStyle(span).fontFamily} ${span.getBoundingClientRect().width.toFixed(1)}`),
    );
    expect(new Set(looks).size).toBe(1);
  });

  await test.step('hosts on public addresses get no failover note; one behind NAT brings a quiet one', async () => {
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('note', { name: 'Failover' })).toHaveCount(0);
    await joinHosts(baseURL!, token, ['row-nat'], { nat_type: 'behind_nat' });
    await page.reload();
    const note = page.getByRole('note', { name: 'Failover' });
    await expect(note).toContainText('hinter NAT');
    await expect(note.getByRole('button', { name: 'Failover-Host festlegen' })).toBeVisible();
    await snapshot(page, testInfo, 'failover-note-de');
  });
});
