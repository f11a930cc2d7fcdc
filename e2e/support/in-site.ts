import type { Page } from '@playwright/test';
import { waitUntilLive } from './first-screen';

/**
 * Goes to `path` as the site's own links do: the router shows the page in the document already
 * loaded, rather than a new document starting the whole site again (a first load is most of a
 * short test's cost: e2e/README.md, "What a test costs"). For walks over many pages of one kind;
 * the caller waits for what the new page shows.
 *
 * The router hears the change only once the site has rendered: a `popstate` sent before (a
 * slow machine, just after `page.goto`) changes the address and nothing else. So it first waits
 * for the server's first screen to be replaced and for the page's own heading.
 */
export async function goInSite(page: Page, path: string): Promise<void> {
  await waitUntilLive(page);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
