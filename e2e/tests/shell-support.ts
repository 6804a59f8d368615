import type { Page } from '@playwright/test';

/** The sidebar: the main navigation landmark. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Its rendered width in px. */
export async function sidebarWidth(page: Page): Promise<number> {
  return (await sidebar(page).boundingBox())?.width ?? 0;
}
