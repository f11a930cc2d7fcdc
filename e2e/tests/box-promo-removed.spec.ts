import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import { api, chooseRestaurant, reopenWith } from './menu-cart-support';

/*
 * A promo code was removed without a word when a quantity change took the box under
 * its minimum. SAVE5 needs a $15.00 subtotal; two 8 Piece Wings ($18.98) reach it, one does not.
 */

const RALEIGH = 101;
const RALEIGH_MENU = 100101;

const WORDS = {
  'en-US': {
    less: 'One less 8 Piece Wings',
    said: 'SAVE5 was removed: it needs a subtotal of $15.00.',
    dismiss: 'Dismiss',
    checkout: /Proceed to Checkout/,
  },
  es: {
    less: 'Uno menos de 8 alitas',
    said: 'Quitamos SAVE5: necesita un subtotal de $15.00.',
    dismiss: 'Cerrar',
    checkout: /Continuar al pago/,
  },
} as const;

/** A box of two wings with SAVE5 on it, made through the site's own API door. */
async function boxWithSave5(page: Page): Promise<object> {
  const menu = await api<{ categories: Array<{ products: Array<{ id: number; sku: string }> }> }>(
    page.request,
    consumerUrl,
    'GET',
    `menus/${RALEIGH_MENU}`,
  );
  const wings = menu.categories
    .flatMap((category) => category.products)
    .find((product) => product.sku === 'BB-WINGS-8');
  const box = await api<{ id: string }>(page.request, consumerUrl, 'POST', 'orders/create', {
    menu_id: RALEIGH_MENU,
  });
  await api(page.request, consumerUrl, 'POST', `orders/${box.id}/products`, {
    products: [{ id: wings?.id, quantity: 2, choices: [], isupsell: false }],
  });
  return api<object>(page.request, consumerUrl, 'PUT', `orders/${box.id}/coupon`, {
    code: 'SAVE5',
  });
}

for (const viewport of VIEWPORTS) {
  for (const language of ['en-US', 'es'] as const) {
    test(`a promo code removed under its minimum is said in the box and at checkout (${viewport.name}, ${language})`, async ({
      page,
    }) => {
      const words = WORDS[language];
      await page.setViewportSize(viewport);
      await chooseRestaurant(page, consumerUrl, RALEIGH);
      await page.addInitScript(
        (chosen) => localStorage.setItem('qsr.language', JSON.stringify(chosen)),
        language,
      );
      await page.goto('/menu');
      const cart = await reopenWith(page, await boxWithSave5(page));
      await cart.getByRole('button', { name: words.less }).click();

      const notice = cart.getByText(words.said);
      await expect(notice).toBeVisible();
      // The code is off the box the ordering API holds, too.
      await expect(
        cart.getByRole('textbox', { name: /Promo code|Código promocional/ }),
      ).toHaveValue('');

      // At checkout it is said again, until dismissed.
      await cart.getByRole('button', { name: words.checkout }).click();
      await expect(page).toHaveURL(/\/order\/checkout/);
      const said = page.getByRole('main').getByText(words.said);
      await expect(said).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('button', { name: `${words.dismiss}: ${words.said}` })
        .click();
      await expect(said).toHaveCount(0);
    });
  }
}
