import { expect, test } from '@playwright/test';
import { LOOKS, speak } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import { chooseRestaurant } from './menu-cart-support';

// Its tests go from rule to rule in one page: a test's time limit is its steps' added up.
test.describe.configure({ timeout: 90_000 });

/* `/?product=…` did nothing on the home page, while /menu and /order opened it. */

const RALEIGH = 101;

/*
 * The lookup (§4.9) reads the menu in the customer's language, so a Spanish customer's link
 * names the product in Spanish; a near name (one letter off) in English. A name the page's menu
 * does not hold is looked up in the other language's, from the sandbox's translations.
 */
const LINKS = {
  'en-US': { near: 'honey-buter-biscuit', exact: 'Honey%20Butter%20Biscuit' },
  es: {
    near: 'bisquet-con-mantequila-de-miel',
    exact: 'B%C3%ADsquet%20con%20mantequilla%20de%20miel',
  },
} as const;

for (const { viewport, language } of LOOKS) {
  test.describe(`§4.9 a product deep link on the home page (${viewport.name}, ${language})`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await speak(page, language);
    });

    // One page for the three links: a new one costs its first load. Without a restaurant
    // first, then at one.
    test('no restaurant yet, the product opens to view; at a restaurant, to order, by its name in either language', async ({
      page,
    }) => {
      await page.goto(`/?product=${LINKS[language].exact}`);
      await expect(page).toHaveURL(/\/menu\/product\?id=BB-HONEY-BISCUIT$/);

      await chooseRestaurant(page, consumerUrl, RALEIGH);
      await page.goto(`/?product=${LINKS[language].near}`);
      await expect(page).toHaveURL(/\/order\/product\?id=BB-HONEY-BISCUIT$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const other = language === 'es' ? 'en-US' : 'es';
      await page.goto(`/?product=${LINKS[other].exact}`);
      await expect(page).toHaveURL(/\/order\/product\?id=BB-HONEY-BISCUIT$/);
    });
  });
}
