import { expect, test, type Page } from '@playwright/test';
import { locatorPage, signInDemoMember, storedOrder } from './locator-support';

async function typeAddress(page: Page, address: { street: string; city: string; zip: string }) {
  await page.getByLabel('Street address').fill(address.street);
  await page.getByLabel('City', { exact: true }).fill(address.city);
  await page.getByLabel('Zip code').fill(address.zip);
}

test('§4.8 delivery inside coverage: the covering restaurant, the dispatch address on the box', async ({
  page,
}) => {
  await page.goto('/locations?mode=delivery');
  await expect(locatorPage(page).getByRole('link', { name: 'Delivery' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await typeAddress(page, { street: '123 Fayetteville St', city: 'Raleigh', zip: '27601-9999' });
  // §5: the zip keeps five digits.
  await expect(page.getByLabel('Zip code')).toHaveValue('27601');
  await page.getByRole('button', { name: 'Find delivery' }).click();

  await expect(page).toHaveURL(/\/order$/);
  // Where the order goes, not the restaurant.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Delivering to: 123 Fayetteville St' }),
  ).toBeVisible();
  const order = await storedOrder(page);
  expect(order?.handoff).toBe('dispatch');
  expect(order?.address).toMatchObject({
    address: '123 Fayetteville St',
    city: 'Raleigh',
    zip: '27601',
  });
});

test('§4.8 delivery outside coverage: a message, the address kept to correct', async ({ page }) => {
  await page.goto('/locations?mode=delivery');
  await typeAddress(page, { street: '100 King St', city: 'Charleston', zip: '29401' });
  await page.getByRole('button', { name: 'Find delivery' }).click();

  await expect(locatorPage(page).getByRole('alert')).toHaveText(
    'Sorry, none of our restaurants deliver to that address yet. Try another address, or choose pickup.',
  );
  await expect(page).toHaveURL(/\/locations\?mode=delivery$/);
  await expect(page.getByLabel('Street address')).toHaveValue('100 King St');
  expect(await storedOrder(page)).toBeNull();
});

test('§5 the address needs a street, a city and a five-digit zip', async ({ page }) => {
  await page.goto('/locations?mode=delivery');
  await typeAddress(page, { street: '123 Fayetteville St', city: '', zip: '276' });
  await page.getByRole('button', { name: 'Find delivery' }).click();
  // Each error next to its field, and all at the top in a summary that takes the focus.
  await expect(page.getByLabel('City', { exact: true })).toHaveAccessibleDescription(
    'Enter the city.',
  );
  await expect(page.getByLabel('Zip code')).toHaveAccessibleDescription(
    'Enter a five-digit zip code.',
  );
  const summary = page.locator('.ui-error-summary');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Enter the city.' }).click();
  await expect(page.getByLabel('City', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Zip code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Street address')).toHaveValue('123 Fayetteville St');
});

test('§5 a member delivers to a saved address: deduplicated, default first', async ({ page }) => {
  await signInDemoMember(page);
  await page.goto('/locations?mode=delivery');
  const saved = page.getByRole('region', { name: 'Your addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(3);
  await expect(saved.first()).toContainText('500 Hillsborough St, Raleigh (default)');
  await expect(saved.nth(1)).toContainText('123 Fayetteville St, Apt 4B, Raleigh');
  await saved
    .first()
    .getByRole('button', { name: /Deliver here/ })
    .click();

  await expect(page).toHaveURL(/\/order$/);
  const order = await storedOrder(page);
  expect(order?.handoff).toBe('dispatch');
  expect(order?.address?.address).toBe('500 Hillsborough St');
});
