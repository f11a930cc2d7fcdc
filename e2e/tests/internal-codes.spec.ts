import { expect, test } from '@playwright/test';
import { VARIANTS, chooseLocation, type Variant } from '../support/host-variants';
import { pageReady, watchTraffic } from '../support/page-ready';
import { checkout, fillCard, fillContact } from './checkout-support';
import { freshBox, switchLanguage, type Language } from './a11y-support';

/**
 * What is the platform's stays with the platform. No error number, id, ISO
 * date or format template reaches the screen (every route, overlay and member page of either
 * channel, in either language: `every-page.spec.ts`); the messages a customer can act on say
 * what happened in plain words; a mask shows only what was typed; a place the careers search
 * cannot find is said so.
 */
const CHANNELS = VARIANTS.filter((v) => !v.app);

const inLanguage = (path: string, variant: Variant, language: Language) => {
  const url = new URL(path, variant.origin);
  if (language !== 'en-US') url.searchParams.set('lang', language);
  return url.toString();
};

test.describe.configure({ mode: 'parallel' });
// Each page's requests are counted from its first navigation (support/page-ready.ts).
test.beforeEach(({ page }) => {
  watchTraffic(page);
});

// Each channel in one language, crossed: the words come from strings each package tests.
const LOOKS = CHANNELS.map((variant): [Variant, Language] => [
  variant,
  variant.catering ? 'es' : 'en-US',
]);

for (const [variant, language] of LOOKS) {
  const label = `${variant.name}, ${language}`;

  // One page for the three (a new one costs its first load). The address first: its form is
  // filled in by its English labels before the language changes.
  test(`no number, id or code on screen: an address we do not deliver to, the phone and zip masks, a careers zip not found (${label})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await chooseLocation(page, 101);
    await test.step(`an address we do not deliver to is said so in plain words, with no number`, async () => {
      // Over the catering delivery minimum, so that only the address is in question.
      await freshBox(page, variant.origin, '/order/checkout', {
        quantity: variant.catering ? 8 : 1,
        delivery: { address: '123 Fayetteville St', city: 'Raleigh', zip: '27601' },
      });
      const area = checkout(page);
      await fillContact(area);
      await fillCard(area, '4111111111111111');
      await area.getByLabel('Street address').fill('1 Capitol Blvd');
      await area.getByLabel('City').fill('Boise');
      await area.getByLabel('Zip code', { exact: true }).fill('83702');
      if (language !== 'en-US') await switchLanguage(page, variant.origin, language);
      await area.locator('.checkout-side .ui-button').click();
      const alert = area.getByRole('alert').filter({ hasText: /\S/ }).first();
      await expect(alert).toHaveText(
        language === 'es'
          ? /^No entregamos en esta dirección: está fuera de nuestra área de entrega\./
          : /^We do not deliver to this address: it is outside our delivery area\./,
      );
      await expect(page.locator('body')).not.toContainText(/\[\d{3}\]/);
    });
    await test.step(`the phone and zip masks show only what was typed, with an example for a hint`, async () => {
      // The content form (marketing), sign-up (account) and checkout each have a phone field.
      await page.goto(inLanguage('/refund', variant, language));
      await pageReady(page);
      const phone = page.locator('main input[name="phone"]');
      await phone.pressSequentially('55512');
      await expect(phone).toHaveValue('555-12');
      await phone.pressSequentially('34567');
      await expect(phone).toHaveValue('555-123-4567');
      const zip = page.locator('main input[name="zip"]');
      if (await zip.count()) {
        await zip.pressSequentially('27');
        await expect(zip).toHaveValue('27');
      }
      await page.goto(inLanguage('/account/signup', variant, language));
      const signup = page.locator('main input[type="tel"]');
      await signup.pressSequentially('55512');
      await expect(signup).toHaveValue('555-12');
      // §3: a number given with its country code loses it.
      await signup.fill('+1 919 555 0142');
      await expect(signup).toHaveValue('919-555-0142');
      await expect(signup).toHaveAccessibleDescription(/919-555-0123/);
      await freshBox(page, variant.origin, '/order/checkout');
      if (language !== 'en-US') await switchLanguage(page, variant.origin, language);
      const checkoutPhone = checkout(page).locator('input[type="tel"]');
      await expect(checkoutPhone).toHaveAccessibleDescription(/919-555-0123/);
      await checkoutPhone.pressSequentially('55512');
      await expect(checkoutPhone).toHaveValue('555-12');
      expect(await page.locator('main').innerText()).not.toContain('#');
    });
    await test.step(`a careers zip the search cannot find is said so, never replaced by another place`, async () => {
      await page.goto(inLanguage('/careers', variant, language));
      await pageReady(page);
      const place = page.locator('main input[name="place"]');
      await place.fill('99999');
      await place.press('Enter');
      const notFound =
        language === 'es'
          ? 'No encontramos el código postal 99999. Revísalo o busca por ciudad y estado.'
          : 'We could not find the zip code 99999. Please check it, or search by city and state.';
      // Said in the summary atop the form (which takes the focus) and at the field itself.
      const summary = page.getByRole('main').getByRole('alert');
      await expect(summary.getByRole('link')).toHaveText(notFound);
      await expect(summary).toBeFocused();
      await expect(place).toHaveAccessibleDescription(new RegExp(notFound.replace(/\./g, '\\.')));
      // No distances from a place nobody asked for (the restaurant's town): street, city, state.
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
      // The table of restaurants hiring keeps the franchise ids to itself.
      await expect(page.getByRole('table')).not.toContainText(/FR-\d+/);
    });
  });
}
