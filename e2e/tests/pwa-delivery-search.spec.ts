import { expect, test } from '@playwright/test';
import { cachedUrls, controlledBySw } from '../support/service-worker';

/**
 * §7.5: the page lists to the worker what it loaded before the worker took control, and the
 * worker fetches those again as GETs. The delivery search is a POST (`locations/delivery`):
 * asked for again as a GET it answered 404. No request of the worker's may fail here.
 */
test.use({ serviceWorkers: 'allow' });

test('§7.5 a delivery search before the worker controls the page is never asked for again', async ({
  page,
  context,
}) => {
  const failed: string[] = [];
  context.on('response', (answer) => {
    if (answer.status() >= 400) {
      failed.push(`${answer.request().method()} ${answer.status()} ${answer.url()}`);
    }
  });
  await page.goto('/locations?mode=delivery');
  await page.getByLabel('Street address').fill('123 Fayetteville St');
  await page.getByLabel('City', { exact: true }).fill('Raleigh');
  await page.getByLabel('Zip code').fill('27601');
  await page.getByRole('button', { name: 'Find delivery' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await controlledBySw(page);
  // The worker has kept what the page listed (its files) by the time the menu's are cached.
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => /\.[0-9a-f]{8,}\.js$/.test(url)))
    .toBe(true);
  await page.waitForTimeout(1000);
  expect((await cachedUrls(page)).filter((url) => url.includes('/locations/delivery'))).toEqual([]);
  expect(failed).toEqual([]);
});
