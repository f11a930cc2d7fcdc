import { expect, test } from '@playwright/test';
import { speak } from '../support/host-variants';
import { cateringUrl, consumerUrl } from '../support/ports';
import { freshBox } from './a11y-support';
import {
  boxAt,
  CHECKOUT_WORDS,
  checkout,
  confirmationDialog,
  fillCard,
  fillContact,
  type CheckoutLanguage,
} from './checkout-support';

/**
 * The handoff around an order: the delivery review names the restaurant that makes the order;
 * once a delivery is placed, the site still delivers to that address (the header says so, and
 * the next box starts so); and catering offers pickup or delivery, never curbside. In both
 * languages.
 */

const RALEIGH = 101;
const DELIVER_TO = { address: '123 Fayetteville St', city: 'Raleigh', zip: '27601' };
const RESTAURANT = 'Raleigh – Glenwood Ave, 4109 Glenwood Ave, Raleigh, NC 27612';

const WORDS = {
  'en-US': {
    restaurant: 'Restaurant',
    deliveringTo: `Delivering to: ${DELIVER_TO.address}`,
    curbside: 'Curbside',
    startDelivery: 'Delivery',
  },
  es: {
    restaurant: 'Restaurante',
    deliveringTo: `Entrega en: ${DELIVER_TO.address}`,
    curbside: 'En la acera',
    startDelivery: 'A domicilio',
  },
} as const;

for (const language of ['en-US', 'es'] as const satisfies CheckoutLanguage[]) {
  test(`a delivery: review names the restaurant, and after placing it the site still delivers there (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const words = { ...CHECKOUT_WORDS[language], ...WORDS[language] };
    await speak(page, language);
    await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 2]], { delivery: DELIVER_TO });
    await page.goto(`${consumerUrl}/order/checkout`);
    const area = checkout(page);
    await expect(area.getByLabel(words.delivery, { exact: true })).toBeChecked();
    await fillContact(area, language);
    await fillCard(area, '4111111111111111', language);
    await area.getByRole('button', { name: words.review }).click();

    // Review: where it goes, and the restaurant that makes it.
    const dialog = confirmationDialog(page, language);
    await expect(dialog.locator('[data-summary="address"]')).toHaveText(
      '123 Fayetteville St, Raleigh, NC 27601',
    );
    const from = dialog.locator('[data-summary="restaurant"]');
    await expect(from).toHaveText(RESTAURANT);
    await expect(dialog.getByRole('term').filter({ hasText: words.restaurant })).toHaveText(
      words.restaurant,
    );
    await dialog.getByRole('button', { name: words.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/confirm\?id=/);

    // Placed: the header still delivers to the address; the box's lines are gone.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: words.deliveringTo })).toBeVisible();
    const kept = await page.evaluate(() => ({
      order: localStorage.getItem('qsr.order'),
      next: JSON.parse(localStorage.getItem('qsr.nextHandoff') ?? 'null') as unknown,
    }));
    expect(kept.order).toBeNull();
    expect(kept.next).toMatchObject({ handoff: 'dispatch', address: DELIVER_TO });

    // A reload and the start of the next order say the same.
    await page.goto(`${consumerUrl}/order`);
    await expect(header.getByRole('link', { name: words.deliveringTo })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: words.startDelivery, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test(`catering checkout offers pickup or delivery, the consumer one curbside too (${language})`, async ({
    page,
  }) => {
    const words = { ...CHECKOUT_WORDS[language], ...WORDS[language] };
    await speak(page, language);
    await freshBox(page, cateringUrl, '/order/checkout');
    const catering = checkout(page);
    await expect(catering.getByLabel(words.pickup, { exact: true })).toBeVisible();
    await expect(catering.getByLabel(words.delivery, { exact: true })).toBeVisible();
    await expect(catering.getByLabel(words.curbside, { exact: true })).toHaveCount(0);

    await freshBox(page, consumerUrl, '/order/checkout');
    const consumer = checkout(page);
    await expect(consumer.getByLabel(words.curbside, { exact: true })).toBeVisible();
  });
}
