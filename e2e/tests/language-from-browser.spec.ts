import { expect, test } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { consumerUrl } from '../support/ports';

/*
 * A browser set to Mexican Spanish (navigator.language and Accept-Language 'es-MX') started the
 * site in English: the site speaks 'es', and only 'es' itself was matched. Any Spanish starts
 * it in Spanish, on the server's first screen and in the browser alike; a language the customer
 * chose still wins.
 */
test.use({ locale: 'es-MX', viewport: { width: 1280, height: 800 } });

test('§4.11 an es-MX browser starts in Spanish, server and browser alike', async ({ page }) => {
  const answer = await page.goto('/');
  expect(await answer?.text()).toContain('<html lang="es">');
  await waitUntilLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Menú', exact: true })).toBeVisible();
  // The start is kept as the customer's language, for the next page and for the server.
  expect(await page.evaluate(() => localStorage.getItem('qsr.language'))).toBe('"es"');
  const cookies = await page.context().cookies(consumerUrl);
  expect(cookies.find((cookie) => cookie.name === 'qsr-lang')?.value).toBe('es');
});

test('§4.11 a language the customer chose wins over the browser’s', async ({ page, context }) => {
  await context.addCookies([{ name: 'qsr-lang', value: 'en-US', url: consumerUrl }]);
  await page.addInitScript(() => localStorage.setItem('qsr.language', '"en-US"'));
  const answer = await page.goto('/');
  expect(await answer?.text()).toContain('<html lang="en-US">');
  await waitUntilLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
});
