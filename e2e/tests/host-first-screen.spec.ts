import { expect, test, type Browser } from '@playwright/test';
import {
  SERVER_FIRST_SCREEN,
  waitUntilLive,
  watchLayoutShifts,
  watchProblems,
} from '../support/first-screen';
import { cateringUrl, consumerUrl } from '../support/ports';
import { boxAt } from './checkout-support';
import { api } from './menu-cart-support';

// The home page's first screen is rendered by the server, so that it paints before
// any script has run; the browser's own render then takes over.

/** A page with scripts off: what the server sent is all there is. */
async function withoutScripts(
  browser: Browser,
  cookies: Array<{ name: string; value: string; url: string }> = [],
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies(cookies);
  return { context, page: await context.newPage() };
}

for (const { name, origin, headline, alt } of [
  {
    name: 'consumer',
    origin: consumerUrl,
    headline: 'Scratch-made biscuits, all day long',
    alt: 'Fried chicken, biscuits and sweet tea',
  },
  {
    name: 'catering',
    origin: cateringUrl,
    headline: 'Catering that feeds a crowd',
    alt: 'A party tray of chicken tenders, a gallon of sweet tea and a box of biscuits',
  },
]) {
  test(`§2.2 §4.14 the home page's first screen comes from the server, before any script (${name})`, async ({
    browser,
  }) => {
    const { context, page } = await withoutScripts(browser);
    await page.goto(`${origin}/`);
    // Inert until the browser's render replaces it, so found by text rather than by role.
    await expect(page.locator('h1')).toHaveText(headline);
    await expect(page.locator('.host-top-alert')).toContainText(
      'Holiday Hours Some restaurants close early on holidays.',
    );
    await expect(page.locator('header .host-brand')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const hero = page.locator('img.host-home-hero-image');
    await expect(hero).toHaveAttribute('alt', alt);
    // Styled and loaded: the style sheet and the hero are the page's own, not the script's.
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await hero.evaluate((img) => getComputedStyle(img).borderRadius)).not.toBe('0px');
    // Without scripts the site says why nothing can be ordered: a styled notice, in English.
    const noScript = page.locator('.host-noscript');
    await expect(
      noScript.getByText('This site needs JavaScript to take your order.'),
    ).toBeVisible();
    await expect(noScript.getByText('Este sitio necesita JavaScript')).toBeHidden();
    expect(await noScript.evaluate((notice) => getComputedStyle(notice).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await context.close();
  });
}

test('the browser hydrates the first screen: the box and restaurant show, nothing moves, no error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await boxAt(page, consumerUrl, 101, [['BB-HONEY-BISCUIT', 2]]);
  const { address } = await api<{ address: string }>(
    page.request,
    consumerUrl,
    'GET',
    'locations/101',
  );
  const problems = watchProblems(page);
  const shifted = await watchLayoutShifts(page);
  // Hydrated, not rendered anew: the header the server wrote is never taken out of the page.
  await page.addInitScript(() => {
    const watched = window as unknown as { headerReplaced: boolean };
    watched.headerReplaced = false;
    new MutationObserver((records) => {
      for (const { removedNodes } of records) {
        for (const node of removedNodes) {
          if (node instanceof Element && (node.matches('header') || node.querySelector('header')))
            watched.headerReplaced = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(`${consumerUrl}/`);
  expect(await response?.text()).toMatch(SERVER_FIRST_SCREEN);
  await waitUntilLive(page);

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Open your box, 2 items' })).toBeVisible();
  await expect(
    banner.getByRole('link', { name: `Your restaurant: ${address}` }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Scratch-made biscuits, all day long',
  );
  await expect(page.getByRole('region', { name: 'Holiday Hours' })).toBeVisible();
  await expect(page.locator('#qsr-first-screen')).toHaveCount(0);
  expect(await shifted()).toBeLessThan(0.05);
  // A hydration that failed would have said so ('did not hydrate') and replaced the header.
  expect(problems).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { headerReplaced: boolean }).headerReplaced),
  ).toBe(false);
});

test('§4.11 a reader who chose Spanish gets the first screen in Spanish', async ({
  page,
  context,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${consumerUrl}/`);
  await waitUntilLive(page);
  await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();

  const { context: later, page: next } = await withoutScripts(
    browser,
    (await context.cookies()).map(({ name, value }) => ({ name, value, url: consumerUrl })),
  );
  await next.goto(`${consumerUrl}/`);
  await expect(next.locator('html')).toHaveAttribute('lang', 'es');
  await expect(next.locator('h1')).toHaveText('Bísquets hechos a mano, todo el día');
  await expect(next.locator('.host-skip-link')).toHaveText('Saltar al contenido principal');
  const noScript = next.locator('.host-noscript');
  await expect(
    noScript.getByText('Este sitio necesita JavaScript para tomar tu pedido.'),
  ).toBeVisible();
  await expect(noScript.getByText('This site needs JavaScript to take your order.')).toBeHidden();
  await later.close();
});
