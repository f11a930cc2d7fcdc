import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Without a Maps key (the default) the locator draws the real geography
 * offline (us-atlas), its restaurants' pins clustered, every pin and cluster a button.
 */

const SEEDED = 18;
const mapOf = (page: Page) => page.getByRole('group', { name: /^Map of restaurants: / });
/** A cluster names its count and its restaurants' numbers in the list, and shows '3 restaurants'. */
const clusters = (map: Locator) => map.getByRole('button', { name: /^\d+ restaurants? here, / });
const pins = (map: Locator) => map.getByRole('button', { name: /^\d+\. / });

/** How many restaurants the map shows: its pins, and the count of each cluster. */
async function shownCount(map: Locator): Promise<number> {
  const counts = await clusters(map).evaluateAll((buttons) =>
    buttons.map((button) => Number.parseInt(button.textContent ?? '', 10)),
  );
  return (await pins(map).count()) + counts.reduce((sum, n) => sum + n, 0);
}

test('the seeded 18 restaurants on the states of the chain, clustered where they would overlap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto('/locations?mode=pickup');
  const map = mapOf(page);
  await expect(map).toHaveAccessibleName(
    `Map of restaurants: ${SEEDED} restaurants, numbered as in the list`,
  );
  // The geography arrived and is drawn, by the locator's worker (the page's policy lets it run):
  // state borders, no counties at this scale, and nothing outside the map written out.
  await expect(map.locator('path.locator-map-state')).toHaveAttribute('d', /^M[\d.-]+/);
  expect(workers).toContainEqual(
    expect.stringMatching(/^\/remotes\/locator\/[^/]+\/geography-worker\.js$/),
  );
  expect(problems).toEqual([]);
  const { width, height } = (await map.locator('svg').boundingBox())!;
  // Every coordinate of every path at once: thousands of single expects took the test's time.
  const coordinates = (
    await map.locator('path').evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''))
  ).flatMap((d) => (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number));
  const outside = coordinates.filter((n) => n < 0 || n > Math.max(width, height) + 1);
  expect(outside).toEqual([]);
  await expect(map.locator('path.locator-map-county')).toHaveCount(0);
  await expect(clusters(map).first()).toBeVisible();
  expect(await shownCount(map)).toBe(SEEDED);
  // No two pins or clusters overlap.
  const boxes = await map
    .locator('.locator-map-point')
    .evaluateAll((points) =>
      points.map((point) => point.getBoundingClientRect().toJSON() as DOMRect),
    );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(
        true,
      );
});

test('every pin and cluster is reached by the keyboard, and a cluster zooms in on Enter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/locations?mode=pickup');
  const map = mapOf(page);
  await expect(clusters(map).first()).toBeVisible();
  const names = await map
    .locator('.locator-map-point')
    .evaluateAll((points) => points.map((point) => point.getAttribute('aria-label')));

  // Tab from the last restaurant of the list into the map, through every point.
  await page
    .getByRole('button', { name: /Order from here/ })
    .last()
    .focus();
  const reached: string[] = [];
  for (let i = 0; i < names.length; i += 1) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    );
  }
  expect(reached).toEqual(names);

  // A pin says its restaurant's name when chosen.
  const pin = pins(map).first();
  await pin.focus();
  await page.keyboard.press('Enter');
  await expect(pin).toHaveAttribute('aria-expanded', 'true');
  const name = ((await pin.getAttribute('aria-label')) ?? '').replace(/^\d+\. /, '');
  await expect(map.getByText(name, { exact: true })).toBeVisible();

  // A cluster says what it is, and zooms in on its restaurants; the focus stays on the map.
  const cluster = clusters(map).first();
  await expect(cluster).toHaveText(/^\d+\s*restaurants$/);
  await expect(cluster).toHaveAccessibleName(/ in the list: zoom in$/);
  const count = Number.parseInt((await cluster.textContent()) ?? '', 10);
  await cluster.focus();
  await page.keyboard.press('Enter');
  const showAll = map.getByRole('button', { name: 'Show all restaurants' });
  await expect(showAll).toBeVisible();
  await expect(map.locator('.locator-map-point:focus')).toHaveCount(1);
  expect(await shownCount(map)).toBeGreaterThanOrEqual(count);
  // Near enough, the counties are drawn too.
  await expect(map.locator('path.locator-map-county')).toHaveAttribute('d', /^M[\d.-]+/);

  await showAll.click();
  await expect(showAll).toHaveCount(0);
  expect(await shownCount(map)).toBe(SEEDED);
});

test('many restaurants close together become one cluster that counts them', async ({ page }) => {
  // 30 more restaurants within a mile of downtown Raleigh: the answer of the real API with
  // copies of its first restaurant moved a little each, after five restaurants of other cities.
  // The map shows the restaurants the list shows (the first 20): 15 of them close together.
  await page.route('**/api/v1/locations?*', async (route) => {
    const limit = Number(new URL(route.request().url()).searchParams.get('limit'));
    const answer = await route.fetch();
    const restaurants = (await answer.json()) as Array<{ id: number; lat: number; lng: number }>;
    const [first, ...others] = restaurants as [(typeof restaurants)[number]];
    const nearby = Array.from({ length: 30 }, (_, i) => ({
      ...first,
      id: 9000 + i,
      lat: first.lat + (i % 6) * 0.002,
      lng: first.lng + Math.floor(i / 6) * 0.002,
    }));
    const json = [...others.slice(0, 5), first, ...nearby, ...others.slice(5)].slice(0, limit);
    await route.fulfill({ response: answer, json });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/locations?mode=pickup');
  const map = mapOf(page);
  await expect(map).toHaveAccessibleName(/^Map of restaurants: 20 restaurants/);
  const counts = await clusters(map).evaluateAll((buttons) =>
    buttons.map((button) => Number.parseInt(button.textContent ?? '', 10)),
  );
  expect(Math.max(...counts)).toBeGreaterThanOrEqual(15);
  expect(await shownCount(map)).toBe(20);
  expect(await pins(map).count()).toBeLessThan(6);
});
