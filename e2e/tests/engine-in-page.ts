import type { Page } from '@playwright/test';

/**
 * Puts a checking engine's script (axe-core, IBM's ace.js) into the open document once: a
 * document keeps it until the next navigation, so the overlays checked on one page share it.
 */
export async function engineInPage(page: Page, global: string, source: string): Promise<void> {
  if (!(await page.evaluate((name) => name in window, global))) await page.evaluate(source);
}
