import { expect, test } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { cateringUrl, consumerUrl } from '../support/ports';
import {
  controlledBySw,
  expectBoxKeptForOffline,
  expectFederationRuntimeKept,
  expectLoadedFilesCached,
  federationRuntimeFiles,
  isHashedFile,
} from '../support/service-worker';
import { chooseRestaurant, drawer, openBox, storedOrderId } from './menu-cart-support';
import { serverOrder } from './locator-support';

/**
 * §7.5: the service worker at scope `/`. The rest of the suite blocks it
 * (playwright.config.ts); these tests let it run.
 */
test.use({ serviceWorkers: 'allow' });

const RALEIGH = 101;
const OFFLINE_BANNER =
  'You are offline. You can browse the menu and change your box; your changes are sent when the connection returns.';

test('§7.5 a service worker at scope / and a manifest per channel; the second visit loads the shell and remotes from the cache', async ({
  page,
  context,
  request,
}) => {
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await page.goto('/menu');
  // The remote's own render, not the server's first screen of the page.
  await waitUntilLive(page);
  await expect(page.getByRole('link', { name: '3 Piece Tenders Combo' })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
    `${consumerUrl}/`,
  );
  await controlledBySw(page);

  // Installable: the page links a manifest with a name, icons and the channel's colour.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(`${consumerUrl}${manifestHref}`)).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#9b2915' });
  expect(manifest.name).toBeTruthy();
  for (const icon of manifest.icons as Array<{ src: string }>) {
    const file = await request.get(`${consumerUrl}${icon.src}`);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  const catering = await (await request.get(`${cateringUrl}/manifest.webmanifest`)).json();
  expect(catering.theme_color).toBe('#1f5a3d');

  const loaded = await expectLoadedFilesCached(page);
  expect(loaded.some((url) => url.includes('/remotes/menuCart/'))).toBe(true);
  // And the box's files, which the page has not run, for the banner's promise offline.
  await expectBoxKeptForOffline(page);

  // Second visit: no versioned file leaves the browser; the worker answers them all.
  const fromNetwork: string[] = [];
  context.on('request', (sent) => {
    if (sent.serviceWorker() && isHashedFile(sent.url())) fromNetwork.push(sent.url());
  });
  const answered: Array<{ url: string; fromWorker: boolean }> = [];
  page.on('response', (response) => {
    if (isHashedFile(response.url())) {
      answered.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    }
  });
  await page.goto('/menu');
  await waitUntilLive(page);
  await expect(page.getByRole('link', { name: '3 Piece Tenders Combo' })).toBeVisible();
  expect(answered.some((file) => file.url.includes('/remotes/menuCart/'))).toBe(true);
  expect(answered.filter((file) => !file.fromWorker)).toEqual([]);
  expect(fromNetwork).toEqual([]);
});

test('§7.5 a first visit of the home page keeps the runtime the box loads remotes with, without fetching it as the page starts', async ({
  page,
}) => {
  await page.goto('/');
  await waitUntilLive(page);
  const runtime = await federationRuntimeFiles(page);
  expect(runtime.length).toBeGreaterThan(0);
  // The home page loads no remote: its start asked for none of the runtime's files.
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  expect(loaded.filter((url) => runtime.includes(url))).toEqual([]);
  await controlledBySw(page);
  await expectFederationRuntimeKept(page);
});

test('§7.5 offline: the banner, the last menu, and a box changed offline is sent when the connection returns', async ({
  page,
  context,
}) => {
  await chooseRestaurant(page, consumerUrl, RALEIGH);
  await page.goto('/order/product?id=BB-HALF-DOZEN');
  await page.getByRole('button', { name: /^Add to Box/ }).click();
  await expect(drawer(page)).toBeVisible();
  await page.goto('/menu');
  await expect(page.getByRole('link', { name: '3 Piece Tenders Combo' })).toBeVisible();
  await controlledBySw(page);
  await expectLoadedFilesCached(page);
  // The box was opened on the product page, before the worker was there: the worker keeps it
  // all the same, since the banner offline says the box can be changed.
  await expectBoxKeptForOffline(page);
  const orderId = await storedOrderId(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await expect(page.getByRole('link', { name: '3 Piece Tenders Combo' })).toBeVisible();

  const boxPanel = await openBox(page);
  await boxPanel.getByRole('button', { name: 'One more Half Dozen Biscuits' }).click();
  await expect(page.getByText('Your box has changes waiting to be sent.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your box has changes waiting to be sent.')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Open your box, 2 items' }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  await expect(page.getByText('Your box has changes waiting to be sent.')).toHaveCount(0);
  await expect
    .poll(async () => (await serverOrder(page, orderId)).products.map((line) => line.quantity))
    .toEqual([2]);
});
