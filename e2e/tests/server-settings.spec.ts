import { seriousViolations } from '../support/accessibility';
import { ensureSuperAdmin, expect, signIn, test } from '../support/fixtures';
import { startNetloom } from '../support/netloom';
import { snapshot } from '../support/screens';

const ADDRESS_LABEL = 'Address hosts reach this server at';

test('Server Settings flags the built-in address, checks a new one and names it before changing anything', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  const port = new URL(baseURL!).port;
  await page.getByRole('link', { name: 'Server Settings' }).click();
  await expect(page).toHaveURL(/\/server-settings$/);
  await expect(page.getByRole('heading', { name: 'Server Settings', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Nobody has set this address yet: it is the built-in one, which works on the server’s machine only.',
    ),
  ).toBeVisible();
  const address = page.getByLabel(ADDRESS_LABEL);
  await expect(address).toHaveValue(`http://localhost:${port}`);
  await expect(page.getByText(`ws://localhost:${port}/api/v1/mqtt`)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save address' });
  await expect(save).toBeDisabled();

  await address.fill(`192.0.2.10:${port}`);
  await expect(
    page.getByText(
      `The server's address must be an http or https URL with no path, like http://192.0.2.10:8081; got "192.0.2.10:${port}"`,
    ),
  ).toBeVisible();
  await address.fill(`http://192.0.2.10:${port}`);
  await save.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Change the server’s address?' });
  await expect(confirm).toContainText(
    `Hosts will be told to reach the server at http://192.0.2.10:${port} from now on`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await snapshot(page, testInfo, 'server-settings-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  // Cancelled: the server still tells hosts its old address.
  const kept = (await (await fetch(`${baseURL}/api/v2/server/address`)).json()) as { address: string };
  expect(kept.address).toBe(`http://localhost:${port}`);
});

test('an address NETLOOM_API_HOST sets is shown fixed, with where to change it', async ({ page }, testInfo) => {
  const server = await startNetloom({ apiHostAddress: '127.0.0.1' });
  try {
    await ensureSuperAdmin(server);
    await signIn(page, undefined, server.url);
    await page.goto(`${server.url}/server-settings`);
    const address = page.getByLabel(ADDRESS_LABEL);
    await expect(address).toHaveValue(server.url);
    await expect(address).toBeDisabled();
    await expect(
      page.getByText('NETLOOM_API_HOST sets this address. Change it there and restart the server.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save address' })).toHaveCount(0);
    await snapshot(page, testInfo, 'server-settings-fixed');
  } finally {
    await server.dispose();
  }
});
