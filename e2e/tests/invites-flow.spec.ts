import type { Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { settled, snapshot } from '../support/screens';
import { expectSignedInAs, pick } from './users-support';

test.use({ viewport: { width: 1440, height: 900 } });

const ANN = 'ann@example.com';
const BOB = 'bob@example.com';

const inviteRow = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Revoke the invitation of ${email}` }) });

/** Invites people through the API, as another admin would. */
async function inviteThroughApi(baseURL: string, emails: string[]): Promise<void> {
  const response = await fetch(`${baseURL}/api/v1/users/invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: JSON.stringify({ user_emails: emails, platform_role_id: 'platform-user' }),
  });
  if (!response.ok) throw new Error(`could not invite ${emails.join(', ')}: ${await response.text()}`);
}

test('an admin invites two people; one signs up through the magic link, the other is revoked', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialog = page.getByRole('dialog', { name: 'Invite users' });
  const emails = dialog.getByRole('combobox', { name: 'Emails' });
  let annLink = '';

  await test.step('with no invitations the tab says so; the address opens the invite dialog', async () => {
    await page.goto('/users?tab=invites');
    await settled(page);
    await expect(page.getByText('No pending invitations')).toBeVisible();
    await page.goto('/users?tab=invites&invite=1');
    await expect(dialog).toBeVisible();
  });

  await test.step('every address is checked, and empty or bad ones are refused', async () => {
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog.getByText('Add at least one email address.')).toBeVisible();
    await emails.fill('not-an-email,');
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog.getByText('invalid email not-an-email')).toBeVisible();
    await emails.press('Backspace');
    await expect(dialog.getByText('not-an-email', { exact: true })).toHaveCount(0);
    await emails.pressSequentially(`${ANN} ${BOB},`);
    await expect(dialog.getByText(ANN, { exact: true })).toBeVisible();
    await expect(dialog.getByText(BOB, { exact: true })).toBeVisible();
  });

  await test.step('the invitees get a role and a group; the second step lists their magic links', async () => {
    await expect(dialog.getByRole('combobox', { name: 'Platform role' })).toHaveValue('Platform User');
    const groups = dialog.getByRole('combobox', { name: 'Groups' });
    await pick(page, groups, 'Global Network Users');
    await groups.press('Escape');
    await snapshot(page, testInfo, 'invite-step-one');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await expect(dialog.getByText('No emails sent')).toBeVisible();
    await expect(dialog.getByText('Server: triggered user invites')).toBeVisible();
    const links = dialog.getByRole('list', { name: 'Magic links' }).getByRole('listitem');
    await expect(links).toHaveCount(2);
    await expect(links.filter({ hasText: ANN })).toContainText(`/invite?email=${encodeURIComponent(ANN)}&invite_code=`);
    await dialog.getByRole('button', { name: `Copy the magic link for ${ANN}` }).click();
    annLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(annLink).toMatch(/\/invite\?email=ann%40example\.com&invite_code=[A-Z2-7]{26}$/);
    await snapshot(page, testInfo, 'invite-step-two');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/users\?tab=invites$/);
  });

  await test.step('the Invites tab lists both with their role and group', async () => {
    await expect(page.getByRole('tab', { name: 'Invites (2)' })).toBeVisible();
    await expect(inviteRow(page, ANN)).toContainText('Platform User');
    await expect(inviteRow(page, ANN)).toContainText('Global Network Users');
    await inviteRow(page, BOB)
      .getByRole('button', { name: `Copy the magic link for ${BOB}` })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('email=bob%40example.com');
  });

  await test.step('the magic link opens sign-up in a fresh browser, which lands signed in', async () => {
    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(annLink);
    await expect(invitee.getByRole('heading', { name: 'Continue your invitation' })).toBeVisible();
    await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(ANN);
    await expect(invitee.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(await seriousViolations(invitee)).toEqual([]);
    await invitee.getByLabel('Password', { exact: true }).fill('short');
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee.getByText('password must have a minimum of 8 characters')).toBeVisible();
    await invitee.getByLabel('Password', { exact: true }).fill('ann-password-1');
    await invitee.getByLabel('Confirm password').fill('ann-password-2');
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee.getByText('Passwords do not match')).toBeVisible();
    await invitee.getByLabel('Confirm password').fill('ann-password-1');
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee).toHaveURL(/\/dashboard$/);
    await expectSignedInAs(invitee, ANN);
    await invitee.goto(annLink);
    await expect(invitee.getByText('Invalid invite code')).toBeVisible();
    await context.close();
  });

  await test.step('a used invitation leaves the list; revoking the other asks first', async () => {
    await page.reload();
    await expect(inviteRow(page, ANN)).toHaveCount(0);
    await inviteRow(page, BOB)
      .getByRole('button', { name: `Revoke the invitation of ${BOB}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the invitation' });
    await expect(confirm).toContainText(`Revoke the invitation of ${BOB}? Their magic link stops working`);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`Invitation of ${BOB} revoked`)).toBeVisible();
    await expect(page.getByText('No pending invitations')).toBeVisible();
  });
});

test('a bad or missing invite code says so and leads to sign-in', async ({ page, baseURL }) => {
  await inviteThroughApi(baseURL!, ['carl@example.com']);
  for (const query of ['?email=carl%40example.com&invite_code=WRONGONE', '?email=carl%40example.com', '']) {
    await page.goto(`/invite${query}`);
    await settled(page);
    await expect(page.getByRole('alert')).toContainText('Invalid invite code');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('clearing all invitations asks first and empties the list', async ({ adminPage: page, baseURL }) => {
  await inviteThroughApi(baseURL!, ['dora@example.com', 'eli@example.com']);
  await page.goto('/users?tab=invites');
  await settled(page);
  await expect(inviteRow(page, 'eli@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke every invitation' });
  await expect(confirm).toContainText(/Revoke all \d+ pending invitations\?/);
  await confirm.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('Every invitation revoked')).toBeVisible();
  await expect(page.getByText('No pending invitations')).toBeVisible();
});
