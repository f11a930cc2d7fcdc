import { expect, test } from '@playwright/test';
import { consumerUrl } from '../support/ports';
import { waitUntilLive } from '../support/first-screen';
import { freshBox } from './a11y-support';
import { drawer, openBox, storedOrderId } from './menu-cart-support';
import { sandboxOrder } from './checkout-support';

/**
 * A deal on the home page has something behind it: the code 'Free Biscuit Friday' names, typed
 * in the box, takes the biscuit it gives off — once the box holds one. The card opens the
 * biscuit, so the customer can add it (every seeded card's code is applied by
 * sandbox/src/fixtures/content/deal-cards.test.ts).
 */
test('a home deal card’s free biscuit comes off once the biscuit is in the box', async ({
  page,
}) => {
  // A box at a restaurant with a Buttermilk Biscuit: not the biscuit the code gives.
  await freshBox(page, consumerUrl, '/');
  const card = page
    .getByRole('region', { name: 'Offers and news' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Free Biscuit Friday' }) });
  const words = await card.getByRole('paragraph').textContent();
  const code = /\b[A-Z0-9]{6,}\b/.exec(words ?? '')?.[0];
  expect(code, words ?? '').toBeTruthy();

  await card.getByRole('link', { name: 'Free Biscuit Friday' }).click();
  await expect(page).toHaveURL(/\/menu\/product\?id=BB-HONEY-BISCUIT$/);
  await waitUntilLive(page);
  let boxPanel = await openBox(page);
  const promo = boxPanel.getByRole('textbox', { name: 'Promo code' });
  await promo.fill(code as string);
  await boxPanel.getByRole('button', { name: 'Apply', exact: true }).click();
  // Without the biscuit, the code says what it needs, and gives nothing.
  await expect(boxPanel.getByRole('alert')).toHaveText(
    'Error: Add 1 Honey Butter Biscuit to your box to use this code.',
  );
  await expect(boxPanel.locator('[data-total="discount"]')).toHaveCount(0);
  await boxPanel.getByRole('button', { name: 'Close cart' }).click();

  await page.getByRole('link', { name: 'Order this' }).click();
  const add = page.getByRole('button', { name: /^Add to Box · / });
  const price = /\$\d+\.\d\d/.exec((await add.textContent()) ?? '')?.[0];
  expect(price).toBeTruthy();
  await add.click();
  boxPanel = drawer(page);
  await expect(boxPanel).toBeVisible();
  await boxPanel.getByRole('textbox', { name: 'Promo code' }).fill(code as string);
  await boxPanel.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(boxPanel.getByRole('textbox', { name: 'Promo code' })).toBeDisabled();
  await expect(boxPanel.getByRole('alert')).toHaveCount(0);
  await expect(boxPanel.locator('[data-total="discount"] dd')).toHaveText(`−${price}`);
  const order = await sandboxOrder(page, consumerUrl, await storedOrderId(page));
  expect(order.totals.discount).toBe(Number(price?.slice(1)));
});
