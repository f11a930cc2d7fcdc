import { expect, test, type Locator, type Page } from '@playwright/test';
import { consumerUrl } from '../support/ports';
import {
  boxAt,
  checkout,
  confirmationDialog,
  fillCard,
  fillContact,
  sandboxOrder,
} from './checkout-support';
import { money } from './menu-cart-support';

const RALEIGH = 101;

/** The page's total once nothing is being priced, and the ordering API's for the same order. */
async function totalsAgree(page: Page, area: Locator, id: string, step: string) {
  const totals = area.getByRole('region', { name: 'Order total' });
  await expect(totals, step).toHaveAttribute('aria-busy', 'false');
  await expect(totals.getByRole('status'), step).toBeEmpty();
  const order = await sandboxOrder(page, consumerUrl, id);
  await expect(totals.locator('[data-total="total"] dd'), step).toHaveText(
    money(order.totals.total),
  );
  return order;
}

test('checkout’s total follows every change: it is the ordering API’s, on the page and in review', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const box = await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]]);
  await page.goto('/order/checkout');
  const area = checkout(page);
  await expect(area.getByLabel('Pickup')).toBeChecked();
  const atPickup = await totalsAgree(page, area, box.id, 'pickup');

  await area.getByLabel('Delivery').check();
  const delivering = await totalsAgree(page, area, box.id, 'delivery');
  expect(delivering.handoff).toBe('dispatch');
  expect(delivering.totals.total).toBeGreaterThan(atPickup.totals.total);
  await expect(area.locator('[data-total="delivery"] dt')).toHaveText('Delivery fee');
  await expect(area.getByText(/^Fees$/)).toHaveCount(0);

  await area.getByLabel('Street address').fill('500 Hillsborough St');
  await area.getByLabel('City', { exact: true }).fill('Raleigh');
  await area.getByLabel('Zip code', { exact: true }).fill('27603');
  await expect
    .poll(async () => (await sandboxOrder(page, consumerUrl, box.id)).address?.zip)
    .toBe('27603');
  await totalsAgree(page, area, box.id, 'address typed');

  await area.getByLabel('Pickup').check();
  const back = await totalsAgree(page, area, box.id, 'back to pickup');
  expect(back.handoff).toBe('pickup');
  expect(back.totals.total).toBe(atPickup.totals.total);

  await area.getByLabel(/^18%/).check();
  const tipped = await totalsAgree(page, area, box.id, 'tip');
  expect(tipped.totals.tip).toBeGreaterThan(0);

  await area.getByLabel(/^Round up my order for the Foundation/).check();
  await totalsAgree(page, area, box.id, 'round-up');

  await fillContact(area);
  await fillCard(area, '4111111111111111');
  const final = await totalsAgree(page, area, box.id, 'before review');
  await area.getByRole('button', { name: 'Review order' }).click();
  const dialog = confirmationDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(money(final.totals.total)).first()).toBeVisible();
});
