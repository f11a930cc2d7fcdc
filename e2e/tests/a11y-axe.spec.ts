import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { VARIANTS, chooseLocation, orderProductPath, type Variant } from '../support/host-variants';
import { cateringUrl } from '../support/ports';
import { boxAt, checkout, confirmationDialog, fillCard, fillContact } from './checkout-support';
import { openCart } from './menu-cart-support';

/**
 * Issue 14 §3: axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on the routes of §2.1
 * (with content) and the overlays, per channel: no serious or critical violation. One test a
 * channel, looping, so that a page or overlay is added with one line.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };

/** The routes of §2.1, one page of each kind, with real content (the box's restaurant chosen). */
const ROUTES: Array<string | ((page: Page, variant: Variant) => Promise<string>)> = [
  '/',
  '/menu',
  '/menu/nutrition',
  '/order',
  orderProductPath,
  '/locations',
  '/order/location',
  '/order/type',
  '/order/checkout',
  '/account/login',
  '/account/signup',
  '/account/password-reset',
  '/offers',
  '/about',
  '/about/chicken-scoop/a-hot-honey-story',
  '/refund',
  '/search',
  '/careers',
  '/positions',
  '/no/such/page-here',
];

/** An overlay: how to open it from a page. */
interface Overlay {
  name: string;
  channels?: Array<Variant['name']>;
  open: (page: Page, origin: string) => Promise<void>;
}

const OVERLAYS: Overlay[] = [
  {
    name: 'cart drawer',
    open: async (page, origin) => {
      await page.goto(`${origin}/menu`);
      await openCart(page);
    },
  },
  {
    name: 'mobile menu',
    open: async (page, origin) => {
      await page.setViewportSize(PHONE);
      await page.goto(`${origin}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    },
  },
  {
    name: 'location modal',
    open: async (page, origin) => {
      await page.goto(`${origin}/order/type`);
      await page.getByRole('button', { name: /^Pickup/ }).click();
      await expect(
        page.getByRole('dialog', { name: 'WHERE WOULD YOU LIKE TO ORDER FROM?' }),
      ).toBeVisible();
    },
  },
  {
    name: 'confirmation dialog',
    open: async (page, origin) => {
      const catering = origin === cateringUrl;
      const box = await boxAt(
        page,
        origin,
        101,
        [[catering ? 'CT-TENDERS-BOX-20' : 'BB-BISCUIT', 1]],
        {
          catering,
        },
      );
      await page.goto(`${origin}/order/checkout`);
      // The box of this overlay replaces whatever the earlier pages put in the box.
      await page.evaluate((order) => {
        localStorage.setItem(
          'qsr.order',
          JSON.stringify({ ...order, expires: Date.now() + 86_400_000 }),
        );
      }, box);
      await page.reload();
      const area = checkout(page);
      await fillContact(area);
      await fillCard(area, '4111111111111111');
      await area.getByRole('button', { name: 'Review order' }).click();
      await expect(confirmationDialog(page)).toBeVisible();
    },
  },
  {
    name: 'exit popup',
    channels: ['catering'],
    open: async (page, origin) => {
      await page.goto(`${origin}/`);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(
        page.getByRole('alertdialog', { name: 'Are you sure you want to exit catering?' }),
      ).toBeVisible();
    },
  },
];

/** Waits until no remote area is loading any more. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-remote-area][aria-busy="true"]')).toHaveCount(0);
}

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n    ')}`,
    );
}

// The channels' tests share nothing (each its own page, restaurant and box): they run side by side.
test.describe.configure({ mode: 'parallel' });

for (const variant of VARIANTS.filter((v) => !v.app)) {
  test(`issue 14 axe: no serious or critical WCAG 2.2 AA violation on the §2.1 routes and overlays (${variant.name})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await chooseLocation(page, 101);
    const found: string[] = [];
    for (const route of ROUTES) {
      const path = typeof route === 'string' ? route : await route(page, variant);
      await page.goto(new URL(path, variant.origin).toString());
      await settled(page);
      found.push(...(await seriousViolations(page, path)));
    }
    for (const overlay of OVERLAYS) {
      if (overlay.channels && !overlay.channels.includes(variant.name)) continue;
      await page.setViewportSize({ width: 1280, height: 800 });
      await overlay.open(page, variant.origin);
      await settled(page);
      found.push(...(await seriousViolations(page, overlay.name)));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
