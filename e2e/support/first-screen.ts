import type { Page } from '@playwright/test';

/**
 * The server's first screen (the home page, and the layout around a remote's page
 * with the remote's part in it) is inert until the browser's own render replaces it, the
 * remote's part once the remote renders. Clicks wait for that by themselves (an inert element
 * receives no events); a test that presses keys or watches elements waits for it here. At once
 * on other pages.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('.host-first-screen').waitFor({ state: 'detached' });
  await page.locator('.host-first-screen-remote').waitFor({ state: 'detached' });
}

/**
 * Starts adding up the page's layout shifts from its next load; gives their sum when asked. As
 * Cumulative Layout Shift counts them: a shift within 500 ms of the customer's input (search
 * results arriving where they searched, on a slow phone) is the answer they asked for, not one.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >;
      for (const entry of entries) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
}

/** Collects the page's console errors and uncaught errors from now on. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
