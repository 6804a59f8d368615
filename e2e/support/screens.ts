/// <reference lib="dom" />
// The page.evaluate callback runs in the browser and uses its globals.
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

/** The start-up splash covers the page for about a second after each full load. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#splash')).toHaveCount(0);
}

/** Switches the console to a language and opens `path` in it. */
export async function openIn(page: Page, language: 'en' | 'de' | 'fr', path: string): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('netloom.language', code), language);
  await page.goto(path);
  await settled(page);
}

/** A full-page screenshot in the test's output folder, once the splash and any transition are over. */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settled(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The texts on the page that end in an ellipsis because they don't fit, each with its element's class. */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.className}: ${element.textContent ?? ''}`),
  );
}
