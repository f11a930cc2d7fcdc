import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { VARIANTS } from '../support/host-variants';
import { DESKTOP, forEachLook, type Language } from './a11y-support';
import { pickupResults, storedOrder } from './locator-support';

/**
 * Choosing a restaurant on /locations leads on to its menu, with the restaurant set, and no
 * 'Confirm Location' on the way. §2.3's prompt (shown elsewhere until 'Don't show me this
 * again') confirms and leads on to the menu too.
 */

const WORDS = {
  'en-US': {
    search: 'City, state or zip',
    searchButton: 'Search',
    results: 'Restaurants',
    orderHere: /^Order from here: /,
    menu: 'Start your order',
    restaurant: /^Your restaurant: /,
    confirm: 'Confirm Location',
    continue: 'Continue',
  },
  es: {
    search: 'Ciudad, estado o código postal',
    searchButton: 'Buscar',
    results: 'Restaurantes',
    orderHere: /^Pedir aquí: /,
    menu: 'Comienza tu pedido',
    restaurant: /^Tu restaurante: /,
    confirm: 'Confirmar restaurante',
    continue: 'Continuar',
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

/** The chosen restaurant, as the site keeps it. */
const chosen = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('qsr.location') ?? 'null') as { id: number } | null)?.id,
  );

/** On the menu of the chosen restaurant, with nothing asking to confirm it. */
async function onTheMenu(page: Page, language: Language, where: string) {
  const words = WORDS[language];
  await expect(page, where).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { level: 1 }), where).toHaveText(words.menu);
  await expect(page.getByRole('main').getByText(words.restaurant), where).toBeVisible();
  await expect(page.locator('main').getByRole('heading', { level: 2 }).nth(1), where).toBeVisible();
  await expect(page.getByRole('dialog'), where).toHaveCount(0);
  await expect(page.getByRole('button', { name: words.confirm }), where).toHaveCount(0);
}

for (const variant of VARIANTS.filter((v) => !v.app)) {
  test(`choosing a restaurant leads on to its menu (${variant.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${variant.origin}/`);
    await forEachLook(page, variant.origin, async ({ viewport, language, where }) => {
      const words = WORDS[language];
      await page.goto(`${variant.origin}/locations?mode=pickup`);
      await waitUntilLive(page);
      await page.getByRole('searchbox', { name: words.search }).fill('27612');
      await page.getByRole('button', { name: words.searchButton, exact: true }).click();
      const list = await pickupResults(page, words.results);
      const first = list.getByRole('button', { name: words.orderHere }).first();
      const name = (await first.getAttribute('aria-label'))?.replace(words.orderHere, '');
      await first.click();
      await onTheMenu(page, language, where);
      await expect(page.getByRole('main').getByText(words.restaurant), where).toContainText(
        name as string,
      );
      expect(await chosen(page), where).toBeTruthy();
      const order = await storedOrder(page);
      expect(order?.handoff, where).toBe('pickup');

      // §2.3: elsewhere the consumer header asks to confirm (a desktop's Menu link); confirmed,
      // it leads on to the same menu.
      if (viewport === DESKTOP && !variant.catering) {
        await page.goto(`${variant.origin}/about`);
        await waitUntilLive(page);
        await page.getByRole('button', { name: words.confirm }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: words.continue }).click();
        await onTheMenu(page, language, `${where}, confirmed`);
      }
    });
  });
}
