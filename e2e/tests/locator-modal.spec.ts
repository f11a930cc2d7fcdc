import { expect, test, type Page } from '@playwright/test';
import {
  addSimpleProduct,
  orderFrom,
  serverOrder,
  signInDemoMember,
  storedOrder,
} from './locator-support';

const dialog = (page: Page) =>
  page.getByRole('dialog', { name: 'WHERE WOULD YOU LIKE TO ORDER FROM?' });

/** /order/type → Pickup opens the location confirmation (keyboard only). */
async function openPickupConfirmation(page: Page) {
  await page.goto('/order/type');
  await page.getByRole('button', { name: /^Pickup/ }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
}

test('§2.9 §4.8 keyboard alone: the nearest restaurant, whose other menu takes the box along (transfer)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 35.2271, longitude: -80.8431 });
  await orderFrom(page, 'Raleigh', 'Raleigh – Glenwood Ave');
  const product = await addSimpleProduct(page);
  const before = await storedOrder(page);
  expect(before?.menu_id).toBe(100101);

  await openPickupConfirmation(page);
  const recent = dialog(page).getByRole('radio', { name: /Recent location/ });
  const nearest = dialog(page).getByRole('radio', { name: /Nearest location/ });
  await expect(recent).toBeChecked();
  await expect(recent).toBeFocused();
  await expect(nearest).toHaveAccessibleName(/Charlotte/);
  await page.keyboard.press('ArrowDown');
  await expect(nearest).toBeChecked();
  // The map's pins, numbered as the options, come next in the tab order.
  const map = dialog(page).getByRole('group', { name: /^Map of restaurants: 2 restaurants/ });
  await page.keyboard.press('Tab');
  await expect(map.getByRole('button', { name: /^1\. Raleigh – Glenwood Ave$/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(map.getByRole('button', { name: /^2\. Charlotte/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    dialog(page).getByRole('checkbox', { name: "Don't show me this again" }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Change Location' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order$/);
  await expect(dialog(page)).toBeHidden();
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /^Your restaurant: .*Tryon|^Your restaurant: / }),
  ).toBeVisible();
  // select_location reaches the data layer (§7.5) for the new restaurant.
  const selected = await page.evaluate(() =>
    (window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: unknown }> }).dataLayer
      ?.filter((entry) => entry.event === 'select_location')
      .map((entry) => (entry.ecommerce as { location_name?: string }).location_name),
  );
  expect(selected?.at(-1)).toMatch(/^Charlotte/);
  const after = await storedOrder(page);
  expect(after?.id).toBe(before?.id);
  expect(after?.menu_id).not.toBe(100101);
  const onServer = await serverOrder(page, after?.id ?? '');
  expect(onServer.menu_id).toBe(after?.menu_id);
  expect(onServer.products.map((line) => line.name)).toEqual([product]);
});

// One page for the five: a new one costs its first load (and a restaurant its search). Nothing
// chosen first; 'Don't show me this again' last, as it changes what comes after.
test("§2.9 §4.8 the confirmation: nothing to confirm redirects; Escape and Tab; Change Location; 'order-again'; 'Don't show me this again'", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await test.step('§4.8 nothing to confirm (pickup without a recent location) redirects to /order', async () => {
    await page.goto('/order/location');
    await expect(page).toHaveURL(/\/order$/);
  });
  await orderFrom(page, '27612', 'Raleigh – Glenwood Ave');
  await test.step('§2.9 Escape closes the modal and Tab focus stays inside it', async () => {
    await openPickupConfirmation(page);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(
        true,
      );
    }
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/order\/type$/);
  });
  await test.step('§4.8 Change Location goes to the pickup search', async () => {
    await openPickupConfirmation(page);
    await dialog(page).getByRole('button', { name: 'Change Location' }).click();
    await expect(page).toHaveURL(/\/locations\?mode=pickup$/);
    await expect(dialog(page)).toBeHidden();
  });
  await test.step("§4.8 the 'order-again' section continues to /order/checkout/", async () => {
    await page.goto('/order/location?section=order-again');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\/$/);
  });
  await test.step("§4.8 'Don't show me this again' sets the cookie, and the next pickup goes on without asking", async () => {
    await openPickupConfirmation(page);
    await dialog(page).getByRole('checkbox', { name: "Don't show me this again" }).check();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'location-confirmed')?.value).toBe('true');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/order$/);

    await page.goto('/order/type');
    await page.getByRole('button', { name: /^Pickup/ }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test('§2.9 delivery: the title says TO, Continue waits for an address, then sets it on the box', async ({
  page,
}) => {
  await signInDemoMember(page);
  await page.goto('/locations?mode=delivery');
  await page
    .getByRole('region', { name: 'Your addresses' })
    .getByRole('button', { name: /Deliver here: 500 Hillsborough/ })
    .click();
  await expect(page).toHaveURL(/\/order$/);

  await page.goto('/order/location');
  await expect(
    page.getByRole('heading', { level: 2, name: 'WHERE WOULD YOU LIKE TO ORDER TO?' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Address' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expect(continueButton).toBeDisabled();
  await page.getByRole('radio', { name: '210 E Trade St, Charlotte' }).check();
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  await expect(page).toHaveURL(/\/order$/);
  const order = await storedOrder(page);
  expect(order?.handoff).toBe('dispatch');
  expect(order?.address?.address).toBe('210 E Trade St');
  // The header shows where the order goes.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Delivering to: 210 E Trade St' }),
  ).toBeVisible();
});

test('§9 a stored location is forgotten after a day', async ({ page }) => {
  await orderFrom(page, '27612', 'Raleigh – Glenwood Ave');
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('qsr.location') ?? '{}') as object;
    localStorage.setItem('qsr.location', JSON.stringify({ ...stored, expires: Date.now() - 1 }));
  });
  await page.goto('/order/location');
  await expect(page).toHaveURL(/\/order$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^Your restaurant: / }),
  ).toHaveCount(0);
});
