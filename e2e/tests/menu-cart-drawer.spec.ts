import { expect, test, type Locator, type Page } from '@playwright/test';
import { consumerUrl } from '../support/ports';
import {
  api,
  chooseRestaurant,
  drawer,
  group,
  money,
  openBox,
  storedOrderId,
} from './menu-cart-support';

const RALEIGH = 101;

/** §4.1 step 2 through the product page: choices, then Add to Box; the drawer opens. */
async function addTenders(page: Page) {
  await page.goto('/menu');
  await page.getByRole('link', { name: '3 Piece Tenders Combo' }).click();
  await expect(page).toHaveURL(/\/order\/product\?id=BB-3PC-TENDERS/);
  // Nothing chosen yet: each unmet rule is named.
  await page.getByRole('button', { name: /^Add to Box/ }).click();
  const problems = page.locator('.menuCart-form-problems');
  await expect(problems).toContainText('Choose a side.');
  await expect(problems).toContainText('Choose a drink.');
  // The combo includes a biscuit: which one is a choice, never 'No thanks'.
  await expect(problems).toContainText('Choose your biscuit.');
  await expect(group(page, 'Biscuit').getByRole('radio', { name: 'No thanks' })).toHaveCount(0);
  await group(page, 'Biscuit')
    .getByRole('radio', { name: /Buttermilk Biscuit/ })
    .check();
  await group(page, 'Choose a Side')
    .getByRole('radio', { name: /Mac & Cheese/ })
    .check();
  await group(page, 'Choose a Drink')
    .getByRole('radio', { name: /Southern Sweet Tea/ })
    .check();
  const sauces = group(page, 'Dipping Sauces');
  await sauces.getByRole('button', { name: 'One more Honey Mustard' }).click();
  await sauces.getByRole('button', { name: 'One more Honey Mustard' }).click();
  await page.getByRole('textbox', { name: 'Special instructions' }).fill('Extra crispy');
  await page
    .getByRole('group', { name: 'Quantity' })
    .getByRole('button', { name: /One more/ })
    .click();
  // Live price: (8.99 + 0.50 Mac & Cheese) × 2.
  await addToBox(page, '$18.98');
  await drawer(page).getByRole('button', { name: 'Close cart' }).click();
}

async function addSandwich(page: Page) {
  await page.goto('/order/product?id=BB-CHICKEN-SANDWICH');
  await group(page, 'Chicken Style')
    .getByRole('radio', { name: /Cajun Spiced/ })
    .check();
  await group(page, 'Extras')
    .getByRole('checkbox', { name: /Extra Pickles/ })
    .check();
  // A single choice one may leave out reads 'Optional', not 'Choose up to 1' beside 'No thanks'.
  await expect(group(page, 'Make It a Combo').locator('.menuCart-option-rule')).toHaveText(
    'Optional',
  );
  await expect(group(page, 'Extras').locator('.menuCart-option-rule')).toHaveText('Choose up to 4');
  // The combo asks which drink.
  await group(page, 'Make It a Combo')
    .getByRole('radio', { name: /Combo with Fries & Southern Sweet Tea/ })
    .check();
  await addToBox(page, '$8.58');
  await drawer(page).getByRole('button', { name: 'Close cart' }).click();
}

async function addBiscuits(page: Page) {
  await page.goto('/order/product?id=BB-HALF-DOZEN');
  const spreads = group(page, 'Spreads');
  await spreads.getByRole('button', { name: 'One more Apple Butter' }).click();
  await spreads.getByRole('button', { name: 'One more Apple Butter' }).click();
  await addToBox(page, '$7.49');
}

/** Adds at the live price shown on the button; the drawer then opens. */
async function addToBox(page: Page, price: string) {
  await page.getByRole('button', { name: `Add to Box · ${price}` }).click();
  await expect(drawer(page)).toBeVisible();
}

function line(boxPanel: Locator, name: string): Locator {
  return boxPanel
    .getByRole('listitem')
    .filter({ has: boxPanel.page().getByRole('heading', { name }) });
}

async function applyCode(boxPanel: Locator, code: string) {
  await boxPanel.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await boxPanel.getByRole('button', { name: 'Apply', exact: true }).click();
}

async function expectTotalsOfValidate(page: Page, boxPanel: Locator) {
  const orderId = await storedOrderId(page);
  const validated = await api<{
    totals: { subtotal: number; discount: number; tax: number; total: number };
  }>(page.request, consumerUrl, 'POST', `orders/${orderId}/validate`);
  const totals = boxPanel.getByRole('definition');
  await expect(boxPanel.locator('[data-total="subtotal"] dd')).toHaveText(
    money(validated.totals.subtotal),
  );
  await expect(boxPanel.locator('[data-total="tax"] dd')).toHaveText(money(validated.totals.tax));
  await expect(boxPanel.locator('[data-total="total"] dd')).toHaveText(
    money(validated.totals.total),
  );
  if (validated.totals.discount > 0) {
    await expect(boxPanel.locator('[data-total="discount"] dd')).toHaveText(
      `−${money(validated.totals.discount)}`,
    );
  }
  await expect(totals.first()).toBeVisible();
  await expect(boxPanel.getByRole('button', { name: /^Proceed to Checkout/ })).toHaveText(
    `Proceed to Checkout · ${money(validated.totals.total)}`,
  );
}

test('§2.7 §4.4 §4.6 §8 a guest builds a box of three products with options, drives the counter and every coupon case; totals are the validate response to the cent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await addTenders(page);
  await addSandwich(page);
  await addBiscuits(page);

  const boxPanel = drawer(page);
  await expect(boxPanel.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  const tenders = line(boxPanel, '3 Piece Tenders Combo');
  await expect(tenders).toContainText('1 × Mac & Cheese');
  await expect(tenders).toContainText('2 × Honey Mustard');
  await expect(tenders).toContainText('Instructions: Extra crispy');
  await expect(tenders).toContainText('$18.98');
  await expect(line(boxPanel, 'Southern Chicken Sandwich')).toContainText('1 × Cajun Spiced');
  await expect(line(boxPanel, 'Southern Chicken Sandwich')).toContainText(
    '1 × Combo with Fries & Southern Sweet Tea',
  );
  await expect(tenders).toContainText('1 × Buttermilk Biscuit');
  await expect(line(boxPanel, 'Half Dozen Biscuits')).toContainText('2 × Apple Butter');
  await expectTotalsOfValidate(page, boxPanel);

  // §4.6 counter: trash at 1, decrease above 1, plus.
  const sandwich = line(boxPanel, 'Southern Chicken Sandwich');
  await expect(
    sandwich.getByRole('button', { name: 'Remove Southern Chicken Sandwich' }),
  ).toBeVisible();
  await expect(
    sandwich.getByRole('button', { name: 'One less Southern Chicken Sandwich' }),
  ).toHaveCount(0);
  await sandwich.getByRole('button', { name: 'One more Southern Chicken Sandwich' }).click();
  await expect(sandwich.getByRole('status').or(sandwich.locator('output'))).toHaveText('2');
  await expect(
    sandwich.getByRole('button', { name: 'Remove Southern Chicken Sandwich' }),
  ).toHaveCount(0);
  await sandwich.getByRole('button', { name: 'One less Southern Chicken Sandwich' }).click();
  await expect(sandwich.locator('output')).toHaveText('1');
  await expect(
    sandwich.getByRole('button', { name: 'Remove Southern Chicken Sandwich' }),
  ).toBeVisible();

  // §4.4, §5, §8: each coupon case of the sandbox, verbatim.
  const promo = boxPanel.getByRole('textbox', { name: 'Promo code' });
  await applyCode(boxPanel, '');
  await expect(boxPanel.getByRole('alert')).toHaveText('Error: Promo code cannot be empty.');
  await applyCode(boxPanel, 'nosuchcode');
  await expect(boxPanel.getByRole('alert')).toHaveText('Error: Invalid promo code.');
  // A real code past its date says so, naming it, apart from an unknown one.
  await applyCode(boxPanel, 'EXPIRED5');
  await expect(boxPanel.getByRole('alert')).toHaveText('Error: Promo code EXPIRED5 has expired.');
  await applyCode(boxPanel, 'BIGBOX20');
  await expect(boxPanel.getByRole('alert')).toHaveText(
    'Offer not valid - $200.00 Minimum Required',
  );
  await applyCode(boxPanel, 'LOCKED10');
  await expect(boxPanel.getByRole('alert')).toHaveText(
    'Error: Promo code is currently in use on another transaction',
  );
  // Sent upper-cased; approved disables the input and turns Apply into Remove.
  await applyCode(boxPanel, 'save10');
  await expect(promo).toBeDisabled();
  await expect(promo).toHaveValue('SAVE10');
  await expect(boxPanel.getByRole('alert')).toHaveCount(0);
  await expectTotalsOfValidate(page, boxPanel);
  await boxPanel.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(promo).toBeEnabled();
  await expect(promo).toHaveValue('');
  await expect(boxPanel.locator('[data-total="discount"]')).toHaveCount(0);

  // §4.6: a decrease that leaves the box under $200 removes the coupon.
  await applyCode(boxPanel, 'FIVEOFF');
  await expect(promo).toBeDisabled();
  await tenders.getByRole('button', { name: 'One less 3 Piece Tenders Combo' }).click();
  await expect(tenders.locator('output')).toHaveText('1');
  await expect(promo).toBeEnabled();
  // FIVEOFF has no minimum of its own: the box says the §4.6 rule took it off, not a minimum.
  await expect(
    boxPanel.getByText(
      'FIVEOFF came off: under $200.00, a box that gets smaller loses its code. You can apply it again.',
    ),
  ).toBeVisible();
  await expectTotalsOfValidate(page, boxPanel);

  // §4.6: trash removes a line; the last one goes back to /order and drops the coupon.
  await applyCode(boxPanel, 'SAVE10');
  await expect(promo).toBeDisabled();
  const orderId = await storedOrderId(page);
  await sandwich.getByRole('button', { name: 'Remove Southern Chicken Sandwich' }).click();
  await expect(sandwich).toHaveCount(0);
  await line(boxPanel, 'Half Dozen Biscuits')
    .getByRole('button', { name: 'Remove Half Dozen Biscuits' })
    .click();
  await expect(line(boxPanel, 'Half Dozen Biscuits')).toHaveCount(0);
  await tenders.getByRole('button', { name: 'Remove 3 Piece Tenders Combo' }).click();
  await expect(page).toHaveURL(/\/order$/);
  const emptied = await api<{ coupon: unknown; products: unknown[] }>(
    page.request,
    consumerUrl,
    'GET',
    `orders/${orderId}`,
  );
  expect(emptied.products).toHaveLength(0);
  expect(emptied.coupon).toBeNull();
  await openBox(page);
  await expect(drawer(page)).toContainText('Your cart is empty');
});
