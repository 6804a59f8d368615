import { ADMIN as admin, expect, test } from '../support/fixtures';
import { snapshot } from '../support/screens';

// A fresh server other machines can reach: whoever signs up first must show the code it printed.
test.use({ serverOptions: { firstRun: true, env: { NETLOOM_HOST: '0.0.0.0' } } });

test('the first account of a server others can reach needs the setup code it printed', async ({
  page,
  netloom,
}, testInfo) => {
  const code = netloom.setupCode();
  expect(code).toMatch(/^([A-Z2-7]{4}-){6}[A-Z2-7]{2}$/);
  await page.goto('/signup');
  const setupCode = page.getByRole('textbox', { name: 'Setup code' });
  await expect(setupCode).toBeFocused();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm password').fill(admin.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter the setup code from the server’s start output.')).toBeVisible();
  await setupCode.fill('AAAA-BBBB-CCCC');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'the setup code is not the one this server printed when it started; copy it again from its start output',
  );
  await snapshot(page, testInfo, 'signup-setup-code');
  await setupCode.fill(code!.toLowerCase());
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
