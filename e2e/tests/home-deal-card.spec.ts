import { expect, test } from '@playwright/test';
import { consumerUrl } from '../support/ports';
import { waitUntilLive } from '../support/first-screen';
import { freshBox } from './a11y-support';
import { openCart, storedOrderId } from './menu-cart-support';
import { sandboxOrder } from './checkout-support';

/**
 * A deal on the home page has something behind it: the code 'Free Biscuit Friday' names, typed
 * in the box, takes the biscuit's price off (every seeded card's code is applied by
 * sandbox/src/fixtures/content/deal-cards.test.ts).
 */
test('a home deal card’s code takes its discount off the box', async ({ page }) => {
  // Two biscuits: the code's $1.69 is more than one costs at this restaurant.
  await freshBox(page, consumerUrl, '/', { quantity: 2 });
  const card = page
    .getByRole('region', { name: 'Offers and news' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Free Biscuit Friday' }) });
  const words = await card.getByRole('paragraph').textContent();
  const code = /\b[A-Z0-9]{6,}\b/.exec(words ?? '')?.[0];
  expect(code, words ?? '').toBeTruthy();

  await card.getByRole('link', { name: 'Free Biscuit Friday' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await waitUntilLive(page);
  const cart = await openCart(page);
  await cart.getByRole('textbox', { name: 'Promo code' }).fill(code as string);
  await cart.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(cart.getByRole('textbox', { name: 'Promo code' })).toBeDisabled();
  await expect(cart.getByRole('alert')).toHaveCount(0);
  await expect(cart.locator('[data-total="discount"]')).toContainText('$1.69');
  const order = await sandboxOrder(page, consumerUrl, await storedOrderId(page));
  expect(order.totals.discount).toBe(1.69);
});
