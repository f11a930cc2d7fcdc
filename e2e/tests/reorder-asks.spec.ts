import { expect, test } from '@playwright/test';
import { LOOKS, speakFromNow } from '../support/host-variants';
import { consumerUrl } from '../support/ports';
import { newMember, placePastOrder, signInBrowser, storedBox } from './account-support';
import { checkout } from './checkout-support';
import { chooseRestaurant, drawer } from './menu-cart-support';

/*
 * Reorder replaced a box with items and switched the restaurant without a word, and put a
 * biscuit the box had on a second line. The member's past order is from Raleigh (a Hot Honey
 * Chicken Sandwich and two biscuits); their restaurant is now Wilmington, which does not make
 * the sandwich, and their box has a biscuit.
 */

const RALEIGH_MENU = 100101;
const WILMINGTON = 107;

const WORDS = {
  'en-US': {
    add: 'Add to Box · $1.69',
    reorder: /^Reorder the order \d+ from [^,]+, /,
    title: 'Your box already has items',
    addToBox: 'Add this order to my box',
    stay: 'Order from Wilmington – Oleander Dr',
    go: 'Reorder',
    cancel: 'Cancel',
    leftOut: 'Wilmington – Oleander Dr cannot make Hot Honey Chicken Sandwich, so it was left out.',
    added: 'Added to your box: 2 × Honey Butter Biscuit.',
    promoHeading: 'Promo code and rewards',
  },
  es: {
    add: 'Agregar a la caja · $1.69',
    reorder: /^Volver a pedir el pedido \d+ de [^,]+, /,
    title: 'Tu caja ya tiene artículos',
    addToBox: 'Agregar este pedido a mi caja',
    stay: 'Pedir en Wilmington – Oleander Dr',
    go: 'Volver a pedir',
    cancel: 'Cancelar',
    leftOut:
      'Wilmington – Oleander Dr no prepara Sándwich de pollo con miel picante, así que quedó fuera de tu pedido.',
    added: 'Agregamos a tu caja: 2 × Bísquet con mantequilla de miel.',
    promoHeading: 'Código promocional y recompensas',
  },
} as const;

for (const { viewport, language } of LOOKS) {
  test(`reorder into a box with items at another restaurant asks first (${viewport.name}, ${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const words = WORDS[language];
    await page.setViewportSize(viewport);
    const { session } = await newMember(request, 'Rey');
    await placePastOrder(request, session, RALEIGH_MENU, [
      ['BB-HOT-SANDWICH', 1],
      ['BB-HONEY-BISCUIT', 2],
    ]);
    await chooseRestaurant(page, consumerUrl, WILMINGTON);
    await signInBrowser(page, session);
    await speakFromNow(page, language);

    await page.goto('/order/product?id=BB-HONEY-BISCUIT');
    await page.getByRole('button', { name: words.add }).click();
    await expect(drawer(page)).toBeVisible();
    const before = await storedBox(page);
    expect(before?.products).toHaveLength(1);

    await page.goto('/account/order-history');
    const reorder = page.getByRole('button', { name: words.reorder }).first();

    // No: nothing changes.
    await reorder.click();
    const asks = page.getByRole('alertdialog', { name: words.title });
    await expect(asks).toBeVisible();
    await asks.getByRole('button', { name: words.cancel }).click();
    await expect(asks).toHaveCount(0);
    expect((await storedBox(page))?.products).toHaveLength(1);

    // Yes, with the choices that change least: add, and stay at Wilmington.
    await reorder.click();
    await expect(asks.getByRole('radio', { name: words.addToBox })).toBeChecked();
    await expect(asks.getByRole('radio', { name: words.stay })).toBeChecked();
    await asks.getByRole('button', { name: words.go }).click();
    const boxPanel = drawer(page);
    await expect(boxPanel.getByText(words.leftOut)).toBeVisible();
    await expect(boxPanel.getByText(words.added)).toBeVisible();
    const after = await storedBox(page);
    expect(after?.id).toBe(before?.id);
    // The two biscuits join the one in the box: one line of 3, priced by the ordering API.
    expect(after?.products).toEqual([
      expect.objectContaining({ product_id: before?.products[0]?.product_id, quantity: 3 }),
    ]);
    expect(after?.totals.subtotal).toBeCloseTo(3 * 1.69, 2);
    const restaurant = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('qsr.location') ?? 'null') as { id: number }).id,
    );
    expect(restaurant).toBe(WILMINGTON);

    // Said once, in the box it opened: checkout does not say it again beside the promo code.
    await page.goto('/order/checkout');
    const area = checkout(page);
    await expect(area.getByRole('heading', { name: words.promoHeading })).toBeVisible();
    await expect(area.getByText(words.added)).toHaveCount(0);
    await expect(area.getByText(words.leftOut)).toHaveCount(0);
  });
}
