import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { adminCall } from '../support/admin-calls';
import { expect, test } from '../support/fixtures';
import { enrollmentToken, joinHosts } from '../support/hosts';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1280, height: 900 } });

const NETWORK = 'usecase-net';
const REMOTE_ACCESS = 'Remote Access Multiple Users';
const CLOUD_VPC = 'Egress to Cloud VPC';

const steps = (page: Page, useCase: string) => page.getByRole('list', { name: `Steps of ${useCase}` });
const step = (page: Page, useCase: string, title: string) =>
  steps(page, useCase).getByRole('listitem').filter({ hasText: title });
const progress = (page: Page) => page.getByRole('main').getByRole('status');

test('a network set up for a use case shows its steps ticking as the network gets what it needs', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // The page's own select, not the closing dialog's.
  const useCase = page.getByRole('main').getByRole('combobox', { name: 'Use case' });
  let gatewayNode = '';

  await test.step('the use case is picked in Create a Network and shown on Network Info', async () => {
    await page.goto('/networks');
    await settled(page);
    await page.getByRole('main').getByRole('button', { name: 'Create Network' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a Network' });
    const picker = dialog.getByRole('combobox', { name: 'Use case' });
    await expect(picker).toHaveValue('None');
    await expect(dialog.getByText('Optional. The Network Info page then lists the steps it takes.')).toBeVisible();
    await picker.click();
    await expect(page.getByRole('option')).toHaveText(['None', REMOTE_ACCESS, CLOUD_VPC]);
    await page.getByRole('option', { name: REMOTE_ACCESS }).click();
    await expect(dialog.getByText(/through a remote access gateway, each with a VPN config file/)).toBeVisible();
    await dialog.getByLabel('Network name').fill(NETWORK);
    await snapshot(page, testInfo, 'create-network-use-case');
    await dialog.getByRole('button', { name: 'Create network' }).click();

    await expect(page).toHaveURL(new RegExp(`/networks/${NETWORK}/info$`));
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Use case', level: 2 })).toBeVisible();
    await expect(useCase).toHaveValue(REMOTE_ACCESS);
    await expect(progress(page)).toHaveText('0 of 3 steps done');
    await expect(steps(page, REMOTE_ACCESS).getByRole('listitem')).toHaveCount(3);
    await expect(steps(page, REMOTE_ACCESS).getByRole('listitem').nth(0)).toContainText('Add a node');
    await expect(steps(page, REMOTE_ACCESS).getByRole('listitem').nth(1)).toContainText(
      'Create a remote access gateway',
    );
    await expect(steps(page, REMOTE_ACCESS).getByRole('listitem').nth(2)).toContainText('Create a VPN config file');
    await expect(step(page, REMOTE_ACCESS, 'Add a node').getByRole('link', { name: 'Add a device' })).toHaveAttribute(
      'href',
      '/hosts-new',
    );
    await expect(
      step(page, REMOTE_ACCESS, 'Create a remote access gateway').getByRole('link', { name: 'Create a gateway' }),
    ).toHaveAttribute('href', `/networks/${NETWORK}/gateways`);
    await expect(
      step(page, REMOTE_ACCESS, 'Create a VPN config file').getByRole('link', { name: 'Create a config file' }),
    ).toHaveAttribute('href', `/networks/${NETWORK}/gateways`);
    await expect(page.getByText('All set', { exact: true })).toHaveCount(0);
  });

  await test.step('a host joins, becomes a remote access gateway and gets a config file: each step ticks', async () => {
    const [gateway] = await joinHosts(baseURL!, await enrollmentToken(baseURL!, NETWORK), ['usecase-gateway']);
    gatewayNode = gateway.nodes[0].id;
    await expect(progress(page)).toHaveText('1 of 3 steps done');
    await expect(step(page, REMOTE_ACCESS, 'Add a node')).toContainText('Done');
    await expect(step(page, REMOTE_ACCESS, 'Add a node').getByRole('link')).toHaveCount(0);

    await adminCall(baseURL!, 'POST', `/nodes/${NETWORK}/${gatewayNode}/createingress`, {});
    await expect(progress(page)).toHaveText('2 of 3 steps done');
    await expect(step(page, REMOTE_ACCESS, 'Create a remote access gateway')).toContainText('Done');
    await expect(step(page, REMOTE_ACCESS, 'Create a VPN config file').getByRole('link')).toBeVisible();

    await adminCall(baseURL!, 'POST', `/extclients/${NETWORK}/${gatewayNode}`, { clientid: 'usecase-laptop' });
    await expect(progress(page)).toHaveText('3 of 3 steps done');
    await expect(steps(page, REMOTE_ACCESS).getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'All set' })).toContainText(
      `Every step of ${REMOTE_ACCESS} is done.`,
    );
    await snapshot(page, testInfo, 'use-case-all-set');
  });

  await test.step('switching to Egress to Cloud VPC shows its own steps, and the choice survives a reload', async () => {
    await useCase.click();
    await page.getByRole('option', { name: CLOUD_VPC }).click();
    await expect(steps(page, REMOTE_ACCESS)).toHaveCount(0);
    await expect(steps(page, CLOUD_VPC).getByRole('listitem')).toHaveCount(2);
    await expect(progress(page)).toHaveText('1 of 2 steps done');
    await expect(step(page, CLOUD_VPC, 'Add a node')).toContainText('Done');
    await expect(
      step(page, CLOUD_VPC, 'Create an egress gateway').getByRole('link', { name: 'Create an egress gateway' }),
    ).toHaveAttribute('href', `/networks/${NETWORK}/egress`);
    await expect(page.getByText('All set', { exact: true })).toHaveCount(0);

    await page.reload();
    await settled(page);
    await expect(useCase).toHaveValue(CLOUD_VPC);
    await expect(progress(page)).toHaveText('1 of 2 steps done');
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step("the dashboard card shows the use case's progress and links to Network Info", async () => {
    await page.goto('/dashboard');
    await settled(page);
    const card = page.getByRole('main').getByRole('article', { name: NETWORK, exact: true });
    const link = card.getByRole('link', { name: `${CLOUD_VPC} · 1 of 2 steps done` });
    await expect(link).toHaveAttribute('href', `/networks/${NETWORK}/info`);
    await adminCall(baseURL!, 'POST', `/nodes/${NETWORK}/${gatewayNode}/creategateway`, { ranges: ['10.77.0.0/16'] });
    const done = card.getByRole('link', { name: `${CLOUD_VPC} · 2 of 2 steps done` });
    await expect(done).toBeVisible();
    await done.click();
    await expect(page).toHaveURL(new RegExp(`/networks/${NETWORK}/info$`));
    await expect(progress(page)).toHaveText('2 of 2 steps done');
    await expect(page.getByRole('alert').filter({ hasText: 'All set' })).toContainText(
      `Every step of ${CLOUD_VPC} is done.`,
    );
  });

  await test.step('choosing None hides the steps, here and on the dashboard', async () => {
    await useCase.click();
    await page.getByRole('option', { name: 'None' }).click();
    await expect(steps(page, CLOUD_VPC)).toHaveCount(0);
    await expect(progress(page)).toHaveCount(0);
    await page.goto('/dashboard');
    const card = page.getByRole('main').getByRole('article', { name: NETWORK, exact: true });
    await expect(card).toContainText('1 node');
    await expect(card.getByText(/steps done/)).toHaveCount(0);
  });
});
