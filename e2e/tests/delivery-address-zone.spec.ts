import { expect, test } from '@playwright/test';
import { VARIANTS } from '../support/host-variants';
import { checkout, sandboxOrder, type SandboxOrder } from './checkout-support';
import { storedOrder } from './locator-support';
import { DESKTOP, freshBox, LANGUAGES, PHONE, switchLanguage, type Language } from './a11y-support';

/**
 * An address outside the restaurant's delivery area is said on checkout as soon as it is typed
 * (the ordering API's rule, asked when the typing pauses), in the customer's language, with
 * the ways on: another address, or pickup. Nothing typed is lost.
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
  },
  es: {
    pickup: 'Recoger',
    delivery: 'Entrega a domicilio',
    street: 'Dirección',
    city: 'Ciudad',
    zip: 'Código postal',
    refused:
      /^Esta dirección está fuera del área de entrega del restaurante\. Elige otra dirección o recoger\.$/,
    another: 'Prueba otra dirección',
    toPickup: 'Recoger en el restaurante',
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
    for (const viewport of [PHONE, DESKTOP]) {
      for (const language of LANGUAGES) {
        const words = WORDS[language];
        const where = `${language} ${viewport.width}×${viewport.height}`;
        await page.setViewportSize(viewport);
        await switchLanguage(page, variant.origin, language);
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

        await area.getByRole('button', { name: words.another as string }).click();
        await expect(label(words.street as string), where).toBeFocused();
        await expect(label(words.street as string), where).toHaveValue(street);

        await area.getByRole('button', { name: words.toPickup as string }).click();
        await expect(label(words.pickup as string), where).toBeChecked();
        await expect.poll(async () => (await order()).handoff, where).toBe('pickup');
        // Delivery again: what was typed is there, and still said to be out of the area.
        await label(words.delivery as string).check();
        await expect(label(words.street as string), where).toHaveValue(street);
        await expect(label(words.zip as string), where).toHaveValue('29401');
        await expect(refused, where).toBeVisible();
      }
    }
  });
}
