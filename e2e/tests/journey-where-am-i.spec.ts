import { expect, test, type Page } from '@playwright/test';
import { locatorPage, pickupResults, storedOrder } from './locator-support';

/**
 * The customer always sees where the order goes, and choosing a restaurant
 * from a product brings them back to that product.
 */

const PHONE = { width: 390, height: 844 };
const PRODUCT = 'BB-2PC-TENDERS';

/** On the pickup search: Raleigh's Glenwood Ave, by its zip. */
async function orderFromGlenwood(page: Page) {
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('27612');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await (await pickupResults(page)).getByRole('button', { name: /^Order from here/ }).click();
}

async function deliverTo100Peachtree(page: Page) {
  await page.goto('/locations?mode=delivery');
  await page.getByLabel('Street address').fill('100 Peachtree St NW');
  await page.getByLabel('City', { exact: true }).fill('Atlanta');
  await page.getByLabel('Zip code').fill('30303');
  await page.getByRole('button', { name: 'Find delivery' }).click();
  await expect(page).toHaveURL(/\/order$/);
}

test('while delivering, the header shows the delivery address (1280×800)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await deliverTo100Peachtree(page);
  await page.goto('/menu');
  const link = page.getByRole('banner').getByRole('link', { name: /^Delivering to: / });
  await expect(link).toHaveAccessibleName('Delivering to: 100 Peachtree St NW');
  await expect(link.locator('[aria-hidden="true"]')).toHaveText('100 Peachtree St NW');
  await expect(page.getByRole('banner')).not.toContainText('Ponce de Leon');
});

test('on a phone, the bottom bar shows the delivery address, and Delivery on the delivery page (390×844)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await deliverTo100Peachtree(page);
  await page.goto('/menu');
  const bar = page.getByRole('region', { name: 'Your order', exact: true });
  await expect(bar.getByRole('link', { name: 'Delivering to: 100 Peachtree St NW' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Delivery' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A pickup box on the delivery search: the bar says what the customer is doing there.
  await page.goto('/locations?mode=pickup');
  await orderFromGlenwood(page);
  await expect(page).toHaveURL(/\/order$/);
  expect((await storedOrder(page))?.handoff).toBe('pickup');
  await page.goto('/locations?mode=delivery');
  await expect(bar.getByRole('button', { name: 'Delivery' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(bar.getByRole('button', { name: 'Pickup' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

for (const size of [PHONE, { width: 1280, height: 800 }]) {
  test(`choosing a restaurant from a product page comes back to that product (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(`/menu/product?id=${PRODUCT}`);
    await page.getByRole('link', { name: 'Choose a restaurant to order' }).click();
    await expect(page).toHaveURL(/\/locations\?mode=pickup&return=/);
    await orderFromGlenwood(page);
    await expect(page).toHaveURL(new RegExp(`/order/product\\?id=${PRODUCT}$`));
    await expect(page.getByRole('button', { name: /^Add to Box/ })).toBeVisible();
  });
}

test('delivery chosen from a product page comes back to that product too', async ({ page }) => {
  await page.goto(`/menu/product?id=${PRODUCT}`);
  await page.getByRole('link', { name: 'Choose a restaurant to order' }).click();
  await locatorPage(page).getByRole('link', { name: 'Delivery' }).click();
  await expect(page).toHaveURL(/\/locations\?mode=delivery&return=/);
  await page.getByLabel('Street address').fill('123 Fayetteville St');
  await page.getByLabel('City', { exact: true }).fill('Raleigh');
  await page.getByLabel('Zip code').fill('27601');
  await page.getByRole('button', { name: 'Find delivery' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/product\\?id=${PRODUCT}$`));
});

test('confirming the location over a product page stays with that product', async ({ page }) => {
  await page.goto('/locations?mode=pickup');
  await orderFromGlenwood(page);
  await expect(page).toHaveURL(/\/order$/);
  await page.goto(`/menu/product?id=${PRODUCT}`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Confirm Location/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'WHERE WOULD YOU LIKE TO ORDER FROM?' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/product\\?id=${PRODUCT}$`));
});

test('a crafted return never leads off the site', async ({ page }) => {
  await page.goto('/locations?mode=pickup&return=https%3A%2F%2Fevil.example%2F');
  await orderFromGlenwood(page);
  await expect(page).toHaveURL(/\/order$/);
});
