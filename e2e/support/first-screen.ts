import type { Page } from '@playwright/test';

/**
 * The server's first screen of the home page (issue 14) is inert until the browser's own render
 * replaces it. Clicks wait for that by themselves (an inert element receives no events); a test
 * that presses keys or watches elements waits for it here. At once on other pages.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('.host-first-screen').waitFor({ state: 'detached' });
}
