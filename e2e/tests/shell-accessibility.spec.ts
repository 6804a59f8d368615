import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/accessibility';
import { ensureNetworks } from '../support/api';
import { settled, snapshot } from '../support/screens';

test.use({ viewport: { width: 1280, height: 800 } });

for (const scheme of ['dark', 'light'] as const) {
  test(`the shell has no serious accessibility problems in the ${scheme} theme`, async ({
    adminPage: page,
    baseURL,
  }, testInfo) => {
    await ensureNetworks(baseURL!, ['a11y-net']);
    await page.evaluate((value) => localStorage.setItem('netloom.theme', value), scheme);

    for (const path of ['/dashboard', '/networks/a11y-net/nodes']) {
      await page.goto(path);
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), `${path} in ${scheme}`).toEqual([]);
    }

    await page.getByRole('button', { name: 'Network a11y-net, switch network' }).first().click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page), `network switcher in ${scheme}`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Pin sidebar' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page), `account menu in ${scheme}`).toEqual([]);
    await snapshot(page, testInfo, `shell-${scheme}`);
  });
}
