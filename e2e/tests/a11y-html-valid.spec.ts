import { expect, test, type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { HTML_VALIDATE_CONFIG } from '../support/html-validate-config';
import { VARIANTS, chooseLocation, orderProductPath, type Variant } from '../support/host-variants';
import { pageReady, watchTraffic } from '../support/page-ready';
import { confirmationDialog } from './checkout-support';
import { LANGUAGES, freshBox, reviewOrder, switchLanguage, type Language } from './a11y-support';
import { openCart } from './menu-cart-support';

/**
 * The rendered markup of the key pages is valid HTML by html-validate's recommended
 * rules (support/html-validate-config.ts says which are off and why): inputs say their type,
 * ids are unique, ARIA and roles fit their elements, buttons and links have text. Each channel
 * in each language.
 */
const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** A key page: its name, and how to bring it on screen (in English; the test switches after). */
interface KeyPage {
  name: string;
  show: (page: Page, variant: Variant) => Promise<void>;
}

const at = (path: string) => async (page: Page, variant: Variant) => {
  await page.goto(new URL(path, variant.origin).toString());
};

const KEY_PAGES: KeyPage[] = [
  { name: 'home', show: at('/') },
  { name: 'menu', show: at('/menu') },
  {
    name: 'product',
    show: async (page, variant) => at(await orderProductPath(page, variant))(page, variant),
  },
  {
    name: 'box open',
    show: async (page, variant) => {
      await freshBox(page, variant.origin, '/menu');
      await openCart(page);
    },
  },
  { name: 'locations', show: at('/locations') },
  {
    name: 'checkout',
    show: async (page, variant) => freshBox(page, variant.origin, '/order/checkout'),
  },
  {
    name: 'confirmation',
    show: async (page, variant) => {
      await reviewOrder(page, variant.origin);
      await confirmationDialog(page).getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/confirm\?id=/);
    },
  },
  { name: 'account sign-in', show: at('/account/login') },
  { name: 'marketing page', show: at('/about') },
  { name: 'careers', show: at('/careers') },
  { name: '404', show: at('/no/such/page-here') },
];

/** What html-validate finds in the page as it stands, one readable line each. */
async function invalidMarkup(page: Page, where: string): Promise<string[]> {
  const report = await validator.validateString(await page.content());
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${where}: ${message.ruleId} ${message.message}\n    at ${message.selector ?? `line ${message.line}`}`,
    ),
  );
}

test.describe.configure({ mode: 'parallel' });
// Each page's requests are counted from its first navigation (support/page-ready.ts).
test.beforeEach(({ page }) => {
  watchTraffic(page);
});

for (const variant of VARIANTS.filter((v) => !v.app)) {
  for (const language of LANGUAGES) {
    test(`html-validate: the key pages' markup is valid (${variant.name}, ${language})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await chooseLocation(page, 101);
      const found: string[] = [];
      for (const key of KEY_PAGES) {
        await key.show(page, variant);
        await pageReady(page);
        if (language !== 'en-US') {
          await switchLanguage(page, variant.origin, language as Language);
          await pageReady(page);
        }
        found.push(...(await invalidMarkup(page, `${key.name} (${language})`)));
        if (language !== 'en-US') await switchLanguage(page, variant.origin, 'en-US');
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
