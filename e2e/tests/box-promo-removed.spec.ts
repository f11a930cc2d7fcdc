import { expect, test, type Page } from '@playwright/test';
import { LOOKS, speak } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import { api, chooseRestaurant, reopenWith } from './menu-cart-support';

/*
 * A promo code was removed without a word when a quantity change took the box under
 * its minimum. SAVE5 needs a $15.00 subtotal; two 8 Piece Wings ($18.98) reach it, one does not.
 * BISCUITFRIDAY gives a Honey Butter Biscuit: it goes when the biscuit does.
 */

const RALEIGH = 101;
const RALEIGH_MENU = 100101;

const WORDS = {
  'en-US': {
    less: 'One less 8 Piece Wings',
    said: 'SAVE5 was removed: it needs a subtotal of $15.00.',
    dismiss: 'Dismiss',
    checkout: /Proceed to Checkout/,
    removeBiscuit: 'Remove Honey Butter Biscuit',
    biscuitSaid: 'BISCUITFRIDAY was removed: it needs 1 Honey Butter Biscuit in your box.',
  },
  es: {
    less: 'Uno menos de 8 alitas',
    said: 'Quitamos SAVE5: necesita un subtotal de $15.00.',
    dismiss: 'Cerrar',
    checkout: /Continuar al pago/,
    removeBiscuit: 'Quitar Bísquet con mantequilla de miel',
    biscuitSaid: 'Quitamos BISCUITFRIDAY: necesita 1 Bísquet con mantequilla de miel en tu caja.',
  },
} as const;

/** A box of these products (sku, quantity) with a code on it, made through the site's own API door. */
async function boxWith(page: Page, lines: Array<[string, number]>, code: string): Promise<object> {
  const menu = await api<{ categories: Array<{ products: Array<{ id: number; sku: string }> }> }>(
    page.request,
    consumerUrl,
    'GET',
    `menus/${RALEIGH_MENU}`,
  );
  const products = menu.categories.flatMap((category) => category.products);
  const box = await api<{ id: string }>(page.request, consumerUrl, 'POST', 'orders/create', {
    menu_id: RALEIGH_MENU,
  });
  await api(page.request, consumerUrl, 'POST', `orders/${box.id}/products`, {
    products: lines.map(([sku, quantity]) => ({
      id: products.find((product) => product.sku === sku)?.id,
      quantity,
      choices: [],
      isupsell: false,
    })),
  });
  return api<object>(page.request, consumerUrl, 'PUT', `orders/${box.id}/coupon`, { code });
}

for (const { viewport, language } of LOOKS) {
  test(`a promo code removed under its minimum is said in the box and at checkout (${viewport.name}, ${language})`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await page.setViewportSize(viewport);
    await chooseRestaurant(page, consumerUrl, RALEIGH);
    await speak(page, language);
    await page.goto('/menu');
    const boxPanel = await reopenWith(page, await boxWith(page, [['BB-WINGS-8', 2]], 'SAVE5'));
    await boxPanel.getByRole('button', { name: words.less }).click();

    const notice = boxPanel.getByText(words.said);
    await expect(notice).toBeVisible();
    // The code is off the box the ordering API holds, too.
    await expect(
      boxPanel.getByRole('textbox', { name: /Promo code|Código promocional/ }),
    ).toHaveValue('');

    // At checkout it is said again, until dismissed.
    await boxPanel.getByRole('button', { name: words.checkout }).click();
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

for (const language of ['en-US', 'es'] as const) {
  test(`a free-item code goes with its item, and the box names the item (${language})`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await chooseRestaurant(page, consumerUrl, RALEIGH);
    await speak(page, language);
    await page.goto('/menu');
    const box = await boxWith(
      page,
      [
        ['BB-WINGS-8', 1],
        ['BB-HONEY-BISCUIT', 1],
      ],
      'BISCUITFRIDAY',
    );
    const boxPanel = await reopenWith(page, box);
    await expect(boxPanel.locator('[data-total="discount"]')).toHaveCount(1);
    await boxPanel.getByRole('button', { name: words.removeBiscuit }).click();

    await expect(boxPanel.getByText(words.biscuitSaid)).toBeVisible();
    await expect(boxPanel.locator('[data-total="discount"]')).toHaveCount(0);
    await expect(
      boxPanel.getByRole('textbox', { name: /Promo code|Código promocional/ }),
    ).toHaveValue('');
  });
}
