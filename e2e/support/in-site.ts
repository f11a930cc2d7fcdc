import type { Page } from '@playwright/test';

/**
 * Goes to `path` as the site's own links do: the router shows the page in the document already
 * loaded, rather than a new document starting the whole site again (a first load is most of a
 * short test's cost: e2e/README.md, "What a test costs"). For walks over many pages of one kind;
 * the page must show the site already, and the caller waits for what the new page shows.
 */
export async function goInSite(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
