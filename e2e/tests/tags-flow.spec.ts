import type { Page } from '@playwright/test';
import { adminToken, ensureNetworks } from '../support/api';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const NETWORK = 'tags-net';

/** Calls the policies API as another admin would. */
async function policyCall(baseURL: string, method: 'POST' | 'DELETE', query: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: `Bearer ${await adminToken(baseURL)}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseURL}/api/v1/acls?network=${NETWORK}${query}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`policy call failed: ${await response.text()}`);
  return (await response.json()) as { Response: { id: string } | null };
}

const tagRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `Actions for tag ${name}` }) });

async function toggleMember(page: Page, picker: ReturnType<Page['getByRole']>, name: string) {
  await picker.click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** Hovers the used-by badge and reads the names its card lists. */
async function expectMembers(page: Page, tag: string, count: string, names: string[]) {
  await tagRow(page, tag).getByRole('button', { name: count }).hover();
  await expect(page.getByRole('list', { name: `Nodes tagged ${tag}` }).getByRole('listitem')).toHaveText(names);
  await page.getByRole('heading', { name: 'Tag Manager' }).hover();
  await expect(page.getByRole('list', { name: `Nodes tagged ${tag}` })).toBeHidden();
}

test('a tag is created with members, renamed, loses a member, and is deleted once no policy uses it', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, [NETWORK]);
  await joinHosts(baseURL!, await enrollmentToken(baseURL!, NETWORK), ['tag-alpha', 'tag-beta']);
  const create = page.getByRole('dialog', { name: 'Create a tag' });

  await test.step('the empty page explains tags and offers to create one', async () => {
    await page.goto(`/networks/${NETWORK}/tag-manager`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Tag Manager' })).toBeVisible();
    await expect(page.getByText(`No tags in ${NETWORK} yet`)).toBeVisible();
    await page.getByRole('button', { name: 'Create Tag' }).click();
    await expect(create).toBeVisible();
  });

  await test.step('the name is checked on submit with the shared rule', async () => {
    await create.getByRole('textbox', { name: 'Tag name' }).fill('ab');
    await create.getByRole('button', { name: 'Create Tag' }).click();
    await expect(create.getByText('A tag name must have 3 to 50 characters')).toBeVisible();
    await create.getByRole('textbox', { name: 'Tag name' }).fill('web servers');
    await create.getByRole('button', { name: 'Create Tag' }).click();
    await expect(
      create.getByText('A tag name may contain only letters (A-Z, a-z), digits (0-9) and hyphens (-)'),
    ).toBeVisible();
  });

  await test.step('a tag with both hosts as members shows "2 nodes", and the card names them', async () => {
    await create.getByRole('textbox', { name: 'Tag name' }).fill('web');
    const members = create.getByRole('combobox', { name: 'Members' });
    await toggleMember(page, members, 'tag-beta');
    await toggleMember(page, members, 'tag-alpha');
    await members.press('Escape');
    await snapshot(page, testInfo, 'create-tag');
    await create.getByRole('button', { name: 'Create Tag' }).click();
    await expect(page.getByText('Tag web created')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(tagRow(page, 'web')).toContainText('netadmin');
    await expectMembers(page, 'web', '2 nodes', ['tag-alpha', 'tag-beta']);
  });

  await test.step('one save renames the tag and removes a member', async () => {
    await page.getByRole('button', { name: 'Actions for tag web' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the tag web' });
    await expect(edit.getByRole('textbox', { name: 'Tag name' })).toHaveValue('web');
    await edit.getByRole('textbox', { name: 'Tag name' }).fill('frontend');
    const members = edit.getByRole('combobox', { name: 'Members' });
    await toggleMember(page, members, 'tag-beta');
    await members.press('Escape');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tag frontend saved')).toBeVisible();
    await expect(tagRow(page, 'web')).toHaveCount(0);
    await expectMembers(page, 'frontend', '1 node', ['tag-alpha']);
    await snapshot(page, testInfo, 'tag-manager');
  });

  await test.step('the search finds tags by name', async () => {
    await page.getByRole('textbox', { name: 'Search tags' }).fill('back');
    await expect(page.getByText('No tag matches the search.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search tags' }).fill('FRONT');
    await expect(tagRow(page, 'frontend')).toBeVisible();
  });

  const policy = await policyCall(baseURL!, 'POST', '', {
    name: 'frontend-web',
    policy_type: 'device-policy',
    src_type: [{ id: 'tag', value: `${NETWORK}.frontend` }],
    dst_type: [{ id: 'tag', value: '*' }],
  });

  await test.step('while a policy uses the tag, the server refuses to delete it and says why', async () => {
    await page.getByRole('button', { name: 'Actions for tag frontend' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the tag' });
    await expect(confirm).toContainText('Delete the tag frontend? 1 node carries it and will lose it.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete the tag frontend')).toBeVisible();
    await expect(page.getByText('tag is currently in use by an active policy: frontend-web')).toBeVisible();
    await expect(tagRow(page, 'frontend')).toBeVisible();
  });

  await policyCall(baseURL!, 'DELETE', `&acl_id=${encodeURIComponent(policy.Response!.id)}`);

  await test.step('once no policy uses it, the tag is deleted', async () => {
    await page.getByRole('button', { name: 'Actions for tag frontend' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the tag' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tag frontend deleted')).toBeVisible();
    await expect(page.getByText(`No tags in ${NETWORK} yet`)).toBeVisible();
  });
});
