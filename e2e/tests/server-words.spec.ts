import { adminToken, ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { openIn, settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

async function rangeOf(baseURL: string, netid: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await adminToken(baseURL)}` };
  const network = (await (await fetch(`${baseURL}/api/networks/${netid}`, { headers })).json()) as {
    addressrange: string;
  };
  return network.addressrange;
}

test('the server’s words reach German and French screens: rule problems, refusals, defaults and built-ins', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['words-egress', 'words-neighbour']);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, 'words-egress'), ['words-gw']);
  const neighbourRange = await rangeOf(baseURL!, 'words-neighbour');
  const dialog = page.getByRole('dialog', { name: 'Egress-Gateway anlegen' });

  await test.step('German: the default policies carry German names and descriptions', async () => {
    await openIn(page, 'de', '/networks/words-egress/access-control');
    const main = page.getByRole('main');
    await expect(main.getByText('Alle Knoten', { exact: true })).toBeVisible();
    await expect(
      main.getByText('Jedes Gerät des Netzwerks darf jedes andere erreichen, in beide Richtungen.'),
    ).toBeVisible();
    await expect(main.getByText('Die Remote-Access-Clients der Benutzer dürfen jedes Gerät erreichen.')).toBeVisible();
    await expect(main.getByText('All Nodes', { exact: true })).toHaveCount(0);
  });

  await test.step('German: a shared rule speaks German in the form', async () => {
    await page.goto('/networks/words-egress/egress');
    await settled(page);
    await page.getByRole('button', { name: 'Egress anlegen' }).first().click();
    await dialog.getByRole('combobox', { name: 'Gateway-Host' }).click();
    await page.getByRole('option', { name: /words-gw/ }).click();
    await dialog.getByRole('textbox', { name: 'Bereich 1' }).fill('192.168.50.0');
    await dialog.getByRole('button', { name: 'Egress anlegen' }).click();
    await expect(
      dialog.getByText('Der Egress-Bereich 192.168.50.0 muss ein IPv4- oder IPv6-CIDR sein, z. B. 192.168.1.0/24'),
    ).toBeVisible();
  });

  await test.step('German: what only the server can check comes back in German too', async () => {
    await dialog.getByRole('textbox', { name: 'Bereich 1' }).fill(neighbourRange);
    await dialog.getByRole('button', { name: 'Egress anlegen' }).click();
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Das Egress-Gateway words-gw konnte nicht angelegt werden' });
    await expect(refusal).toContainText(
      `Der Egress-Bereich ${neighbourRange} überschneidet sich mit dem Bereich ${neighbourRange} des Netzwerks words-neighbour`,
    );
    await expect(refusal).not.toContainText('overlaps');
    await snapshot(page, testInfo, 'server-refusal-de');
    await expect(dialog).toBeVisible();
  });

  await test.step('German: a name the server finds taken is refused in German', async () => {
    await page.goto('/networks/words-egress/tag-manager');
    await settled(page);
    const create = page.getByRole('dialog', { name: 'Tag anlegen' });
    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: 'Tag anlegen' }).first().click();
      await create.getByRole('textbox', { name: 'Tag-Name' }).fill('twice');
      await create.getByRole('button', { name: 'Tag anlegen' }).click();
      if (attempt === 1) await expect(create).toBeHidden();
    }
    const refusal = page.getByRole('alert').filter({ hasText: 'Der Tag twice konnte nicht angelegt werden' });
    await expect(refusal).toContainText('Den Tag mit der ID words-egress.twice gibt es bereits');
  });

  await test.step('French: built-in roles are described in French', async () => {
    await openIn(page, 'fr', '/users?tab=roles');
    await expect(page.getByRole('main').getByText('Voit tout, ne modifie rien.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Reads everything, changes nothing.')).toHaveCount(0);
  });

  await test.step('English keeps the server’s own words', async () => {
    await openIn(page, 'en', '/networks/words-egress/access-control');
    await expect(page.getByRole('main').getByText('All Nodes', { exact: true })).toBeVisible();
  });
});
