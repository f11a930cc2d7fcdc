import { expect, test, type Locator, type Page } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import { boxAt } from './checkout-support';
import {
  api,
  chooseRestaurant,
  drawer,
  openBox,
  reopenWith,
  storedOrderId,
} from './menu-cart-support';

const RALEIGH = 101;

async function addBiscuit(page: Page): Promise<Locator> {
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await page.goto('/order/product?id=BB-BISCUIT');
  await page.getByRole('button', { name: 'Add to Box · $1.39' }).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

const dollars = async (boxPanel: Locator, row: string) =>
  Number(
    ((await boxPanel.locator(`[data-total="${row}"] dd`).textContent()) ?? '').replace('$', ''),
  );

test('§7.5 §4.6 view_cart, add_to_cart and remove_from_cart reach the data layer', async ({
  page,
}) => {
  const boxPanel = await addBiscuit(page);
  await boxPanel.getByRole('button', { name: 'One more Buttermilk Biscuit' }).click();
  await expect(boxPanel.locator('output')).toHaveText('2');
  await boxPanel.getByRole('button', { name: 'One less Buttermilk Biscuit' }).click();
  await expect(boxPanel.locator('output')).toHaveText('1');
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer ?? [])
      .map((entry) => entry.event)
      .filter(Boolean),
  );
  expect(events).toEqual(['add_to_cart', 'view_cart', 'add_to_cart', 'remove_from_cart']);
});

test('§4.12 the round-up donation follows the totals', async ({ page }) => {
  await addBiscuit(page);
  const orderId = await storedOrderId(page);
  // The donation is chosen at checkout (another team); the sandbox sets one here.
  const withDonation = await api<object>(
    page.request,
    consumerUrl,
    'PUT',
    `/api/v2/carts/${orderId}/donations`,
    { id: 1, amount: 0.01 },
  );
  const boxPanel = await reopenWith(page, withDonation);
  for (const quantity of [1, 2]) {
    const subtotal = await dollars(boxPanel, 'subtotal');
    const tax = await dollars(boxPanel, 'tax');
    const cents = Math.round((subtotal + tax) * 100);
    const roundUp = (Math.ceil(cents / 100) * 100 - cents) / 100 || 1;
    await expect(boxPanel.locator('[data-total="donation"] dd')).toHaveText(
      `$${roundUp.toFixed(2)}`,
    );
    if (quantity === 1) {
      await boxPanel.getByRole('button', { name: 'One more Buttermilk Biscuit' }).click();
      await expect(boxPanel.locator('output')).toHaveText('2');
    }
  }
});

test('§2.7 Add More Items on a phone goes back to the menu and the drawer closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const boxPanel = await addBiscuit(page);
  await boxPanel.getByRole('button', { name: 'Add More Items' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(drawer(page)).toHaveCount(0);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`§2.7 a short box keeps its checkout at the drawer's foot (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await chooseRestaurant(page, consumerUrl, RALEIGH);
    await page.goto('/order/product?id=BB-BISCUIT');
    await page.getByRole('button', { name: /^Add to Box/ }).click();
    const boxPanel = drawer(page);
    const checkout = boxPanel.getByRole('button', { name: /^Proceed to Checkout/ });
    await expect(checkout).toBeVisible();
    await expect(boxPanel.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
    // Measured once the drawer has slid in.
    await boxPanel.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const drawerBox = (await boxPanel.boundingBox())!;
    const buttonBox = (await checkout.boundingBox())!;
    // The drawer's own padding below the button, not a band of empty drawer.
    const gapBelow = drawerBox.y + drawerBox.height - (buttonBox.y + buttonBox.height);
    expect(gapBelow).toBeGreaterThan(0);
    expect(gapBelow).toBeLessThanOrEqual(24);
  });
}

test('§5 on a phone, under the catering delivery minimum the box’s total stays in view: the notice flows under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Three lines: the total stands low in the drawer, where a tall sticky notice stood over it.
  await boxAt(
    page,
    cateringUrl,
    RALEIGH,
    [
      ['CT-TENDERS-BOX-20', 1],
      ['CT-SIDE-MAC', 1],
      ['CT-SWEET-TEA-GALLON', 1],
    ],
    { catering: true, delivery: { address: '123 Fayetteville St', city: 'Raleigh', zip: '27601' } },
  );
  await page.goto(`${cateringUrl}/menu`);
  const boxPanel = await openBox(page);
  await boxPanel.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await expect(boxPanel.getByText("Head's up!")).toBeVisible();
  await expect(
    boxPanel.getByText(/^Add \$[\d.]+ more to reach the \$150\.00 delivery minimum\.$/),
  ).toBeVisible();
  const total = boxPanel.locator('[data-total="total"]');
  await total.scrollIntoViewIfNeeded();
  // What the customer sees at the total's middle is the total, not something standing over it.
  const onTop = await total.evaluate((row) => {
    const { left, top, width, height } = row.getBoundingClientRect();
    return row.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(onTop).toBe(true);
});
