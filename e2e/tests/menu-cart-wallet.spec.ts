import { expect, test, type Locator } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import { chooseRestaurant, drawer, signIn } from './menu-cart-support';

const RALEIGH = 101;
const DEMO = { email: 'demo@example.com', password: 'Biscuits123!' };

function offers(cart: Locator): Locator {
  return cart.getByRole('region', { name: 'Your Offers' });
}

test('§4.5 §5 a member sees only the default-channel wallet offers, applies one and removes it', async ({
  page,
}) => {
  await signIn(page, consumerUrl, DEMO.email, DEMO.password);
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await page.goto('/order/product?id=BB-CHICKEN-BISCUIT');
  await page
    .getByRole('group', { name: 'Quantity' })
    .getByRole('button', { name: /One more/ })
    .click();
  await page
    .getByRole('group', { name: 'Quantity' })
    .getByRole('button', { name: /One more/ })
    .click();
  await page.getByRole('button', { name: 'Add to Box · $11.97' }).click();

  const cart = drawer(page);
  const list = offers(cart);
  // Unexpired, incomplete and not catering: no 'catering - …', no expired birthday, no used tea.
  await expect(list.locator('.mc-reward-label')).toHaveText([
    'Free Honey Butter Biscuit',
    /^\$3 Off Your Order/,
  ]);
  await list.getByRole('button', { name: 'Apply $3 Off Your Order' }).click();
  await expect(list.getByRole('button', { name: 'Remove $3 Off Your Order' })).toBeVisible();
  // §4.5: another offer's Apply is disabled while a coupon is on the order.
  await expect(
    list.getByRole('button', { name: 'Apply Free Honey Butter Biscuit' }),
  ).toBeDisabled();
  await expect(cart.locator('[data-total="discount"] dd')).toHaveText('−$3.00');
  await expect(cart.getByRole('textbox', { name: 'Promo code' })).toHaveValue('WALLET3OFF');

  await list.getByRole('button', { name: 'Remove $3 Off Your Order' }).click();
  await expect(list.getByRole('button', { name: 'Apply $3 Off Your Order' })).toBeEnabled();
  await expect(list.getByRole('button', { name: 'Apply Free Honey Butter Biscuit' })).toBeEnabled();
  await expect(cart.locator('[data-total="discount"]')).toHaveCount(0);
});

test('§5 on catering a member sees only the catering - offers, with the prefix stripped', async ({
  page,
}) => {
  await signIn(page, consumerUrl, DEMO.email, DEMO.password);
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await page.goto(`${cateringUrl}/order/product?id=CT-CHICKEN-BISCUITS-DOZEN`);
  await page.getByRole('button', { name: 'Add to Box · $44.99' }).click();
  const list = offers(drawer(page));
  await expect(list.locator('.mc-reward-label')).toHaveText([
    /^\$20 Off Catering/,
    'Free Gallon of Sweet Tea',
  ]);
  // §8: a failed apply shows 'Error: ' plus the first error (CATER20 needs $100).
  await list.getByRole('button', { name: 'Apply $20 Off Catering' }).click();
  await expect(list.getByRole('alert')).toHaveText(
    'Error: Offer not valid - $100.00 Minimum Required',
  );
  await list.getByRole('button', { name: 'Apply Free Gallon of Sweet Tea' }).click();
  await expect(list.getByRole('button', { name: 'Remove Free Gallon of Sweet Tea' })).toBeVisible();
  await expect(list.getByRole('alert')).toHaveCount(0);
  await expect(drawer(page).locator('[data-total="discount"] dd')).toHaveText('−$8.99');
});
