import { expect, test, type Page } from '@playwright/test';
import { cateringUrl, sandboxDownUrl } from '../support/ports';
import { wordsLeft } from '../support/text-edge';
import {
  locatorPage,
  locatorTookOver,
  pickupResults,
  signInDemoMember,
  storedOrder,
} from './locator-support';

const results = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem');

test('§2.1 /locations?mode=pickup: search by city, see hours and open or closed now, order from one', async ({
  page,
}) => {
  await page.goto('/locations?mode=pickup');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a restaurant' })).toBeVisible();
  await expect(locatorPage(page).getByRole('link', { name: 'Pickup' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Charlotte');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(results(page).first()).toContainText('Charlotte, NC');
  await expect(results(page).nth(1)).toContainText('Charlotte, NC');
  for (const item of await results(page).all()) {
    await expect(item).toContainText(
      /(Open now|Closed now) · (Today \d+:\d\d [AP]M – \d+:\d\d [AP]M|Closed today)/,
    );
  }
  const first = results(page).first();
  const address = ((await first.locator('p').first().textContent()) ?? '').split(',')[0] ?? '';
  await first.getByRole('button', { name: /Order from here/ }).click();

  await expect(page).toHaveURL(/\/order$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Your restaurant: ${address}` }),
  ).toBeVisible();
  expect((await storedOrder(page))?.handoff).toBe('pickup');
});

test('§4.13 zero results and a failed search each have their own message', async ({ page }) => {
  await page.goto('/locations?mode=pickup');
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Boston');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No restaurants found' })).toBeVisible();
  await expect(page.getByText('Try a city, a state or a zip code.')).toBeVisible();
  await expect(locatorPage(page).getByRole('alert')).toHaveCount(0);

  await page.goto(`${sandboxDownUrl}/locations?mode=pickup`);
  await expect(locatorPage(page).getByRole('alert')).toContainText(
    'We could not search for restaurants. Please try again.',
  );
  await expect(page.getByRole('list', { name: 'Restaurants' })).toHaveCount(0);
});

test('§7.5 use my location (granted): the nearest restaurants first, with their distance', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 35.8381, longitude: -78.6766 });
  await page.goto('/locations?mode=pickup');
  await page.getByRole('button', { name: 'Use my location' }).click();

  const first = results(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toContainText('Glenwood Ave');
  await expect(first).toContainText('0.0 mi away');
  await expect(results(page).nth(1)).toContainText(/\d+\.\d mi away/);
  await first.getByRole('button', { name: /Order from here/ }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Your restaurant: 4109 Glenwood Ave' }),
  ).toBeVisible();
});

test('§8 use my location (denied): the loading stops, the page says so and offers the search', async ({
  page,
}) => {
  await page.goto('/locations?mode=pickup');
  await expect(results(page).first()).toBeVisible();
  const before = await results(page).count();
  await page.getByRole('button', { name: 'Use my location' }).click();

  await expect(page.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  // A refusal is told, and the search takes the focus.
  await expect(locatorPage(page).getByRole('alert')).toHaveText(
    'We could not get your location (it may be turned off for this site). Search by city, state or zip instead.',
  );
  await expect(page.getByRole('searchbox', { name: 'City, state or zip' })).toBeFocused();
  await expect(results(page)).toHaveCount(before);
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('27612');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(1);
});

test('§2.9 map without a Maps key: the restaurants on the offline map, no console errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The host serves no favicon yet (not the locator's); anything else is a defect.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/locations?mode=pickup');
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Raleigh');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(2);
  const map = page.getByRole('group', {
    name: 'Map of restaurants: 2 restaurants, numbered as in the list',
  });
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: /^1\. Raleigh/ })).toBeVisible();
  await expect(map.getByRole('button', { name: /^2\. Raleigh/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('§7.1 a member sees their favourite restaurants, adds and removes one', async ({ page }) => {
  await signInDemoMember(page);
  await page.goto('/locations?mode=pickup');
  // The seeded favourites head the page.
  await expect(
    page.getByRole('list', { name: 'Your favorites' }).getByRole('listitem'),
  ).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Durham');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const add = page.getByRole('button', { name: /^Add to favorites: / });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  const remove = page.getByRole('button', { name: /^Favorite: / });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Durham');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: /^Favorite: / }).click();
  await expect(page.getByRole('button', { name: /^Add to favorites: / })).toBeVisible();
});

test('§8 use my location (denied), in Spanish: told in Spanish', async ({ page }) => {
  await page.goto('/locations?mode=pickup&lang=es');
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(locatorPage(page).getByRole('alert')).toHaveText(
    'No pudimos obtener tu ubicación (quizá esté desactivada para este sitio). Busca por ciudad, estado o código postal.',
  );
});

test('a city search finds the city, not a street named after it', async ({ page }) => {
  await page.goto('/locations?mode=pickup');
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Charlotte');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(2);
  for (const item of await results(page).all()) await expect(item).toContainText('Charlotte, NC');
  await expect(page.getByRole('main')).not.toContainText('Nashville');
});

test('the catering site finds and lists only restaurants that cater, and serves their catering menu', async ({
  page,
}) => {
  await page.goto(`${cateringUrl}/locations?mode=pickup`);
  // The six of the eighteen that cater.
  await expect(results(page)).toHaveCount(6);
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Raleigh');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText('Glenwood Ave');
  await page.getByRole('button', { name: /Order from here: Raleigh – Glenwood Ave/ }).click();
  await expect(page).toHaveURL(/\/order$/);
  expect((await storedOrder(page))?.menu_id).toBe(237040);
  await page.goto(`${cateringUrl}/menu`);
  await expect(page.getByRole('heading', { level: 2, name: 'Boxes' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Kids');
});

test('on the catering site a restaurant without catering is never ordered from', async ({
  page,
}) => {
  // A store link to Raleigh – Capital Blvd, which does not cater (§4.10).
  await page.goto(`${cateringUrl}/menu?store=102`);
  await expect(page.getByRole('heading', { level: 2, name: 'Boxes' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('2 Piece Tenders');
  await expect(page.getByRole('main')).not.toContainText('Kids');
  expect(await storedOrder(page)).toBeNull();
});

test('§4.13 a customer who goes elsewhere while the restaurant is being set up stays there', async ({
  page,
}) => {
  // The restaurant's menu answers late: the box is made ready only after it.
  let answerMenu = () => {};
  const menuHeld = new Promise<void>((resolve) => (answerMenu = resolve));
  await page.route('**/api/v1/menus/*', async (route) => {
    await menuHeld;
    await route.continue();
  });
  await page.goto('/locations?mode=pickup');
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Charlotte');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const first = (await pickupResults(page)).getByRole('listitem').first();
  await expect(first.locator('p').first()).toContainText('Charlotte');
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const address = ((await first.locator('p').first().textContent()) ?? '').split(',')[0] ?? '';
  await first.getByRole('button', { name: /Order from here/ }).click();

  // The header has the restaurant at once; the customer goes on to the menu by themselves.
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Your restaurant: ${address}` }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);

  const boxMade = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/orders/create'));
  answerMenu();
  await boxMade;
  await expect.poll(async () => (await storedOrder(page))?.handoff).toBe('pickup');
  await expect(page.getByText(`Ordering from ${name}`)).toBeVisible();
  // A frame after the box was kept: the locator's way on, had it been taken, is behind us.
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(page).toHaveURL(/\/menu$/);
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`'Use my location' starts at the column's edge, under the search field (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/locations?mode=pickup');
    await locatorTookOver(page);
    const field = await page.getByRole('searchbox', { name: 'City, state or zip' }).boundingBox();
    const quiet = page.getByRole('button', { name: 'Use my location' });
    // Its words, not only its box: a quiet button at a column's edge has no inline padding.
    expect(Math.abs((await wordsLeft(quiet)) - field!.x)).toBeLessThanOrEqual(1);
    expect((await quiet.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  });
}
