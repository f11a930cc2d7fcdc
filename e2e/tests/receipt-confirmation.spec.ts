import { expect, test, type Locator } from '@playwright/test';
import { LOOKS, VIEWPORTS, speak } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import {
  boxAt,
  checkout,
  CHECKOUT_WORDS,
  fillCard,
  fillContact,
  placeFromDialog,
} from './checkout-support';
import { api, drawer, money } from './menu-cart-support';
import type { Order } from '@qsr/shared-contracts/core';

const RALEIGH = 101;
const APPROVED = '4111111111111111';

/** The placed order as the ordering API answers it: what the receipt must show, all of it. */
interface PricedOrder {
  number?: string;
  products: Array<{ name: string; quantity: number; cost: { total: number } }>;
  totals: Order['totals'];
}

/** The receipt's words, and the box drawer's for a promo code. */
const WORDS = {
  'en-US': {
    promoCode: 'Promo code',
    apply: 'Apply',
    closeDrawer: 'Close cart',
    paidWith: 'Paid with Visa ending in 1111',
    rows: {
      subtotal: 'Subtotal',
      promo: 'Promo code SAVE10',
      delivery: 'Delivery fee',
      free: 'FREE',
      service: 'Service fee',
      tax: 'Tax',
      tip: 'Tip',
      donation: 'Round-up donation',
      total: 'Total',
    },
  },
  es: {
    promoCode: 'Código promocional',
    apply: 'Aplicar',
    closeDrawer: 'Cerrar carrito',
    paidWith: 'Pagado con Visa terminada en 1111',
    rows: {
      subtotal: 'Subtotal',
      promo: 'Código promocional SAVE10',
      delivery: 'Costo de entrega',
      free: 'GRATIS',
      service: 'Cargo por servicio',
      tax: 'Impuestos',
      tip: 'Propina',
      donation: 'Donación por redondeo',
      total: 'Total',
    },
  },
} as const;

const cents = (text: string) =>
  Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) * (text.startsWith('−') ? -1 : 1);

for (const { viewport, language } of LOOKS) {
  test(`one receipt: a delivery with a promo code, a tip and a round-up is confirmed line by line as the API priced it (${viewport.name}, ${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const words = WORDS[language];
    const said = CHECKOUT_WORDS[language];
    const { rows: names } = words;
    await page.setViewportSize(viewport);
    await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]], {
      delivery: { address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' },
    });
    await speak(page, language);
    await page.goto('/order/checkout');
    const area = checkout(page);
    await expect(area.getByLabel(said.delivery)).toBeChecked();
    await fillContact(area, language);
    await fillCard(area, APPROVED, language);
    await area.getByRole('button', { name: said.promoAdd }).click();
    await drawer(page).getByRole('textbox', { name: words.promoCode }).fill('save10');
    await drawer(page).getByRole('button', { name: words.apply, exact: true }).click();
    await drawer(page).getByRole('button', { name: words.closeDrawer }).click();
    await area.getByLabel(/^20 ?%/).check();
    await area.getByLabel(said.roundUp).check();
    await expect(area.locator('[data-total="donation"] dd')).toBeVisible();
    await expect(area.locator('[data-total="discount"] dt')).toHaveText(names.promo);
    await area.getByRole('button', { name: said.review }).click();

    const { id } = await placeFromDialog(page, consumerUrl, undefined, language);
    // In the customer's language: the names the receipt shows.
    const placed = await api<PricedOrder>(
      page.request,
      consumerUrl,
      'GET',
      `orders/${id}`,
      undefined,
      { 'accept-language': language },
    );
    const { totals } = placed;
    expect(totals.discount).toBeGreaterThan(0);
    expect(totals.tip).toBeGreaterThan(0);
    expect(totals.donations).toBeGreaterThan(0);

    const receipt = checkout(page).getByRole('region', { name: said.yourOrder });
    await expect(receipt.locator('[data-receipt-payment]')).toContainText(words.paidWith);
    const rows = await receipt
      .locator('[data-total]')
      .evaluateAll((found) =>
        found.map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('dd')?.textContent ?? '',
        ]),
      );
    expect(rows.map(([name, amount]) => `${name} ${amount}`)).toEqual([
      `${names.subtotal} ${money(totals.subtotal)}`,
      `${names.promo} −${money(totals.discount)}`,
      `${names.delivery} ${totals.handoff === 0 ? names.free : money(totals.handoff)}`,
      `${names.service} ${money(totals.fees)}`,
      `${names.tax} ${money(totals.tax)}`,
      `${names.tip} ${money(totals.tip)}`,
      `${names.donation} ${money(totals.donations)}`,
      `${names.total} ${money(totals.total)}`,
    ]);
    // What the page shows adds up: its lines to the subtotal, its rows to the total.
    const amounts = rows.map(([, amount]) => (amount === names.free ? 0 : cents(amount as string)));
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
}

/** A receipt's rows as read: `Tip $0.00`, in the page's order. */
const rowsIn = (scope: Locator) =>
  scope
    .locator('[data-total]')
    .evaluateAll((found) =>
      found.map(
        (row) =>
          `${row.querySelector('dt')?.textContent ?? ''} ${row.querySelector('dd')?.textContent ?? ''}`,
      ),
    );

for (const language of ['en-US', 'es'] as const) {
  test(`a pickup with no tip has the same receipt rows at review and on its confirmation (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const said = CHECKOUT_WORDS[language];
    await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]]);
    await speak(page, language);
    await page.goto('/order/checkout');
    const area = checkout(page);
    await expect(area.getByLabel(said.pickup)).toBeChecked();
    await fillContact(area, language);
    await fillCard(area, APPROVED, language);
    const review = await rowsIn(area.locator('.checkout-totals'));
    // The tip was asked and none given: the review says so.
    expect(review).toContain(`${WORDS[language].rows.tip} $0.00`);
    await area.getByRole('button', { name: said.review }).click();
    await placeFromDialog(page, consumerUrl, undefined, language);
    const receipt = checkout(page).getByRole('region', { name: said.yourOrder });
    await expect(receipt.locator('[data-total="total"]')).toBeVisible();
    expect(await rowsIn(receipt)).toEqual(review);
  });
}

test('an unknown order id shows a not-found page only, in English and Spanish, on a phone and a desktop', async ({
  page,
}) => {
  const unknown = '3f2b8c1e-5d0a-4c7e-9a61-2b7d4e8f0a13';
  for (const [viewport, lang, notFound, thanks] of VIEWPORTS.flatMap((viewport) => [
    [viewport, 'en-US', 'Order not found', 'Thanks for your order'] as const,
    [viewport, 'es', 'Pedido no encontrado', 'Gracias por tu pedido'] as const,
  ])) {
    await page.setViewportSize(viewport);
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
