import type { Page } from '@playwright/test';

/**
 * The server's first screen (the home page, and the layout around a remote's page with the
 * remote's part in it) is hydrated by the browser: its buttons answer once the first render
 * has committed (`<html data-live>`), the remote's part (its area inert until then) once the
 * remote has loaded and hydrated it. Clicks on the remote's part wait for that by themselves (an
 * inert element receives no events); a test that presses keys or watches elements waits for it
 * here. At once on other pages.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator('[data-remote-area][inert]').waitFor({ state: 'detached' });
}

/** In a page's HTML: the server drew the remote's part of the page, for the browser to hydrate. */
export const drewPart = (remote: string): string =>
  `data-remote-area="${remote}" data-remote-module="./routes" aria-busy="true" inert=""><!--$-->`;

/**
 * Marks the server's part of the remote's page as the page is parsed, before any script runs;
 * answers whether the part the page shows is still that element: hydrated in place (React keeps
 * the elements it hydrates), not drawn anew.
 */
export async function watchPartKept(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const part = document.querySelector('[data-remote-module="./routes"][inert] > *');
      if (document.readyState === 'interactive' && part) Object.assign(part, { fromServer: true });
    });
  });
  return () =>
    page.evaluate(() => {
      const part = document.querySelector('[data-remote-module="./routes"] > *');
      return (part as { fromServer?: boolean } | null)?.fromServer === true;
    });
}

/** The start of a page whose first screen the server rendered: the layout's own markup. */
export const SERVER_FIRST_SCREEN = /<div id="root" inert="">(<link [^>]*>)*<div class="host-site /;

/**
 * Starts adding up the page's layout shifts from its next load; gives their sum when asked. As
 * Cumulative Layout Shift counts them: a shift within 500 ms of the customer's input (search
 * results arriving where they searched, on a slow phone) is the answer they asked for, not one.
 * With `within`, only the shifts of what is inside that element (a page's `main`, under the
 * header whose words follow the customer's restaurant and name once hydrated).
 */
export async function watchLayoutShifts(
  page: Page,
  within?: string,
): Promise<() => Promise<number>> {
  await page.addInitScript((selector) => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null }>;
        }
      >;
      for (const entry of entries) {
        if (entry.hadRecentInput) continue;
        const inside = entry.sources.some(
          ({ node }) => node instanceof Element && node.closest(selector ?? ':root') !== null,
        );
        if (inside) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
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
