import { expect, test, type Page } from '@playwright/test';
import { LOOKS, speak } from '../support/host-variants';

// Its tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ timeout: 90_000 });

/**
 * "Find me": a place the customer types that no restaurant names (a neighbouring zip,
 * a city, a misspelling) finds the nearest restaurants, nearest first, each with its distance;
 * on a phone and on a desktop, in English and Spanish.
 */

const WORDS = {
  'en-US': {
    field: 'City, state or zip',
    search: 'Search',
    results: 'Restaurants',
    miles: /^\d+\.\d mi away$/,
    none: 'No restaurants found',
  },
  es: {
    field: 'Ciudad, estado o código postal',
    search: 'Buscar',
    results: 'Restaurantes',
    miles: /^a \d+\.\d mi$/,
    none: 'No encontramos restaurantes',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const results = (page: Page, words: Words) =>
  page.getByRole('list', { name: words.results }).getByRole('listitem');

async function searchFor(page: Page, words: Words, place: string) {
  await page.getByRole('searchbox', { name: words.field }).fill(place);
  await page.getByRole('button', { name: words.search, exact: true }).click();
}

/** The miles each card shows, in order. */
async function milesShown(page: Page, words: Words): Promise<number[]> {
  const texts = await results(page, words).getByText(words.miles).allTextContents();
  expect(texts).toHaveLength(await results(page, words).count());
  return texts.map((text) => Number.parseFloat(text.replace(/^a /, '')));
}

for (const { viewport, language } of LOOKS) {
  test.describe(`(${viewport.name}, ${language})`, () => {
    const words = WORDS[language];
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page }) => {
      await speak(page, language);
    });

    // One page for both (a new one costs its first load): the unknown text after the places.
    test('a zip, a city and a misspelling no restaurant has find the nearest, with miles; unknown text finds none, and says so', async ({
      page,
    }) => {
      await page.goto('/locations?mode=pickup');
      for (const place of ['27615', 'Cary, NC', 'Raliegh']) {
        await searchFor(page, words, place);
        await expect(results(page, words).first()).toContainText('Raleigh, NC');
        await expect(results(page, words).nth(1)).toContainText('Raleigh, NC');
        const miles = await milesShown(page, words);
        expect(miles.every((m) => Number.isFinite(m))).toBe(true);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        await expect(results(page, words).first()).toBeInViewport({ ratio: 0.1 });
      }
      await searchFor(page, words, 'Zzyzzx Qwv');
      await expect(page.getByRole('heading', { name: words.none })).toBeVisible();
    });
  });
}
