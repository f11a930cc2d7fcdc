import { expect, test, type Page, type Route } from '@playwright/test';
import {
  drewPart,
  waitUntilLive,
  watchLayoutShifts,
  watchPartKept,
  watchProblems,
} from '../support/first-screen';
import { cateringUrl, consumerUrl } from '../support/ports';
import { locatorPage } from './locator-support';

// /locations as its first render shows it (the heading, its largest paint, the search the
// address asks for, the list loading) is rendered by the server, with the locator's own page
// inside the host's layout, so that it paints before any script has run; the remote's render
// then takes over.

const results = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem');

test('§2.1 /locations comes from the server with its heading and the search asked for, before any script', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${consumerUrl}/locations?mode=pickup`);
  await expect(page.locator('h1')).toHaveText('Find a restaurant');
  const modes = page.locator('.locator-modes');
  await expect(modes.getByRole('link')).toHaveText(['Pickup', 'Delivery']);
  await expect(modes.locator('[aria-current="page"]')).toHaveText('Pickup');
  await expect(page.getByRole('searchbox', { name: 'City, state or zip' })).toBeVisible();
  await expect(page.getByText('Looking for restaurants…')).toBeAttached();
  // Styled by the remote's own styles, which came with the page (its scripts did not run).
  expect(await modes.evaluate((nav) => getComputedStyle(nav).display)).toBe('inline-flex');

  await page.goto(`${consumerUrl}/locations?mode=delivery`);
  await expect(modes.locator('[aria-current="page"]')).toHaveText('Delivery');
  await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();

  // §4.11 in Spanish, and on the catering site too.
  await page.goto(`${cateringUrl}/locations?lang=es`);
  await expect(page.locator('h1')).toHaveText('Encuentra un restaurante');
  await expect(page.locator('.locator-modes').getByRole('link')).toHaveText([
    'Recoger',
    'A domicilio',
  ]);
  await expect(page.locator('.locator-modes [aria-current="page"]')).toHaveText('Recoger');
  await context.close();
});

test('the locator takes over its first screen: nothing moves, no error, the customer searches', async ({
  page,
}) => {
  await page.goto(`${consumerUrl}/`);
  await waitUntilLive(page);
  const problems = watchProblems(page);
  const shifted = await watchLayoutShifts(page);
  const kept = await watchPartKept(page);

  const response = await page.goto(`${consumerUrl}/locations?mode=pickup`);
  expect(await response?.text()).toContain(drewPart('locator'));
  await waitUntilLive(page);
  // Hydrated where it stands, not drawn anew.
  expect(await kept()).toBe(true);
  await expect(locatorPage(page).getByRole('link', { name: 'Pickup' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(results(page).first()).toBeVisible();
  await expect(page.locator('.locator-offline-map-box')).toBeVisible();
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Charlotte');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page).first()).toContainText('Charlotte, NC');
  expect(await shifted()).toBeLessThan(0.001);
  expect(problems).toEqual([]);
});

test('/locations?mode=delivery loaded afresh shows the delivery search over the first screen', async ({
  page,
}) => {
  await page.goto(`${consumerUrl}/locations?mode=delivery`);
  await waitUntilLive(page);
  await expect(locatorPage(page).getByRole('link', { name: 'Delivery' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByLabel('Street address')).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
});

test('the pages of a customer’s own restaurant render in the browser (no first screen)', async ({
  page,
}) => {
  for (const path of ['/order/type', '/order/location']) {
    const response = await page.request.get(`${consumerUrl}${path}`, {
      headers: { accept: 'text/html' },
    });
    expect(await response.text()).not.toContain(drewPart('locator'));
  }
});

test('the list keeps its place while the map’s code comes (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every script of the locator asked for once the first list has come (the map's own code) is
  // held, so the list shows beside the map's place first.
  let listCame = false;
  const held: Route[] = [];
  await page.route('**/api/v1/locations?**', async (route) => {
    const answer = await route.fetch();
    listCame = true;
    await route.fulfill({ response: answer });
  });
  await page.route('**/remotes/locator/**/*.js', (route) =>
    listCame ? held.push(route) : route.continue(),
  );
  await page.goto(`${consumerUrl}/locations?mode=pickup`);
  const first = results(page).first();
  await expect(first).toBeVisible();
  await expect(page.locator('.locator-offline-map-box')).toHaveCount(0);
  const before = await first.boundingBox();

  listCame = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.locator('.locator-offline-map-box')).toBeVisible();
  expect((await first.boundingBox())?.y).toBe(before?.y);
});
