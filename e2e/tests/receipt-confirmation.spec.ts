import { expect, test } from '@playwright/test';
import { consumerUrl } from '../support/ports';
import { boxAt, checkout, fillCard, fillContact, placeFromDialog } from './checkout-support';
import { api, drawer, money } from './menu-cart-support';

const RALEIGH = 101;
const APPROVED = '4111111111111111';

/** The placed order as the ordering API answers it: what the receipt must show, all of it. */
interface PricedOrder {
  number?: string;
  products: Array<{ name: string; quantity: number; cost: { total: number } }>;
  totals: {
    subtotal: number;
    discount: number;
    handoff: number;
    fees: number;
    tax: number;
    tip: number;
    donations: number;
    total: number;
  };
}

const cents = (text: string) =>
  Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) * (text.startsWith('−') ? -1 : 1);

test('one receipt: a delivery with a promo code, a tip and a round-up is confirmed line by line as the API priced it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]], {
    delivery: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' },
  });
  await page.goto('/order/checkout');
  const area = checkout(page);
  await expect(area.getByLabel('Delivery')).toBeChecked();
  await fillContact(area);
  await fillCard(area, APPROVED);
  await area.getByRole('button', { name: 'Add a promo code or reward' }).click();
  await drawer(page).getByRole('textbox', { name: 'Promo code' }).fill('save10');
  await drawer(page).getByRole('button', { name: 'Apply', exact: true }).click();
  await drawer(page).getByRole('button', { name: 'Close cart' }).click();
  await area.getByLabel(/^20%/).check();
  await area.getByLabel(/^Round up my order for the Foundation/).check();
  await expect(area.locator('[data-total="donation"] dd')).toBeVisible();
  await expect(area.locator('[data-total="discount"] dt')).toHaveText('Promo code SAVE10');
  await area.getByRole('button', { name: 'Review order' }).click();

  const { id } = await placeFromDialog(page, consumerUrl);
  const placed = await api<PricedOrder>(page.request, consumerUrl, 'GET', `orders/${id}`);
  const { totals } = placed;
  expect(totals.discount).toBeGreaterThan(0);
  expect(totals.tip).toBeGreaterThan(0);
  expect(totals.donations).toBeGreaterThan(0);

  const receipt = checkout(page).getByRole('region', { name: 'Your order' });
  await expect(receipt.locator('[data-receipt-payment]')).toContainText(
    'Paid with Visa ending in 1111',
  );
  const rows = await receipt
    .locator('[data-total]')
    .evaluateAll((found) =>
      found.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );
  expect(rows.map(([name, amount]) => `${name} ${amount}`)).toEqual([
    `Subtotal ${money(totals.subtotal)}`,
    `Promo code SAVE10 −${money(totals.discount)}`,
    `Delivery fee ${totals.handoff === 0 ? 'FREE' : money(totals.handoff)}`,
    `Service fee ${money(totals.fees)}`,
    `Tax ${money(totals.tax)}`,
    `Tip ${money(totals.tip)}`,
    `Round-up donation ${money(totals.donations)}`,
    `Total ${money(totals.total)}`,
  ]);
  // What the page shows adds up: its lines to the subtotal, its rows to the total.
  const amounts = rows.map(([, amount]) => (amount === 'FREE' ? 0 : cents(amount as string)));
  expect(amounts.slice(0, -1).reduce((sum, amount) => sum + amount, 0)).toBe(
    amounts.at(-1) as number,
  );
  const lines = await receipt.locator('[data-receipt-line]').allInnerTexts();
  expect(lines).toHaveLength(placed.products.length);
  placed.products.forEach((line, index) => {
    expect(lines[index]).toContain(`${line.quantity} × ${line.name}`);
    expect(lines[index]).toContain(money(line.cost.total));
  });
  expect(placed.products.reduce((sum, line) => sum + Math.round(line.cost.total * 100), 0)).toBe(
    Math.round(totals.subtotal * 100),
  );
});

test('an unknown order id shows a not-found page only, in English and Spanish', async ({
  page,
}) => {
  const unknown = '3f2b8c1e-5d0a-4c7e-9a61-2b7d4e8f0a13';
  for (const [lang, notFound, thanks] of [
    ['en-US', 'Order not found', 'Thanks for your order'],
    ['es', 'Pedido no encontrado', 'Gracias por tu pedido'],
  ] as const) {
    await page.goto(`/order/confirm?id=${unknown}&lang=${lang}`);
    const area = checkout(page);
    await expect(area.getByRole('heading', { level: 1 })).toHaveText(notFound);
    await expect(page.getByText(thanks)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(unknown);
    await expect(
      page.getByRole('alert').filter({ hasText: /Order not found|\[130\]/ }),
    ).toHaveCount(0);
  }
});
