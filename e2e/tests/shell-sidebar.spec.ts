import { expect, test } from '../support/fixtures';
import { ensureNetworks } from '../support/api';
import { settled, snapshot } from '../support/screens';
import { sidebar, sidebarWidth } from './shell-support';

test.use({ viewport: { width: 1280, height: 800 } });

test('the sidebar starts collapsed, expands on hover, pins to 250px across reloads and with Ctrl+S', async ({
  adminPage: page,
  baseURL,
}, testInfo) => {
  await ensureNetworks(baseURL!, ['sidebar-lab']);
  await page.goto('/networks/sidebar-lab/nodes');
  await settled(page);
  const nav = sidebar(page);
  const pin = page.getByRole('button', { name: 'Pin sidebar' });

  await test.step('collapsed: 64px, icons only, with a tooltip on keyboard focus', async () => {
    await page.mouse.move(900, 400);
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    await expect(page.getByRole('tooltip', { name: 'Dashboard' })).toBeVisible();
    await snapshot(page, testInfo, 'sidebar-collapsed');
  });

  await test.step('hover expands it to about 242px over the page', async () => {
    const mainLeft = (await page.getByRole('main').boundingBox())?.x;
    await nav.hover();
    await expect.poll(() => sidebarWidth(page)).toBe(242);
    expect((await page.getByRole('main').boundingBox())?.x).toBe(mainLeft);
    await snapshot(page, testInfo, 'sidebar-hovered');
    await page.mouse.move(900, 400);
    await expect.poll(() => sidebarWidth(page)).toBe(64);
  });

  await test.step('opening the account menu folds a hovered sidebar back', async () => {
    await nav.hover();
    await expect.poll(() => sidebarWidth(page)).toBe(242);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    await page.keyboard.press('Escape');
  });

  await test.step('the toggle pins it at 250px, and the page makes room', async () => {
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(900, 400);
    await expect.poll(() => sidebarWidth(page)).toBe(250);
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBeGreaterThanOrEqual(250);
    await snapshot(page, testInfo, 'sidebar-pinned');
  });

  await test.step('the pin survives a reload', async () => {
    await page.reload();
    await settled(page);
    await expect.poll(() => sidebarWidth(page)).toBe(250);
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('Ctrl+S unpins and pins again, and the browser does not save the page', async () => {
    await page.evaluate(() => {
      window.addEventListener('keydown', (event) => {
        if (event.key.toLowerCase() === 's') document.body.dataset.saveBlocked = String(event.defaultPrevented);
      });
    });
    await page.keyboard.press('Control+s');
    await expect(page.locator('body')).toHaveAttribute('data-save-blocked', 'true');
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Control+s');
    await expect.poll(() => sidebarWidth(page)).toBe(250);
    await pin.click();
    await expect.poll(() => sidebarWidth(page)).toBe(64);
  });
});

test('below 768px the sidebar is a drawer behind a toggle, closed by its overlay', async ({
  adminPage: page,
}, testInfo) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await page.goto('/dashboard');
  await settled(page);
  const nav = sidebar(page);
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });

  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pin sidebar' })).toHaveCount(0);
  await snapshot(page, testInfo, 'mobile-closed');

  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => sidebarWidth(page)).toBe(250);
  const overlay = page.getByTestId('sidebar-overlay');
  await expect(overlay).toBeVisible();
  await snapshot(page, testInfo, 'mobile-open');

  await overlay.click({ position: { x: 450, y: 400 } });
  await expect(nav).toBeHidden();
  await expect(overlay).toHaveCount(0);

  await toggle.click();
  await nav.getByRole('link', { name: 'Keys' }).click();
  await expect(page).toHaveURL(/\/keys$/);
  await expect(nav).toBeHidden();
});
