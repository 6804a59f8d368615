import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { snapshot } from '../support/screens';

const DAY_MS = 86_400_000;

/**
 * Our server has no trial licence, so the browser sees one in the status it receives: the real
 * answer with the trial fields changed.
 */
async function serveTrial(page: Page, trial: { endsInMs?: number; licenseError?: string }) {
  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/api/server/status', async (route) => {
    const response = await route.fetch();
    const status = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...status,
        is_pro: true,
        is_on_trial_license: trial.endsInMs !== undefined,
        trial_end_date: new Date(Date.now() + (trial.endsInMs ?? 0)).toISOString(),
        license_error: trial.licenseError ?? '',
      },
    });
  });
  await page.reload();
}

test('the Pro trial banner counts the days, then says less than a day', async ({ adminPage: page }, testInfo) => {
  await serveTrial(page, { endsInMs: 3 * DAY_MS + 60_000 });
  const banner = page.getByRole('status').filter({ hasText: 'Your Pro trial ends on' });
  await expect(banner).toHaveText(
    /Your Pro trial ends on \d{1,2}(st|nd|rd|th) \w+ \d{4} @ \d{2}:\d{2}, you have 4 days left on your trial\./,
  );
  await expect(banner.getByRole('button', { name: 'Upgrade Plan' })).toBeVisible();
  await snapshot(page, testInfo, 'trial-days-left');

  await serveTrial(page, { endsInMs: 5 * 60 * 60 * 1000 });
  await expect(banner).toContainText('you have less than a day left on your trial.');
});

test('the licence error "your trial has ended" opens the trial-ended dialog, not the server-problem one', async ({
  adminPage: page,
}, testInfo) => {
  await serveTrial(page, { licenseError: 'your trial has ended' });
  const dialog = page.getByRole('dialog', { name: 'Your Pro trial has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^About the Pro trial/ })).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByRole('status').filter({ hasText: 'Your Pro trial has ended.' })).toBeVisible();
  await snapshot(page, testInfo, 'trial-ended');

  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(6_000);
  await expect(page.getByRole('dialog', { name: 'Error server malfunction' })).toHaveCount(0);
  await expect(page.getByText('not running properly')).toHaveCount(0);
});
