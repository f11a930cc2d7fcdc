import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from '../support/console-guard';
import { waitUntilLive } from '../support/first-screen';
import { consumerUrl } from '../support/ports';
import { freshBox } from './a11y-support';
import { checkout } from './checkout-support';
import { locatorPage } from './locator-support';
import { openBox } from './menu-cart-support';

/**
 * A refusal the page shows the customer is no error of the site: the console stays clean while
 * an invalid code, an address out of the delivery area and an order not complete yet are
 * refused and said (docs/decisions.md).
 */
test('refusals the customer is shown leave no console error', async ({ page }) => {
  test.setTimeout(90_000);
  await freshBox(page, consumerUrl, '/order');
  const errors = watchConsoleErrors(page);
  const refused: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() >= 400)
      refused.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
  });

  // An invalid promo code, in the box.
  const boxPanel = await openBox(page);
  await boxPanel.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE');
  await boxPanel.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(boxPanel.getByRole('alert')).toHaveText('Error: Invalid promo code.');

  // An address out of the delivery area, on checkout: the order is not complete for delivery.
  await page.goto('/order/checkout');
  await waitUntilLive(page);
  const area = checkout(page);
  await area.getByLabel('Delivery', { exact: true }).check();
  await area.getByLabel('Street address', { exact: true }).fill('101 King St');
  await area.getByLabel('City', { exact: true }).fill('Charleston');
  await area.getByLabel('Zip code', { exact: true }).fill('29401');
  await expect(
    area.getByRole('alert').filter({ hasText: /outside the restaurant’s delivery area/ }),
  ).toBeVisible();

  // The same address in the locator's delivery step.
  await page.goto('/locations?mode=delivery');
  await waitUntilLive(page);
  const locator = locatorPage(page);
  await locator.getByLabel('Street address', { exact: true }).fill('101 King St');
  await locator.getByLabel('City', { exact: true }).fill('Charleston');
  await locator.getByLabel('Zip code', { exact: true }).fill('29401');
  await locator.getByRole('button', { name: 'Find delivery' }).click();
  await expect(locator.getByRole('alert')).toContainText('none of our restaurants deliver');

  // The refusals were answered as refusals, and nothing but the browser's network line said so.
  expect(refused.some((line) => line.startsWith('400 /api/v1/orders/'))).toBe(true);
  expect(errors).toEqual([]);
});
