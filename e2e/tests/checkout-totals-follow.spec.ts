import { expect, test, type Locator, type Page } from '@playwright/test';
import { LOOKS, speak } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import {
  boxAt,
  checkout,
  CHECKOUT_WORDS,
  confirmationDialog,
  fillCard,
  fillContact,
  sandboxOrder,
  type CheckoutLanguage,
} from './checkout-support';
import { money, openBox } from './menu-cart-support';

const RALEIGH = 101;

/** The receipt's names of the amounts this walk looks at. */
const ROWS = {
  'en-US': { delivery: 'Delivery fee', fees: /^Fees$/ },
  es: { delivery: 'Costo de entrega', fees: /^Cargos$/ },
} as const;

/** The page's total once nothing is being priced, and the ordering API's for the same order. */
async function totalsAgree(
  page: Page,
  area: Locator,
  id: string,
  step: string,
  language: CheckoutLanguage,
) {
  const totals = area.getByRole('region', { name: CHECKOUT_WORDS[language].totals });
  await expect(totals, step).toHaveAttribute('aria-busy', 'false');
  await expect(totals.getByRole('status'), step).toBeEmpty();
  const order = await sandboxOrder(page, consumerUrl, id);
  await expect(totals.locator('[data-total="total"] dd'), step).toHaveText(
    money(order.totals.total),
  );
  return order;
}

for (const { viewport, language } of LOOKS) {
  test(`checkout’s total follows every change: it is the ordering API’s, on the page and in review (${viewport.name}, ${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const words = CHECKOUT_WORDS[language];
    const rows = ROWS[language];
    await page.setViewportSize(viewport);
    const box = await boxAt(page, consumerUrl, RALEIGH, [['BB-HALF-DOZEN', 1]]);
    await speak(page, language);
    await page.goto('/order/checkout');
    const area = checkout(page);
    await expect(area.getByLabel(words.pickup)).toBeChecked();
    const atPickup = await totalsAgree(page, area, box.id, 'pickup', language);

    await area.getByLabel(words.delivery).check();
    const delivering = await totalsAgree(page, area, box.id, 'delivery', language);
    expect(delivering.handoff).toBe('dispatch');
    expect(delivering.totals.total).toBeGreaterThan(atPickup.totals.total);
    await expect(area.locator('[data-total="delivery"] dt')).toHaveText(rows.delivery);
    await expect(area.getByText(rows.fees)).toHaveCount(0);

    await area.getByLabel(words.address).fill('500 Hillsborough St');
    await area.getByLabel(words.city, { exact: true }).fill('Raleigh');
    await area.getByLabel(words.zip, { exact: true }).fill('27603');
    await expect
      .poll(async () => (await sandboxOrder(page, consumerUrl, box.id)).address?.zip)
      .toBe('27603');
    await totalsAgree(page, area, box.id, 'address typed', language);

    await area.getByLabel(words.pickup).check();
    const back = await totalsAgree(page, area, box.id, 'back to pickup', language);
    expect(back.handoff).toBe('pickup');
    expect(back.totals.total).toBe(atPickup.totals.total);

    await area.getByLabel(/^18 ?%/).check();
    const tipped = await totalsAgree(page, area, box.id, 'tip', language);
    expect(tipped.totals.tip).toBeGreaterThan(0);

    await area.getByLabel(words.roundUp).check();
    const roundedUp = await totalsAgree(page, area, box.id, 'round-up', language);

    // One more in the box drawer, away from checkout's sections: the tip stays 18 % of the new
    // subtotal and the round-up a whole dollar, in the drawer as at checkout.
    const inBox = await openBox(page);
    await inBox
      .getByRole('button', { name: /^(One more|Uno más de) / })
      .first()
      .click();
    await expect
      .poll(async () => {
        const { totals } = await sandboxOrder(page, consumerUrl, box.id);
        return [
          totals.subtotal > roundedUp.totals.subtotal,
          totals.tip === Math.round(totals.subtotal * 18) / 100,
          Math.round(totals.total * 100) % 100,
        ];
      })
      .toEqual([true, true, 0]);
    const changed = await sandboxOrder(page, consumerUrl, box.id);
    await expect(inBox.locator('[data-total="total"] dd')).toHaveText(money(changed.totals.total));
    await page.keyboard.press('Escape');
    await totalsAgree(page, area, box.id, 'changed in the box', language);

    await fillContact(area, language);
    await fillCard(area, '4111111111111111', language);
    const final = await totalsAgree(page, area, box.id, 'before review', language);
    await area.getByRole('button', { name: words.review }).click();
    const dialog = confirmationDialog(page, language);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(money(final.totals.total)).first()).toBeVisible();
  });
}
