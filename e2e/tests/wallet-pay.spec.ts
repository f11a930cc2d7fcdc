import { expect, test } from '@playwright/test';
import { holdSandboxWallet, nextWalletAnswer, walletSheets } from '../support/browser-wallet';
import { cateringUrl, consumerUrl } from '../support/ports';
import { freshBox, switchLanguage } from './a11y-support';
import {
  checkout,
  CHECKOUT_WORDS,
  confirmationDialog,
  fillContact,
  placeFromDialog,
} from './checkout-support';

const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
const WALLET = 'Sandbox Wallet';

/**
 * §4.1 step 6 with the wallet (Payment Request API): offered where the browser can pay with it,
 * its sheet showing the priced order's receipt, its token charged through the BFF like a card.
 * The browser's wallet is the sandbox's (support/browser-wallet.ts).
 */
test('wallet pay: the sheet shows the receipt, the wallet pays the priced total, the receipt says so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await holdSandboxWallet(page, { card: APPROVED });
  await freshBox(page, consumerUrl, '/order/checkout', { quantity: 2 });
  const area = checkout(page);
  await fillContact(area);
  await area.getByRole('radio', { name: WALLET }).check();
  await expect(
    area.getByText(`You confirm the payment in ${WALLET} when you place the order.`),
  ).toBeVisible();
  await expect(area.getByLabel('Card number')).toHaveCount(0);
  await area.getByRole('button', { name: 'Review order' }).click();
  const { id, placed } = await placeFromDialog(page, consumerUrl);

  const [sheet, ...more] = await walletSheets(page);
  expect(more).toEqual([]);
  expect(sheet?.total).toEqual({
    label: 'Total',
    amount: { currency: 'USD', value: placed.totals.total.toFixed(2) },
  });
  expect(sheet?.displayItems.map((item) => item.label)).toEqual(
    expect.arrayContaining([`2 × ${placed.products[0]?.name}`, 'Tax']),
  );
  expect(sheet?.closed).toBe('success');
  const paid = (placed as unknown as { payments: unknown[] }).payments;
  expect(paid).toEqual([
    { type: 'wallet', amount: placed.totals.total, card_type: 'Visa', last4: '1111' },
  ]);
  await expect(page).toHaveURL(new RegExp(`id=${id}`));
  await expect(
    checkout(page).getByText('Paid with your wallet (Visa ending in 1111)'),
  ).toBeVisible();
});

test('wallet pay en español en un teléfono (catering): rechazada, cerrada, y luego pagada una sola vez', async ({
  page,
}) => {
  const words = CHECKOUT_WORDS.es;
  await page.setViewportSize({ width: 390, height: 844 });
  await holdSandboxWallet(page, { card: DECLINED });
  await freshBox(page, cateringUrl, '/order/checkout', { quantity: 5 });
  await switchLanguage(page, cateringUrl, 'es');
  const area = checkout(page);
  await fillContact(area, 'es');
  await area.getByRole('radio', { name: WALLET }).check();
  await area.getByRole('button', { name: words.review }).click();
  const dialog = confirmationDialog(page, 'es');

  // A declined card in the wallet: said in Spanish, nothing charged, the box kept.
  await dialog.getByRole('button', { name: words.placeOrder }).click();
  await expect(
    page.getByText('Tu billetera rechazó el pago, así que no se cobró nada.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/order\/checkout/);

  // The sheet closed by the customer: nothing submitted.
  await nextWalletAnswer(page, 'cancel');
  await area.getByRole('button', { name: words.review }).click();
  await dialog.getByRole('button', { name: words.placeOrder }).click();
  await expect(
    page.getByText('Cerraste tu billetera antes de pagar, así que no se cobró nada.', {
      exact: false,
    }),
  ).toBeVisible();

  await nextWalletAnswer(page, { card: APPROVED });
  await area.getByRole('button', { name: words.review }).click();
  const { placed } = await placeFromDialog(page, cateringUrl, undefined, 'es');
  const sheets = await walletSheets(page);
  expect(sheets.map((sheet) => sheet.closed)).toEqual(['fail', undefined, 'success']);
  // Every sheet asked for the same priced total, which is what was charged, once.
  expect(new Set(sheets.map((sheet) => sheet.total.amount.value))).toEqual(
    new Set([placed.totals.total.toFixed(2)]),
  );
  expect(sheets[2]?.total.label).toBe('Total');
  const paid = (placed as unknown as { payments: unknown[] }).payments;
  expect(paid).toEqual([
    { type: 'wallet', amount: placed.totals.total, card_type: 'Visa', last4: '1111' },
  ]);
  await expect(
    checkout(page).getByText('Pagado con tu billetera digital (Visa terminada en 1111)'),
  ).toBeVisible();
});

test('wallet pay is not offered where the browser cannot pay with it', async ({ page }) => {
  await freshBox(page, consumerUrl, '/order/checkout');
  const area = checkout(page);
  await expect(area.getByLabel('Card number')).toBeVisible();
  await expect(area.getByRole('radio', { name: WALLET })).toHaveCount(0);
});
