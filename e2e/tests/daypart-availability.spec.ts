import { expect, test, type Page } from '@playwright/test';
import { LOOKS, speak } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import {
  checkout,
  confirmationDialog,
  fillCard,
  fillContact,
  placeFromDialog,
  type SandboxOrder,
} from './checkout-support';
import { api, chooseRestaurant, drawer, reopenWith } from './menu-cart-support';

/**
 * Dayparts and items taken off, by the one rule, whatever the time of day the suite runs at:
 * the box's times are scheduled ones (9:00 AM inside breakfast, 1:00 PM outside it), and Sweet
 * Corn is taken off at Raleigh for any time.
 */
const RALEIGH = 101;
const HAM = 'Country Ham Biscuit (until 10:30)';
const BISCUIT = 'Buttermilk Biscuit';
const APPROVED = '4111111111111111';

/** What the customer reads of it, in each language. */
const WORDS = {
  'en-US': {
    ham: HAM,
    biscuit: BISCUIT,
    addCorn: 'Add to Box · $2.29',
    takenOff: 'Not available at this restaurant right now',
    mark: `${HAM} Not available for your order time: Breakfast, until 10:30 AMRemove`,
    remove: `Remove ${HAM} from your box`,
    lines: 'Items in your cart',
    addHam: 'Add to Box · $3.49',
    later: 'Order it for later',
    time: 'Time',
    schedule: 'Order for this time',
    movedTo: /^Your order is now for \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M E[SD]T\.$/,
    at9: /^Pickup · \w{3}, \w{3} \d{1,2}, 9:00\sAM E[SD]T$/,
    at1: /^Pickup · \w{3}, \w{3} \d{1,2}, 1:00\sPM E[SD]T$/,
  },
  es: {
    ham: 'Bísquet de jamón campestre (hasta las 10:30)',
    biscuit: 'Bísquet de suero de leche',
    addCorn: 'Agregar a la caja · $2.29',
    takenOff: 'No disponible en este restaurante por ahora',
    mark: 'Bísquet de jamón campestre (hasta las 10:30) No disponible para la hora de tu pedido: Desayuno, hasta las 10:30 a.m.Quitar',
    remove: 'Quitar Bísquet de jamón campestre (hasta las 10:30) de tu caja',
    lines: 'Artículos en tu carrito',
    addHam: 'Agregar a la caja · $3.49',
    later: 'Pídelo para más tarde',
    time: 'Hora',
    schedule: 'Pedir para esta hora',
    movedTo: /^Tu pedido ahora es para .+ \d{1,2}:\d{2}\s[ap]\.\s?m\. E[SD]T\.$/,
    // Spanish names of days and months are letters beyond \w ("mié", "sáb") and not all three
    // long ("sept").
    at9: /^Recoger · \p{L}+, \d{1,2} de \p{L}+, 9:00\sa\.\s?m\. E[SD]T$/u,
    at1: /^Recoger · \p{L}+, \d{1,2} de \p{L}+, 1:00\sp\.\s?m\. E[SD]T$/u,
  },
} as const;

/**
 * A box at Raleigh scheduled for the next 9:00 AM, with a breakfast biscuit and a plain one
 * (or the items and time given: the plain biscuit at 1:00 PM, say).
 */
async function breakfastBox(
  page: Page,
  {
    items = [HAM, BISCUIT],
    at = 'morning',
  }: { items?: string[]; at?: 'morning' | 'afternoon' } = {},
) {
  const { menu_id: menuId } = await api<{ menu_id: number }>(
    page.request,
    consumerUrl,
    'GET',
    `locations/${RALEIGH}`,
  );
  const menu = await api<{
    categories: Array<{ products: Array<{ id: number; sku: string; name: string }> }>;
  }>(page.request, consumerUrl, 'GET', `menus/${menuId}`);
  const products = menu.categories.flatMap((category) => category.products);
  const idOf = (name: string) => products.find((product) => product.name === name)?.id;
  const from = new Date(Date.now() + 60 * 60_000).toISOString();
  const to = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString();
  const { times } = await api<{ times: string[] }>(
    page.request,
    consumerUrl,
    'GET',
    `menus/${menuId}/times?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  const morning = times.find((time) => time.includes('T09:00:00')) as string;
  const afternoon = times.find((time) => time === morning.replace('T09:00:00', 'T13:00:00'));
  expect(morning && afternoon, 'a 9:00 AM and a 1:00 PM on one day').toBeTruthy();
  const created = await api<SandboxOrder>(page.request, consumerUrl, 'POST', 'orders/create', {
    menu_id: menuId,
  });
  await api(page.request, consumerUrl, 'PUT', `orders/${created.id}/time`, {
    time: { mode: 'scheduled', wanted: at === 'morning' ? morning : afternoon },
  });
  const order = await api<SandboxOrder>(
    page.request,
    consumerUrl,
    'POST',
    `orders/${created.id}/products`,
    {
      products: items.map((name) => ({ id: idOf(name), quantity: 1, choices: [] })),
    },
  );
  return { order, morning, afternoon: afternoon as string };
}

for (const { viewport, language } of LOOKS) {
  test.describe(`(${viewport.name}, ${language})`, () => {
    const words = WORDS[language];
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(({ page }) => speak(page, language));

    // One page for the three (a new one costs its first load); each step sets its own box.
    test('an item taken off cannot be added; a breakfast item at 1:00 PM is ordered for later; a 9:00 AM box moved to 1:00 PM names the biscuit', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await chooseRestaurant(page, consumerUrl, RALEIGH);
      await test.step('an item the restaurant took off says so and cannot be added, at any time', async () => {
        await page.goto('/order/product?id=BB-SIDE-CORN');
        await expect(page.getByRole('button', { name: words.addCorn })).toBeDisabled();
        await expect(page.getByRole('main')).toContainText(words.takenOff);
      });
      await test.step('a breakfast item at 1:00 PM is ordered for later from its page; checkout keeps that time', async () => {
        const { order } = await breakfastBox(page, { items: [BISCUIT], at: 'afternoon' });
        await page.goto('/order');
        await reopenWith(page, order);
        await page.goto('/order/product?id=BB-COUNTRY-HAM-BISCUIT');
        const add = page.getByRole('button', { name: words.addHam });
        await expect(add).toBeDisabled();
        const later = page.getByRole('region', { name: words.later });
        // Only breakfast times, and nothing moves until the customer asks.
        const time = later.getByLabel(words.time, { exact: true });
        await expect(time).toBeVisible();
        const offered = await time.locator('option').allTextContents();
        expect(offered.length).toBeGreaterThan(0);
        expect(
          offered.every((label) => /^(\d|10):\d{2}\s[aA]/.test(label)),
          offered.join(),
        ).toBe(true);
        const wanted = await time.inputValue();
        await later.getByRole('button', { name: words.schedule }).click();
        await expect(page.getByRole('status').filter({ hasText: words.movedTo })).toBeVisible();
        await expect(add).toBeEnabled();
        await add.click();
        const boxPanel = drawer(page);
        await expect(
          boxPanel.getByRole('listitem').filter({ hasText: words.ham }).first(),
        ).toBeVisible();
        await expect(boxPanel.getByRole('note')).toHaveCount(0);
        // The box's one time, as the ordering API keeps it: what checkout starts from.
        const kept = await api<SandboxOrder>(
          page.request,
          consumerUrl,
          'GET',
          `orders/${order.id}`,
        );
        expect(kept.time).toMatchObject({ mode: 'scheduled', wanted });
      });
      await test.step('a breakfast box for 9:00 AM is kept; moved to 1:00 PM the box names the biscuit, removed in one tap', async () => {
        const { order, afternoon } = await breakfastBox(page);
        await page.goto('/order');
        let boxPanel = await reopenWith(page, order);
        await expect(
          boxPanel.getByRole('listitem').filter({ hasText: words.ham }).first(),
        ).toBeVisible();
        await expect(boxPanel.getByRole('note')).toHaveCount(0);
        // The box says which time it is for: the time its marks speak of.
        const when = () => boxPanel.locator('[data-box="when"]');
        await expect(when()).toHaveText(words.at9);

        // The time changes (at checkout, or here behind the page's back): the box marks the line.
        const later = await api<SandboxOrder>(
          page.request,
          consumerUrl,
          'PUT',
          `orders/${order.id}/time`,
          { time: { mode: 'scheduled', wanted: afternoon } },
        );
        boxPanel = await reopenWith(page, later);
        await expect(boxPanel.getByRole('note')).toHaveText(words.mark);
        await expect(when()).toHaveText(words.at1);
        await boxPanel.getByRole('button', { name: words.remove }).click();
        await expect(boxPanel.getByRole('note')).toHaveCount(0);
        const lines = boxPanel.getByRole('list', { name: words.lines });
        await expect(lines).toContainText(words.biscuit);
        await expect(lines).not.toContainText(words.ham);
      });
    });
  });
}

test('checkout offers breakfast times only, says why, and places the 9:00 AM box', async ({
  page,
}) => {
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  const { order, morning } = await breakfastBox(page);
  await page.goto('/order');
  await reopenWith(page, order);
  await drawer(page)
    .getByRole('button', { name: /^Proceed to Checkout/ })
    .click();
  await expect(page).toHaveURL(/\/order\/checkout/);
  const area = checkout(page);
  const time = area.getByLabel('Time', { exact: true });
  await expect(time).toHaveValue(morning);
  const offered = await time.locator('option').allTextContents();
  const clock = offered
    .map((label) => /(\d+):(\d+)\s*(AM|PM)/.exec(label))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, h, m, half]) => ((Number(h) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(m));
  expect(clock.length).toBeGreaterThan(0);
  expect(clock.every((minutes) => minutes < 10 * 60 + 30)).toBe(true);
  // The shorter list is not a silent one: it names the item that shortens it.
  await expect(area.getByText(/^Only times when .*Ham.* is served are offered\.$/)).toBeVisible();
  await fillContact(area);
  await fillCard(area, APPROVED);
  await area.getByRole('button', { name: 'Review order' }).click();
  await expect(confirmationDialog(page)).toBeVisible();
  const { placed } = await placeFromDialog(page, consumerUrl);
  expect(placed.time).toMatchObject({ mode: 'scheduled', wanted: morning });
});
