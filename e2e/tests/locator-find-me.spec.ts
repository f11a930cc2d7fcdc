import { expect, test, type Page } from '@playwright/test';

/**
 * "Find me": a place the customer types that no restaurant names (a neighbouring zip,
 * a city, a misspelling) finds the nearest restaurants, nearest first, each with its distance;
 * on a phone and on a desktop.
 */

const results = (page: Page) =>
  page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem');

async function searchFor(page: Page, place: string) {
  const field = page.getByRole('searchbox', { name: 'City, state or zip' });
  await field.fill(place);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The miles each card shows, in order. */
async function milesShown(page: Page): Promise<number[]> {
  const texts = await results(page)
    .getByText(/^\d+\.\d mi away$/)
    .allTextContents();
  expect(texts).toHaveLength(await results(page).count());
  return texts.map((text) => Number.parseFloat(text));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a zip, a city and a misspelling no restaurant has find the nearest, with miles', async ({
      page,
    }) => {
      await page.goto('/locations?mode=pickup');
      for (const place of ['27615', 'Cary, NC', 'Raliegh']) {
        await searchFor(page, place);
        await expect(results(page).first()).toContainText('Raleigh, NC');
        await expect(results(page).nth(1)).toContainText('Raleigh, NC');
        const miles = await milesShown(page);
        expect(miles.every((m) => Number.isFinite(m))).toBe(true);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        await expect(results(page).first()).toBeInViewport({ ratio: 0.1 });
      }
    });

    test('unknown text finds none, and says so', async ({ page }) => {
      await page.goto('/locations?mode=pickup');
      await searchFor(page, 'Zzyzzx Qwv');
      await expect(page.getByRole('heading', { name: 'No restaurants found' })).toBeVisible();
    });
  });
}
