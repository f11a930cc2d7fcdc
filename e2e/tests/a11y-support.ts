import { expect, type Page } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import {
  chooseLocation,
  LOOKS,
  orderProductPath,
  signIn,
  type Variant,
} from '../support/host-variants';
import { pageReady, watchTraffic } from '../support/page-ready';
import { cateringUrl } from '../support/ports';
import { boxAt, checkout, confirmationDialog, fillContact, fillCard } from './checkout-support';
import { openBox } from './menu-cart-support';

/**
 * What the page checks (axe, IBM Equal Access, internal codes, valid HTML, no English) look at:
 * the routes of §2.1 with content, the overlays and a member's pages, per channel. A page or an
 * overlay is added here with one line.
 */

export interface Viewport {
  width: number;
  height: number;
}
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** A route: its path, or how to find it for the channel. */
export type Route = string | ((page: Page, variant: Variant) => Promise<string>);

/** The routes of §2.1, one page of each kind, with real content (the box's restaurant chosen). */
export const ROUTES: Route[] = [
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

/**
 * A member's pages (the demo member, only read): checked last, signed in, after the guest's
 * routes and the overlays.
 */
export const MEMBER_ROUTES = [
  '/account',
  '/account/order-history',
  '/account/settings',
  '/account/payments',
  '/account/addresses',
  '/account/inbox',
  '/offers',
  '/locations',
];

/** An overlay: how to open it from a page. */
export interface Overlay {
  name: string;
  channels?: Array<Variant['name']>;
  open: (page: Page, origin: string) => Promise<void>;
}

export const OVERLAYS: Overlay[] = [
  {
    name: 'cart drawer',
    open: async (page, origin) => {
      await freshBox(page, origin, '/menu');
      await openBox(page);
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
    name: 'exit popup',
    channels: ['catering'],
    open: async (page, origin) => {
      // Only a box with something to empty asks before leaving.
      await freshBox(page, origin, '/');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(
        page.getByRole('alertdialog', { name: 'Are you sure you want to exit catering?' }),
      ).toBeVisible();
    },
  },
  {
    name: 'confirmation dialog',
    open: async (page, origin) => {
      await reviewOrder(page, origin);
    },
  },
];

/**
 * The page only a placed order reaches: its confirmation, checked with the overlays in the same
 * way. The order is placed from the confirmation dialog the walk has just checked (the last of
 * the overlays), else from a new one.
 */
export const ORDER_CONFIRMATION: Overlay = {
  name: 'order confirmation',
  open: async (page, origin) => {
    if (!(await confirmationDialog(page).isVisible())) await reviewOrder(page, origin);
    await confirmationDialog(page).getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/confirm\?id=/);
  },
};

/**
 * A fresh guest box at restaurant 101 (one product of the channel's, unless told how many; for
 * delivery when given an address; for a noon days ahead when scheduled), on the page at `path`.
 */
export async function freshBox(
  page: Page,
  origin: string,
  path: string,
  options: {
    quantity?: number;
    delivery?: NonNullable<Parameters<typeof boxAt>[4]>['delivery'];
    scheduled?: boolean;
  } = {},
): Promise<void> {
  const catering = origin === cateringUrl;
  const sku = catering ? 'CT-TENDERS-BOX-20' : 'BB-BISCUIT';
  const box = await boxAt(page, origin, 101, [[sku, options.quantity ?? 1]], {
    catering,
    delivery: options.delivery,
    scheduled: options.scheduled,
  });
  // This box replaces whatever the earlier pages put in the box. It goes in on a page without
  // the site's scripts: a live page of the site, still reading its own box, could write that
  // box back between this write and the next load (a checkout then showed the earlier box).
  await page.goto(`${origin}/healthz`);
  await page.evaluate((order) => {
    localStorage.setItem(
      'qsr.order',
      JSON.stringify({ ...order, expires: Date.now() + 86_400_000 }),
    );
  }, box);
  await page.goto(`${origin}${path}`);
  // The checkout's part of the server's first screen is inert until the remote renders its own.
  await waitUntilLive(page);
}

/** A fresh box on the checkout page, filled in, with 'Are these details correct?' open. */
export async function reviewOrder(page: Page, origin: string): Promise<void> {
  await freshBox(page, origin, '/order/checkout');
  const area = checkout(page);
  await fillContact(area);
  await fillCard(area, '4111111111111111');
  await area.getByRole('button', { name: 'Review order' }).click();
  await expect(confirmationDialog(page)).toBeVisible();
}

export type Check = (page: Page, where: string) => Promise<string[]>;

export type Language = 'en-US' | 'es';
export const LANGUAGES: Language[] = ['en-US', 'es'];

/**
 * Switches the open page's language the way another tab of the site does (the state follows
 * other tabs, §3 Persistence), so that an overlay stays open while its words change.
 */
export async function switchLanguage(page: Page, origin: string, language: Language) {
  const tab = await page.context().newPage();
  await tab.goto(`${origin}/healthz`);
  await tab.evaluate(
    (chosen) => localStorage.setItem('qsr.language', JSON.stringify(chosen)),
    language,
  );
  await tab.close();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** One look of a page: its size and language, and how a failure names them. */
export interface Look {
  viewport: Viewport;
  language: Language;
  where: string;
}

/**
 * The two looks a customer walk takes (support/host-variants.ts: Spanish on a phone, English on
 * a desktop), each set on the open page before `step` runs in it.
 */
export async function forEachLook(
  page: Page,
  origin: string,
  step: (look: Look) => Promise<void>,
): Promise<void> {
  for (const { viewport, language } of LOOKS) {
    const size = viewport.mobile ? PHONE : DESKTOP;
    await page.setViewportSize(size);
    await switchLanguage(page, origin, language);
    await step({ viewport: size, language, where: `${language} ${size.width}×${size.height}` });
  }
}

/** The checks a walk runs on each page, by the name its failures are reported under. */
export type Checks = Record<string, Check>;
/** What each check found, by its name. */
export type Found = Record<string, string[]>;

/**
 * The two halves of a walk, each a test of its own so that the two workers share a long walk:
 * the guest's routes, then (in order, as a customer would) the overlays and a member's pages.
 */
export type WalkPart = 'routes' | 'overlays and member pages';
export const WALK_PARTS: WalkPart[] = ['routes', 'overlays and member pages'];

async function runChecks(page: Page, checks: Checks, where: string, found: Found) {
  for (const [name, check] of Object.entries(checks)) {
    (found[name] ??= []).push(...(await check(page, where)));
  }
}

/** Each check's findings as a failure of its own, named by the check, none hiding the others. */
export function expectNothingFound(found: Found): void {
  for (const [name, lines] of Object.entries(found)) {
    expect.soft(lines, `${name}:\n${lines.join('\n')}`).toEqual([]);
  }
}

/**
 * Runs every check on every route in one visit (at the viewport given, else Playwright's
 * default), or on every overlay of the channel and then a member's pages, in the language;
 * answers what each found. A page is checked once it has shown what it shows (`pageReady`).
 * Overlays are opened in English (the openers name their buttons in English) and then turned
 * into the language.
 */
export async function checkRoutesAndOverlays(
  page: Page,
  variant: Variant,
  checks: Checks,
  {
    language = 'en-US',
    viewport,
    part,
  }: { language?: Language; viewport?: Viewport; part: WalkPart },
): Promise<Found> {
  watchTraffic(page);
  await chooseLocation(page, 101);
  if (viewport) await page.setViewportSize(viewport);
  const found: Found = Object.fromEntries(Object.keys(checks).map((name) => [name, []]));
  if (part === 'routes') {
    for (const route of ROUTES) {
      const url = new URL(
        typeof route === 'string' ? route : await route(page, variant),
        variant.origin,
      );
      if (language !== 'en-US') url.searchParams.set('lang', language);
      await page.goto(url.toString());
      await pageReady(page);
      await runChecks(page, checks, `${url.pathname}${url.search}`, found);
    }
    return found;
  }
  for (const overlay of [...OVERLAYS, ORDER_CONFIRMATION]) {
    if (overlay.channels && !overlay.channels.includes(variant.name)) continue;
    await page.setViewportSize(DESKTOP);
    await overlay.open(page, variant.origin);
    await pageReady(page);
    if (language !== 'en-US') {
      await switchLanguage(page, variant.origin, language);
      await pageReady(page);
    }
    await runChecks(page, checks, `${overlay.name} (${language})`, found);
    if (language !== 'en-US') await switchLanguage(page, variant.origin, 'en-US');
  }
  await signIn(page);
  if (viewport) await page.setViewportSize(viewport);
  for (const path of MEMBER_ROUTES) {
    const url = new URL(path, variant.origin);
    if (language !== 'en-US') url.searchParams.set('lang', language);
    await page.goto(url.toString());
    await pageReady(page);
    await runChecks(page, checks, `member ${url.pathname}${url.search}`, found);
  }
  return found;
}
