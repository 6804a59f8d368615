import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** The row of a policy on the Access Control page, found by its Active switch. */
export const policyRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('switch', { name: `Active: ${name}` }) });

/** Picks an option of a searchable select or multi-select by typing it, then leaves the field (closing its list). */
export async function pick(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await field.blur();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Asks the Check access panel whether `from` may reach `to` on a protocol and port; resolves to its answer. */
export async function checkAccess(
  page: Page,
  from: string,
  to: string,
  traffic: { protocol: string; port: string },
): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Check access' });
  await pick(page, panel.getByRole('combobox', { name: 'From', exact: true }), from);
  await pick(page, panel.getByRole('combobox', { name: 'To', exact: true }), to);
  await panel.getByRole('combobox', { name: 'Protocol', exact: true }).click();
  await page.getByRole('option', { name: traffic.protocol, exact: true }).click();
  await panel.getByRole('textbox', { name: 'Port', exact: true }).fill(traffic.port);
  await panel.getByRole('button', { name: 'Check', exact: true }).click();
  return panel.getByRole('status');
}
