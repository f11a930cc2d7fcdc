// The menu page in headless Chromium with every stored value malformed (the browser part of
// the storage class, storage.mjs).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium.cjs';

/** Every key the site keeps, each with one malformed text, in both storages. */
const POISON = {
  'qsr.location': '{"a":',
  'qsr.menu': '{"__proto__":{"polluted":true}}',
  'qsr.order': '{"id":1,"products":"none","totals":null}',
  'qsr.user': '{"id":"x"}',
  'qsr.token': '"not a token"',
  'qsr.offers': '{"0":1}',
  'qsr.redeemedOffers': '[null,1,"x"]',
  'qsr.language': '"klingon"',
  'qsr.redirect': '"https://evil.example/steal"',
  'qsr.sessionExpiredOn': '"javascript:alert(1)"',
  'qsr.expandedMarkets': 'undefined',
  'qsr.deviceId': '"\\r\\nx-injected: 1"',
  'qsr.dismissedMessages': '{"length":1e9}',
  'qsr.viewedCards': '[[[[[[[[[[]]]]]]]]]]',
  'qsr.chunkReloadAt': '-1',
  'qsr.checkout.draft': '{"orderId":{"toString":1}}',
  'qsr.checkout.placement': '{"orderId":null,"key":[]}',
  pendingBoxChanges: '[{"lineId":"1","quantity":"NaN"}]',
};

/** One page load of /menu in headless Chromium with every stored value malformed. */
export async function pageWithPoison(site) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((poison) => {
      for (const [key, text] of Object.entries(poison)) {
        localStorage.setItem(key, text);
        sessionStorage.setItem(key, text);
      }
    }, POISON);
    await page.goto(`${site.url}/menu`, { waitUntil: 'load', timeout: 30_000 });
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    return {
      errors,
      heading: (
        await page
          .locator('main h1')
          .first()
          .textContent({ timeout: 1000 })
          .catch(() => null)
      )?.trim(),
      fallbacks: await page.locator('[data-remote-fallback], .host-page-error').count(),
      brokenPage: await page.getByText('Something went wrong').count(),
    };
  } finally {
    await browser.close();
  }
}

/** Held: no script error, a heading, no remote's fallback and no error page. */
export const pageHeld = (seen) =>
  seen.errors.length === 0 &&
  Boolean(seen.heading) &&
  seen.fallbacks === 0 &&
  seen.brokenPage === 0;
