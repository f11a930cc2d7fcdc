import { expect, test } from '@playwright/test';
import { VARIANTS } from '../support/host-variants';
import { checkout, sandboxOrder, type SandboxOrder } from './checkout-support';
import { waitUntilLive } from '../support/first-screen';
import { locatorPage, storedOrder } from './locator-support';
import { forEachLook, freshBox, type Language } from './a11y-support';
import { openBox } from './menu-cart-support';

/**
 * An address outside the restaurant's delivery area is said on checkout as soon as it is typed
 * (the ordering API's rule, asked when the typing pauses), in the customer's language, with
 * the ways on: another address, or pickup, and the totals price no delivery that cannot
 * happen (no fees, no total, and why), in the box as at checkout. Nothing typed is lost. The locator's delivery step
 * says it when Find delivery is pressed, with the same ways on.
 */

const WORDS: Record<Language, Record<string, string | RegExp>> = {
  'en-US': {
    pickup: 'Pickup',
    delivery: 'Delivery',
    street: 'Street address',
    city: 'City',
    zip: 'Zip code',
    refused:
      /^This address is outside the restaurant’s delivery area\. Please choose another address, or pickup\.$/,
    another: 'Try another address',
    toPickup: 'Switch to pickup',
    find: 'Find delivery',
    noCoverage:
      'Sorry, none of our restaurants deliver to that address yet. Try another address, or choose pickup.',
    totals: 'Order total',
    proceed: 'Proceed to Checkout',
    noTotal:
      'No total yet: this address is not one we deliver to. Your total shows once you choose an address we deliver to, or pickup.',
  },
  es: {
    pickup: 'Recoger',
    delivery: 'A domicilio',
    street: 'Dirección',
    city: 'Ciudad',
    zip: 'Código postal',
    refused:
      /^Esta dirección está fuera del área de entrega del restaurante\. Elige otra dirección o recoger\.$/,
    another: 'Prueba otra dirección',
    toPickup: 'Recoger en el restaurante',
    find: 'Buscar entrega',
    noCoverage:
      'Lo sentimos, ninguno de nuestros restaurantes entrega en esa dirección todavía. Prueba otra dirección o elige recoger.',
    totals: 'Total del pedido',
    proceed: 'Continuar al pago',
    noTotal:
      'Aún no hay total: no entregamos en esta dirección. Tu total aparece cuando elijas una dirección donde entregamos, o recoger.',
  },
};

for (const variant of VARIANTS.filter((v) => !v.app)) {
  test(`a delivery address out of the area is refused as it is typed, with the ways on (${variant.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await freshBox(page, variant.origin, '/order/checkout');
    const id = (await storedOrder(page))?.id as string;
    const area = checkout(page);
    const order = (): Promise<SandboxOrder> => sandboxOrder(page, variant.origin, id);
    let step = 0;
    await forEachLook(page, variant.origin, async ({ language, where }) => {
      const words = WORDS[language];
      const label = (name: string | RegExp) => area.getByLabel(name, { exact: true });
      await label(words.delivery as string).check();

      step += 1;
      const street = `${100 + step} King St`;
      await label(words.street as string).fill(street);
      await label(words.city as string).fill('Charleston');
      await label(words.zip as string).fill('29401');
      // Said under the address, without asking for a review.
      const refused = area.getByRole('alert').filter({ hasText: words.refused });
      await expect(refused, where).toBeVisible();
      await expect(refused, where).toBeInViewport();
      expect((await order()).address ?? null, where).toBeNull();
      // No fee and no total for a delivery that cannot happen: the totals say so instead.
      const totals = area.getByRole('region', { name: words.totals as string });
      const delivered = totals.locator(
        '[data-total="delivery"], [data-total="service"], [data-total="total"]',
      );
      await expect(totals.getByText(words.noTotal as string), where).toBeVisible();
      await expect(delivered, where).toHaveCount(0);
      // The box, opened over checkout, says the same: no total, and why.
      const box = await openBox(page);
      await expect(box.getByText(words.noTotal as string), where).toBeVisible();
      await expect(box.locator('[data-total="delivery"], [data-total="total"]')).toHaveCount(0);
      await expect(box.getByRole('button', { name: words.proceed as string }), where).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(box, where).toBeHidden();

      await area.getByRole('button', { name: words.another as string }).click();
      await expect(label(words.street as string), where).toBeFocused();
      await expect(label(words.street as string), where).toHaveValue(street);

      await area.getByRole('button', { name: words.toPickup as string }).click();
      await expect(label(words.pickup as string), where).toBeChecked();
      await expect.poll(async () => (await order()).handoff, where).toBe('pickup');
      await expect(totals.locator('[data-total="total"]'), where).toBeVisible();
      await expect(totals.getByText(words.noTotal as string), where).toHaveCount(0);
      // Delivery again: what was typed is there, and still said to be out of the area.
      await label(words.delivery as string).check();
      await expect(label(words.street as string), where).toHaveValue(street);
      await expect(label(words.zip as string), where).toHaveValue('29401');
      await expect(refused, where).toBeVisible();
      await expect(totals.getByText(words.noTotal as string), where).toBeVisible();
      await expect(delivered, where).toHaveCount(0);

      // The locator's delivery step asks who delivers there when Find delivery is pressed.
      await page.goto(`${variant.origin}/locations?mode=delivery`);
      await waitUntilLive(page);
      const locator = locatorPage(page);
      await locator.getByLabel(words.street as string, { exact: true }).fill(street);
      await locator.getByLabel(words.city as string, { exact: true }).fill('Charleston');
      await locator.getByLabel(words.zip as string, { exact: true }).fill('29401');
      await locator.getByRole('button', { name: words.find as string }).click();
      await expect(locator.getByRole('alert'), where).toHaveText(words.noCoverage as string);
      await expect(locator.getByLabel(words.street as string, { exact: true })).toHaveValue(street);
      await locator.getByRole('link', { name: words.toPickup as string }).click();
      await expect(page, where).toHaveURL(/\/locations\?mode=pickup$/);
      await page.goto(`${variant.origin}/order/checkout`);
      await waitUntilLive(page);
    });
  });
}
