import { expect, test, type Locator } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import { memberSession, REWARDS, signInBrowser } from './account-support';
import { checkout, confirmationDialog } from './checkout-support';
import { chooseRestaurant, drawer, openBox, signIn } from './menu-cart-support';

const RALEIGH = 101;
const DEMO = { email: 'demo@example.com', password: 'Biscuits123!' };

function offers(boxPanel: Locator): Locator {
  return boxPanel.getByRole('region', { name: 'Your Offers' });
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

  const boxPanel = drawer(page);
  const list = offers(boxPanel);
  // Unexpired, incomplete and not catering: no 'catering - …', no expired birthday, no used tea.
  await expect(list.locator('.menuCart-reward-label')).toHaveText([
    'Free Honey Butter Biscuit',
    /^\$3 Off Your Order/,
  ]);
  await list.getByRole('button', { name: 'Apply $3 Off Your Order' }).click();
  await expect(list.getByRole('button', { name: 'Remove $3 Off Your Order' })).toBeVisible();
  // §4.5: another offer's Apply is disabled while a coupon is on the order.
  await expect(
    list.getByRole('button', { name: 'Apply Free Honey Butter Biscuit' }),
  ).toBeDisabled();
  await expect(boxPanel.locator('[data-total="discount"] dd')).toHaveText('−$3.00');
  // The receipt names the reward, not the code it is applied with.
  await expect(boxPanel.locator('[data-total="discount"] dt')).toHaveText(
    'Reward: $3 Off Your Order',
  );
  // The promo field names it too, keeping its code out of the field the customer types in.
  const promo = boxPanel.locator('form.menuCart-promo');
  await expect(promo.getByRole('status')).toHaveText(
    'Reward $3 Off Your Order applied: you save $3.00.',
  );
  await expect(promo.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');

  await list.getByRole('button', { name: 'Remove $3 Off Your Order' }).click();
  await expect(list.getByRole('button', { name: 'Apply $3 Off Your Order' })).toBeEnabled();
  await expect(list.getByRole('button', { name: 'Apply Free Honey Butter Biscuit' })).toBeEnabled();
  await expect(boxPanel.locator('[data-total="discount"]')).toHaveCount(0);
});

test('§5 on catering a member sees only the catering - offers, with the prefix stripped', async ({
  page,
}) => {
  // Signed in on the catering site: each channel has its own sign-in (its own session cookie).
  await signIn(page, cateringUrl, DEMO.email, DEMO.password);
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await page.goto(`${cateringUrl}/order/product?id=CT-CHICKEN-BISCUITS-DOZEN`);
  await page.getByRole('button', { name: 'Add to Box · $44.99' }).click();
  let list = offers(drawer(page));
  await expect(list.locator('.menuCart-reward-label')).toHaveText([
    /^\$20 Off Catering/,
    'Free Gallon of Sweet Tea',
  ]);
  // §8: a failed apply shows 'Error: ' plus the first error (CATER20 needs $100).
  await list.getByRole('button', { name: 'Apply $20 Off Catering' }).click();
  await expect(list.getByRole('alert')).toHaveText(
    'Error: Offer not valid - $100.00 Minimum Required',
  );
  // A free gallon is about the gallon: a box without one is told to add it, and gets nothing.
  await list.getByRole('button', { name: 'Apply Free Gallon of Sweet Tea' }).click();
  await expect(list.getByRole('alert')).toHaveText(
    'Error: Add 1 Sweet Tea by the Gallon to your box to use this code.',
  );
  await expect(drawer(page).locator('[data-total="discount"]')).toHaveCount(0);
  await page.goto(`${cateringUrl}/order/product?id=CT-SWEET-TEA-GALLON`);
  await page.getByRole('button', { name: 'Add to Box · $8.99' }).click();
  const boxPanel = drawer(page);
  list = offers(boxPanel);
  await list.getByRole('button', { name: 'Apply Free Gallon of Sweet Tea' }).click();
  await expect(list.getByRole('button', { name: 'Remove Free Gallon of Sweet Tea' })).toBeVisible();
  await expect(list.getByRole('alert')).toHaveCount(0);
  await expect(boxPanel.locator('[data-total="discount"] dd')).toHaveText('−$8.99');
  await expect(boxPanel.locator('[data-total="discount"] dt')).toHaveText(
    'Reward: Free Gallon of Sweet Tea',
  );
  await expect(boxPanel.locator('form.menuCart-promo').getByRole('status')).toHaveText(
    'Reward Free Gallon of Sweet Tea applied: you save $8.99.',
  );
});

test('§4.4 §5 a guest’s promo field refuses a member’s wallet code as an unknown code, in English and Spanish; public codes still apply', async ({
  page,
}) => {
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await page.goto('/order/product?id=BB-CHICKEN-BISCUIT');
  await page.getByRole('button', { name: 'Add to Box · $3.99' }).click();
  const boxPanel = drawer(page);
  const promo = boxPanel.getByRole('textbox', { name: 'Promo code' });
  for (const code of ['NOSUCHCODE', 'FREEBISCUIT', 'WALLET3OFF', 'FREETEA']) {
    await promo.fill(code);
    await boxPanel.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(boxPanel.getByRole('alert')).toHaveText('Error: Invalid promo code.');
    await expect(promo).toBeEnabled();
  }
  await promo.fill('SAVE10');
  await boxPanel.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(promo).toBeDisabled();
  await expect(boxPanel.getByRole('alert')).toHaveCount(0);
  await expect(boxPanel.locator('[data-total="discount"] dd')).toHaveText('−$0.40');

  await boxPanel.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.goto('/order?lang=es');
  const box = await openBox(page);
  const codigo = box.getByRole('textbox', { name: 'Código promocional' });
  await codigo.fill('FREEBISCUIT');
  await box.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await expect(box.getByRole('alert')).toHaveText('Error: Código promocional no válido.');
});

test('§4.5 §5 a wallet reward is used by one placed order (its free biscuit in the box): it leaves the wallet and its code no longer applies', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInBrowser(page, await memberSession(request, REWARDS));
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await page.goto('/order/product?id=BB-CHICKEN-BISCUIT');
  await page.getByRole('button', { name: 'Add to Box · $3.99' }).click();
  let list = offers(drawer(page));
  await expect(list.locator('.menuCart-reward-label')).toHaveText([
    'Free Honey Butter Biscuit',
    /^\$3 Off Your Order/,
  ]);
  // A free biscuit is about the biscuit: a box without one is told to add it, and gets nothing.
  await list.getByRole('button', { name: 'Apply Free Honey Butter Biscuit' }).click();
  await expect(list.getByRole('alert')).toHaveText(
    'Error: Add 1 Honey Butter Biscuit to your box to use this code.',
  );
  await expect(drawer(page).locator('[data-total="discount"]')).toHaveCount(0);
  await page.goto('/order/product?id=BB-HONEY-BISCUIT');
  await page.getByRole('button', { name: 'Add to Box · $1.69' }).click();
  list = offers(drawer(page));
  await list.getByRole('button', { name: 'Apply Free Honey Butter Biscuit' }).click();
  await expect(
    list.getByRole('button', { name: 'Remove Free Honey Butter Biscuit' }),
  ).toBeVisible();
  await expect(drawer(page).locator('[data-total="discount"] dd')).toHaveText('−$1.69');
  await drawer(page)
    .getByRole('button', { name: /^Proceed to Checkout/ })
    .click();
  await checkout(page).getByRole('button', { name: 'Review order' }).click();
  await confirmationDialog(page).getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/confirm\?id=/);
  // The placed order names its reward: the confirmation's receipt reads it from the order.
  await expect(checkout(page).locator('[data-total="discount"] dt')).toHaveText(
    'Reward: Free Honey Butter Biscuit',
  );

  // A new box: the used reward is gone from the wallet, and typed in, its code is refused.
  await page.goto('/order/product?id=BB-CHICKEN-BISCUIT');
  await page.getByRole('button', { name: 'Add to Box · $3.99' }).click();
  const boxPanel = drawer(page);
  list = offers(boxPanel);
  await expect(list.locator('.menuCart-reward-label')).toHaveText([/^\$3 Off Your Order/]);
  await boxPanel.getByRole('textbox', { name: 'Promo code' }).fill('FREEBISCUIT');
  await boxPanel.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(boxPanel.getByRole('alert')).toHaveText('Error: Invalid promo code.');
});
