import { expect, test } from '../support/fixtures';
import { settled } from '../support/screens';
import { createUserThroughApi, pageSignedInAs, pick } from './users-support';

test.use({ viewport: { width: 1280, height: 900 } });

test('a user makes an API token in the profile, copies it once, uses it from a script and revokes it', async ({
  adminPage,
  baseURL,
  browser,
}) => {
  const tara = { username: 'tara', password: 'tara-password-1' };
  await createUserThroughApi(baseURL!, { ...tara, platform_role_id: 'platform-user' });
  const page = await pageSignedInAs(browser, baseURL!, tara);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/profile');
  await settled(page);
  const section = page.getByRole('region', { name: 'API tokens' });
  const script = (token: string, path: string) =>
    fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  let token = '';

  await test.step('the token is made with a name and an expiry, and shown once with a copy button', async () => {
    await expect(section.getByText('You have no API tokens.')).toBeVisible();
    await section.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await expect(dialog.getByText('Enter a name')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('backup script');
    await pick(page, dialog.getByRole('combobox', { name: 'Expires' }), 'In 7 days');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new API token backup script' });
    await expect(shown.getByText('This is the only time the token is shown.')).toBeVisible();
    await shown.getByRole('button', { name: 'Copy token' }).click();
    token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toMatch(/^nlt_[A-Z2-7]{52}$/);
    await expect(shown.getByText(token)).toBeVisible();
    await shown.getByRole('button', { name: 'Done' }).click();

    await expect(section.getByRole('row', { name: /backup script/ })).toContainText('Never');
    await page.reload();
    await expect(section.getByRole('row', { name: /backup script/ })).toBeVisible();
    await expect(page.getByText(token)).toHaveCount(0);
  });

  await test.step('a script acts with the token as tara: her own requests pass, admin ones are refused', async () => {
    expect((await script(token, '/api/v2/users/self/tokens')).status).toBe(200);
    expect((await script(token, '/api/users')).status).toBe(403);
    await page.reload();
    await expect(section.getByRole('row', { name: /backup script/ })).not.toContainText('Never');
  });

  await test.step('admins see it with its owner on the Users page', async () => {
    await adminPage.goto('/users?tab=tokens');
    await expect(adminPage.getByRole('row', { name: /backup script/ })).toContainText('tara');
  });

  await test.step('revoking asks, naming the token; the script is refused from then on', async () => {
    await section.getByRole('button', { name: 'Revoke API token backup script' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API token' });
    await expect(confirm).toContainText('Revoke the API token "backup script"?');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API token backup script revoked')).toBeVisible();
    await expect(section.getByText('You have no API tokens.')).toBeVisible();
    const refused = await script(token, '/api/v2/users/self/tokens');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { Message: string }).Message).toMatch(/^API token "backup script" was revoked/);
  });
});
