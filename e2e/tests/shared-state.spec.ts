import { expect, test } from '@playwright/test';
import { pickupResults } from './locator-support';

test('§3 client state: choosing a restaurant in the locator moves the header and the menu, without a reload', async ({
  page,
}) => {
  await page.goto('/locations');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill('Charlotte');
  await page.getByRole('button', { name: 'Search' }).click();
  const first = (await pickupResults(page)).getByRole('listitem').first();
  await expect(first.locator('p').first()).toContainText('Charlotte');
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const address = ((await first.locator('p').first().textContent()) ?? '').split(',')[0] ?? '';
  expect(name).not.toBe('');
  await first.getByRole('button', { name: /Order from here/ }).click();

  // The host's header follows the locator remote, which goes on to /order.
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Your restaurant: ${address}` }),
  ).toBeVisible();
  // The header moves as the restaurant is set, before the locator has gone on: wait for it.
  await expect(page).toHaveURL(/\/order(\?|$)/);

  // Another remote follows too, still in the same document.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByText(`Ordering from ${name}`)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
});
