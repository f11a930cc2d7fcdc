import { expect, test, type Page } from '@playwright/test';
import { goInSite } from '../support/in-site';
import { cateringUrl, consumerUrl } from '../support/ports';
import {
  allDay,
  DESKTOP,
  PHONE,
  boxId,
  calorieText,
  caloriesOf,
  choose,
  expectInBox,
  expectNoError,
  menuOf,
  priceOf,
  requiredPicks,
  type JourneyProduct,
  type Language,
} from './journey-catalogue-support';
import { api, chooseRestaurant, drawer, money } from './menu-cart-support';

/**
 * The whole seeded catalogue of both channels, as a customer adds it. Every product served all
 * day with its required choices (one the restaurant took off is said and cannot be added), and
 * every suggestion the box offers ('Complete Your Order'), each lands in the box with the right
 * choices, price and calories, and no error shows.
 */

const RALEIGH = 101;
const CHANNELS = [
  { channel: 'consumer', base: consumerUrl, menuKey: 'menu_id' },
  { channel: 'catering', base: cateringUrl, menuKey: 'catering_menu_id' },
] as const;

test.describe.configure({ mode: 'parallel' });

/**
 * A box made on the product page with a first product that needs no choice, the drawer open:
 * the products of the menu, that product, the drawer and the box's id.
 */
async function startBox(
  page: Page,
  base: string,
  key: 'menu_id' | 'catering_menu_id',
  language: Language = 'en-US',
) {
  const menu = await restaurantMenu(page, base, key, language);
  const products = menu.categories.flatMap((category) => category.products);
  const first = products.find((product) => allDay(product) && requiredPicks(product).length === 0);
  if (!first) throw new Error('the menu has no product without choices');
  await page.goto(`${base}/order/product?id=${encodeURIComponent(first.sku)}&lang=${language}`);
  const add = language === 'es' ? 'Agregar a la caja' : 'Add to Box';
  await page.getByRole('button', { name: `${add} · ${money(first.cost)}` }).click();
  const box = page.getByRole('dialog', { name: language === 'es' ? 'Tu carrito' : 'Your Cart' });
  await expect(box).toBeVisible();
  return { products, first, box, orderId: await boxId(page) };
}

async function restaurantMenu(
  page: Page,
  base: string,
  key: 'menu_id' | 'catering_menu_id',
  language: Language = 'en-US',
) {
  const location = await api<Record<string, number>>(
    page.request,
    base,
    'GET',
    `locations/${RALEIGH}`,
  );
  await chooseRestaurant(page, base, RALEIGH);
  return menuOf(page, base, location[key] as number, language);
}

for (const { channel, base, menuKey } of CHANNELS) {
  const viewport = channel === 'consumer' ? PHONE : DESKTOP;

  test(`${channel} (${viewport.width}×${viewport.height}): every product of the menu, with its required choices`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize(viewport);
    const menu = await restaurantMenu(page, base, menuKey);
    // One document for the whole walk: each product page is opened as the menu's links do.
    await page.goto(`${base}/menu`);
    let boxCalories = 0;
    for (const category of menu.categories) {
      for (const product of category.products.filter(
        (candidate) => !candidate.availability.daypart,
      )) {
        await test.step(`${category.name}: ${product.name}`, async () => {
          await goInSite(page, `/order/product?id=${encodeURIComponent(product.sku)}`);
          await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
          if (product.availability.unavailable) {
            // Taken off by the restaurant: said, and not added at any time.
            await expect(page.getByRole('main')).toContainText(
              'Not available at this restaurant right now',
            );
            await expect(page.getByRole('button', { name: /^Add to Box/ })).toBeDisabled();
            return;
          }
          const picks = requiredPicks(product);
          await choose(page.getByRole('main'), product.options ?? [], picks);
          // The calories follow the choices, and the box adds them up.
          const calories = caloriesOf(product, picks);
          // The product's own figure: related items below show their calories too.
          await expect(
            page
              .getByRole('main')
              .locator('.menuCart-product-layout')
              .getByText(calorieText(calories), { exact: true }),
          ).toBeVisible();
          const price = priceOf(product, picks);
          await page.getByRole('button', { name: `Add to Box · ${money(price)}` }).click();
          await expect(drawer(page)).toBeVisible();
          boxCalories += calories;
          await expect(drawer(page)).toContainText(`Your box: ${calorieText(boxCalories)}`);
          await expectInBox(page, base, product, picks, price);
          await expectNoError(page);
          // Closed, as the customer does before choosing the next product (the drawer closes
          // on a change of route, and the next product's page is the same route).
          await drawer(page).getByRole('button', { name: 'Close cart' }).click();
          await expect(drawer(page)).toBeHidden();
        });
      }
    }
  });

  for (const size of [PHONE, DESKTOP]) {
    test(`${channel} (${size.width}×${size.height}): every suggestion the box offers`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(size);
      const { products, box, orderId } = await startBox(page, base, menuKey);
      const offered: string[] = [];

      // Add the first suggestion until the box offers none: every one it ever offers.
      for (;;) {
        const suggestions = await api<Array<{ id: number }>>(
          page.request,
          base,
          'GET',
          `upsells/${orderId}`,
        );
        const next = suggestions[0];
        if (!next) break;
        const product = products.find((candidate) => candidate.id === next.id) as JourneyProduct;
        offered.push(product.name);
        await test.step(`suggestion: ${product.name}`, async () => {
          await box.getByRole('button', { name: `Add ${product.name}`, exact: true }).click();
          const picks = requiredPicks(product);
          const price = priceOf(product, picks);
          if (picks.length > 0) {
            const form = box.getByRole('form', { name: `Choices for ${product.name}` });
            await expect(form).toBeInViewport();
            const groups = (product.options ?? []).filter((option) => option.min > 0);
            await choose(form, groups, picks);
            await form.getByRole('button', { name: `Add to Box · ${money(price)}` }).click();
          }
          await expect(box.getByText(`${product.name} is in your box.`)).toBeVisible();
          await expectInBox(page, base, product, picks, price);
          await expectNoError(page);
        });
      }
      // The box offered the sides, drinks and desserts available now, one after the other.
      expect(offered.length).toBeGreaterThanOrEqual(channel === 'consumer' ? 14 : 8);
      await expect(box.locator('.menuCart-upsell')).toHaveCount(0);
    });
  }
}

test('consumer (390×844), in Spanish: a suggestion asks its size and is added', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { products, box, orderId } = await startBox(page, consumerUrl, 'menu_id', 'es');
  const [next] = await api<Array<{ id: number }>>(
    page.request,
    consumerUrl,
    'GET',
    `upsells/${orderId}`,
  );
  const product = products.find((candidate) => candidate.id === next?.id) as JourneyProduct;
  const picks = requiredPicks(product);
  expect(picks.length).toBeGreaterThan(0);
  await box.getByRole('button', { name: `Agregar ${product.name}`, exact: true }).click();
  const form = box.getByRole('form', { name: `Opciones de ${product.name}` });
  // Add without the size: the row says what is missing, in Spanish, and nothing is sent.
  await form.getByRole('button', { name: /^Agregar a la caja/ }).click();
  await expect(form).toContainText(/Elige (?:tu |al menos )/);
  await choose(
    form,
    (product.options ?? []).filter((o) => o.min > 0),
    picks,
  );
  await form
    .getByRole('button', { name: `Agregar a la caja · ${money(priceOf(product, picks))}` })
    .click();
  await expect(box.getByText(`${product.name} está en tu caja.`)).toBeVisible();
  await expectInBox(page, consumerUrl, product, picks, priceOf(product, picks), 'es');
  await expectNoError(page);
});

test('consumer (390×844): a failed suggestion says so next to it, clear of the checkout button', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { box } = await startBox(page, consumerUrl, 'menu_id');
  await expect(box.getByRole('heading', { name: 'Complete Your Order' })).toBeVisible();
  // The ordering API refuses the next add, as it might for any reason.
  await page.route('**/api/v1/orders/*/products', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
      : route.continue(),
  );
  const suggestion = box.locator('.menuCart-upsell').last();
  await suggestion.getByRole('button', { name: /^Add / }).click();
  // The consumer's suggestions are sides: each asks its size in the row.
  const form = suggestion.getByRole('form');
  await form.getByRole('radio').first().check();
  await form.getByRole('button', { name: /^Add to Box/ }).click();
  const error = suggestion.getByRole('alert');
  await expect(error).toHaveText('Error adding to cart');
  await expect(error).toBeInViewport();
  const checkout = box.getByRole('button', { name: /^Proceed to Checkout/ });
  const [errorBox, checkoutBox] = [await error.boundingBox(), await checkout.boundingBox()];
  expect((errorBox?.y ?? 0) + (errorBox?.height ?? 0)).toBeLessThanOrEqual(checkoutBox?.y ?? 0);
});
