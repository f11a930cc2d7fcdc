import { expect, test, type Page } from '@playwright/test';
import { cateringUrl, consumerUrl } from '../support/ports';
import { speak } from '../support/host-variants';
import { memberCall, newMember, placePastOrder, signInBrowser } from './account-support';
import {
  boxAt,
  checkout,
  fillCard,
  fillContact,
  placeFromDialog,
  CHECKOUT_WORDS,
} from './checkout-support';
import { watchLayoutShifts } from '../support/first-screen';
import { drawer } from './menu-cart-support';
import { DESKTOP, PHONE } from './journey-catalogue-support';

/*
 * Come back quickly: a returning customer finds their recent orders and favourites on the home
 * page and the menu, and orders one again in one tap — asked first when the box has items.
 */

const RALEIGH = 101;
const RALEIGH_MENU = 100101;
const CHARLOTTE = 104;
const APPROVED = '4111111111111111';

const row = (page: Page, name: string) => page.getByRole('region', { name });

test('a member reorders from the home row, asked first about the box; a favourite item and restaurant lead on (1280×800)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  // A member of their own (the demo member's history is every test's): one past order, saved
  // as a favourite, and a favourite restaurant.
  const { session } = await newMember(page.request, 'Remy');
  const past = await placePastOrder(page.request, session, RALEIGH_MENU, [
    ['BB-HONEY-BISCUIT', 2],
    ['BB-BISCUIT', 1],
  ]);
  const call = memberCall(page.request, session);
  await call('POST', 'orders/faves', { id: past, description: 'Biscuit Sunday' });
  await call('POST', `members/faves/locations/${CHARLOTTE}`);
  await signInBrowser(page, session);
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BANANA-PUDDING', 1]]);
  await page.goto('/');

  const recent = row(page, 'Your recent orders');
  const first = recent.getByRole('listitem');
  await expect(first).toHaveCount(1);
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(
    /^Order \d+ from Raleigh – Glenwood Ave, /,
  );
  await expect(first).toContainText('2 × Honey Butter Biscuit, Buttermilk Biscuit');
  await expect(first.getByRole('link', { name: /^Receipt of the order / })).toHaveAttribute(
    'href',
    `/order/confirm?id=${past}`,
  );
  await first.getByRole('button', { name: /^Reorder the order / }).click();

  // The box has a pudding: nothing changes before the customer says how.
  const asked = page.getByRole('alertdialog', { name: 'Your box already has items' });
  await expect(asked).toBeVisible();
  await asked.getByLabel('Replace my box with this order').check();
  await asked.getByRole('button', { name: 'Reorder' }).click();
  const box = drawer(page);
  await expect(box).toBeVisible();
  await expect(box).toContainText('Honey Butter Biscuit');
  await expect(box).not.toContainText('Banana Pudding');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  // A favourite item, saved on its product page, waits in the menu's row.
  await page.goto('/menu/product?id=BB-HONEY-BISCUIT');
  const favourite = page.getByRole('button', { name: 'Favorite', exact: true });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'is in your favorites.' })).toHaveCount(
    1,
  );
  // The menu keeps the strip's room from its server's first screen on: a member's orders and
  // favourites come into it, and nothing under it moves.
  const layoutShift = await watchLayoutShifts(page, 'main');
  await page.goto('/menu');
  const favourites = row(page, 'Your favorites');
  await expect(favourites.getByRole('heading', { name: 'Biscuit Sunday' })).toBeVisible();
  expect(await layoutShift()).toBe(0);
  await favourites.getByRole('link', { name: 'Order it: Honey Butter Biscuit' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Honey Butter Biscuit');

  // A favourite restaurant: ordering there chooses it and opens its menu.
  await page.goto('/');
  // The box is at Raleigh; Charlotte is the member's favourite restaurant.
  await favourites.getByRole('button', { name: 'Order here: Charlotte – South Blvd' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('banner')).toContainText('South Blvd');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('qsr.location') ?? '{}').id),
  ).toBe(CHARLOTTE);

  // The catering site, the same member: the restaurant order is no way back to a caterer.
  await signInBrowser(page, session, cateringUrl);
  const placed = page.waitForResponse((answer) => answer.url().includes('byMenuId=true'), {
    timeout: 10_000,
  });
  await page.goto(`${cateringUrl}/menu`);
  await expect(row(page, 'Your favorites')).toBeVisible();
  await placed;
  // Two frames: React has drawn what the answer brought.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await expect(row(page, 'Your recent orders')).toHaveCount(0);
});

test('a guest’s order on this device comes back on the home page and the menu, in Spanish (390×844)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(PHONE);
  const words = CHECKOUT_WORDS.es;
  await speak(page, 'es');
  await boxAt(page, consumerUrl, RALEIGH, [['BB-BISCUIT', 2]]);
  // A first visit: no row, and the account team's code is not loaded for it.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(row(page, 'Tus pedidos recientes')).toHaveCount(0);

  await page.goto('/order/checkout');
  const area = checkout(page);
  await fillContact(area, 'es');
  await fillCard(area, APPROVED, 'es');
  await area.getByRole('button', { name: words.review }).click();
  const { id } = await placeFromDialog(page, consumerUrl, undefined, 'es');

  // On from the confirmation by the brand's link, as a customer goes (a new page load would
  // bring back the set-up's box).
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Biscuit Barn/ })
    .click();
  const recent = row(page, 'Tus pedidos recientes');
  const card = recent.getByRole('listitem');
  await expect(card).toHaveCount(1);
  // The row scrolls inside the page: the phone's page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expect(card).toContainText('2 × Bísquet de suero de leche');
  await expect(card.getByRole('link', { name: /^Recibo del pedido / })).toHaveAttribute(
    'href',
    `/order/confirm?id=${id}`,
  );
  // The box emptied with the order: one tap puts it back.
  await card.getByRole('button', { name: /^Volver a pedir el pedido / }).click();
  const box = drawer(page);
  await expect(box).toBeVisible();
  await expect(box).toContainText('Bísquet de suero de leche');
  await expect(page.getByRole('alertdialog', { name: 'Tu caja ya tiene artículos' })).toHaveCount(
    0,
  );

  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Ver el menú' }).first().click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(row(page, 'Tus pedidos recientes').getByRole('listitem')).toHaveCount(1);

  // Back another day: the menu's first screen keeps the strip's room (the host's cookie tells
  // the server there is a way back), and the order comes into it without moving the menu.
  const layoutShift = await watchLayoutShifts(page, 'main');
  await page.goto('/menu');
  await expect(row(page, 'Tus pedidos recientes').getByRole('listitem')).toContainText(
    'Bísquet de suero de leche',
  );
  expect(await layoutShift()).toBe(0);
});
