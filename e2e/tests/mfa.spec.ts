import { createHmac } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { createUserThroughApi, expectSignedInAs, pageSignedInAs } from './users-support';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The code an authenticator app shows for a base32 secret, `steps` 30-second steps from now (RFC 6238). */
function totp(secret: string, steps = 0): string {
  const bits = [...secret].map((character) => BASE32.indexOf(character).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const mac = createHmac('sha1', key).update(counter).digest();
  const value = mac.readUInt32BE(mac[mac.length - 1] & 0x0f) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

test('a user sets up MFA in the profile, then signs in with a code', async ({ baseURL, browser }) => {
  const mia = { username: 'miriam', password: 'miriam-password-1' };
  await createUserThroughApi(baseURL!, { ...mia, platform_role_id: 'platform-user' });
  const page = await pageSignedInAs(browser, baseURL!, mia);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Multi-factor authentication' });

  const secret = await test.step('enrol: the QR code and the secret, confirmed with a code', async () => {
    await section.getByRole('button', { name: 'Set up' }).click();
    await expect(section.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
    const shown = (await section.getByTestId('mfa-secret').textContent()) ?? '';
    expect(shown).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByRole('textbox', { name: 'Code from the app' }).fill('12345');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await section.getByRole('textbox', { name: 'Code from the app' }).fill(totp(shown, -1));
    await section.getByRole('textbox', { name: 'Code from the app' }).press('Enter');
    await expect(section.getByText('Your recovery codes')).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(10);
    await section.getByRole('button', { name: 'I saved them' }).click();
    await expect(section.getByText('On: signing in asks for a code')).toBeVisible();
    return shown;
  });

  await test.step('sign out, then the password alone does not sign in', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Username').fill(mia.username);
    await page.getByLabel('Password', { exact: true }).fill(mia.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your code')).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Code or recovery code' });
    await code.fill('000000');
    await code.press('Enter');
    await expect(page.getByRole('alert')).toContainText('wrong or expired code');
  });

  await test.step('the current code signs in', async () => {
    const code = page.getByRole('textbox', { name: 'Code or recovery code' });
    await code.fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await expectSignedInAs(page, mia.username);
  });
});
