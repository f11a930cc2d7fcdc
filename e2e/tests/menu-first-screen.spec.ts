import { expect, test, type Page } from '@playwright/test';
import {
  drewPart,
  waitUntilLive,
  watchLayoutShifts,
  watchPartKept,
  watchProblems,
} from '../support/first-screen';
import { cateringUrl, consumerUrl } from '../support/ports';
import { boxAt } from './checkout-support';
import { api } from './menu-cart-support';

// The menu's first screen is rendered by the server (the menu-and-box team's server
// module inside the host's layout), for the restaurant the customer chose, so that it paints
// before any script has run; the remote's own render then takes over.

const products = (page: Page) => page.locator('.menuCart-product-name');

test('§2.1 §4.9 the menu’s first screen comes from the server, with the chosen restaurant’s menu, before any script', async ({
  page,
  context,
  browser,
}) => {
  await boxAt(page, consumerUrl, 101, [['BB-HONEY-BISCUIT', 1]]);
  await page.goto(`${consumerUrl}/menu`);
  await waitUntilLive(page);
  const { name } = await api<{ name: string }>(page.request, consumerUrl, 'GET', 'locations/101');
  const cookies = (await context.cookies()).map(({ name: key, value }) => ({
    name: key,
    value,
    url: consumerUrl,
  }));
  expect(cookies.find((cookie) => cookie.name === 'qsr-restaurant')?.value).toBe('101');

  const later = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await later.addCookies(cookies);
  const scriptless = await later.newPage();
  await scriptless.goto(`${consumerUrl}/menu`);
  await expect(scriptless.locator('h1')).toHaveText('Menu');
  await expect(scriptless.locator('.menuCart-location')).toHaveText(`Ordering from ${name}`);
  await expect(products(scriptless).first()).toBeVisible();
  await expect(scriptless.locator('.menuCart-status')).toHaveCount(0);
  // Styled by the remote's own styles, which came with the page (its scripts did not run).
  expect(
    await scriptless
      .locator('.menuCart-products')
      .first()
      .evaluate((list) => getComputedStyle(list).display),
  ).toBe('grid');
  await later.close();
});

test('§9 a visitor who chose no restaurant gets the channel’s default menu from the server (catering)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${cateringUrl}/menu`);
  await expect(page.locator('h1')).toHaveText('Catering Menu');
  await expect(page.locator('.menuCart-location')).toHaveCount(0);
  await expect(products(page).first()).toBeVisible();
  await context.close();
});

/** A guest with one biscuit in the box at restaurant 101, on the home page, live. */
async function atHomeWithABox(page: Page) {
  await boxAt(page, consumerUrl, 101, [['BB-HONEY-BISCUIT', 1]]);
  await page.goto(`${consumerUrl}/`);
  await waitUntilLive(page);
}

/**
 * The menu's reads from now on, as path and query: the ordering API's menu calls, and the
 * first-screen data beside the page (the menu the server read, which the page preloads and the
 * remote's fetch takes).
 */
function watchMenuReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/v1\/menus\//.test(url.pathname) || url.searchParams.has('first-screen'))
      reads.push(url.pathname + url.search);
  });
  return reads;
}

test('the menu takes over its first screen: nothing moves, no error, the menu read once', async ({
  page,
}) => {
  await atHomeWithABox(page);
  const problems = watchProblems(page);
  const menuReads = watchMenuReads(page);
  const shifted = await watchLayoutShifts(page);
  const kept = await watchPartKept(page);

  const response = await page.goto(`${consumerUrl}/menu`);
  expect(await response?.text()).toContain(drewPart('menuCart'));
  await waitUntilLive(page);
  // Hydrated where it stands, not drawn anew.
  expect(await kept()).toBe(true);
  const first = page.getByRole('link', {
    name: await products(page).first().innerText(),
    exact: true,
  });
  await expect(first).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open your box, 1 item' })).toBeVisible();
  expect(menuReads).toEqual(['/menu?first-screen=menuCart']);
  expect(await shifted()).toBeLessThan(0.05);
  expect(problems).toEqual([]);
  await first.click();
  await expect(page).toHaveURL(/\/order\/product\?id=/);
});

test('a first-screen data answer that stalls: the menu takes over all the same, with the menu it reads', async ({
  page,
}) => {
  await atHomeWithABox(page);
  await page.evaluate(() => localStorage.removeItem('qsr.menu'));
  // Held, never answered: as from a stalled BFF replica.
  let held = 0;
  await page.route(/[?&]first-screen=menuCart/, () => {
    held += 1;
  });
  const problems = watchProblems(page);
  const menuReads = watchMenuReads(page);
  await page.goto(`${consumerUrl}/menu`);
  await waitUntilLive(page);
  await expect(products(page).first()).toBeVisible();
  expect(held).toBe(1);
  // The data asked for (and held), then the one menu read the page makes itself.
  expect(menuReads).toEqual([
    '/menu?first-screen=menuCart',
    expect.stringMatching(/^\/api\/v1\/menus\/\d+$/),
  ]);
  expect(problems).toEqual([]);
});

test('§4.2 a product’s page comes from the server with its name and picture, and is taken over in place (Spanish, phone)', async ({
  browser,
}) => {
  const product = '/menu/product?id=BB-2PC-TENDERS';
  const scriptless = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const before = await scriptless.newPage();
  await before.goto(`${consumerUrl}${product}&lang=es`);
  await expect(before.locator('h1')).toHaveText('2 tiras de pollo');
  const picture = before.locator('.menuCart-product-hero img');
  await expect(picture).toBeVisible();
  expect(
    await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await scriptless.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${consumerUrl}/?lang=es`);
  await waitUntilLive(page);
  const problems = watchProblems(page);
  const shifted = await watchLayoutShifts(page);
  const kept = await watchPartKept(page);
  const response = await page.goto(`${consumerUrl}${product}`);
  expect(await response?.text()).toContain(drewPart('menuCart'));
  await waitUntilLive(page);
  // Hydrated where it stands, not drawn anew.
  expect(await kept()).toBe(true);
  await expect(page.locator('h1')).toHaveText('2 tiras de pollo');
  // Live: the page's own render answers a tap.
  await page.getByRole('button', { name: 'Favorito' }).click();
  await expect(page.getByRole('button', { name: 'Favorito' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await shifted()).toBeLessThan(0.05);
  expect(problems).toEqual([]);
  await context.close();
});
