import { expect, type Locator, type Page } from '@playwright/test';
import { waitUntilLive } from '../support/first-screen';
import { pageReady } from '../support/page-ready';
import { chooseLocation, orderProductPath, VARIANTS, type Variant } from '../support/host-variants';
import { freshBox, reviewOrder, switchLanguage } from './a11y-support';
import { checkout, confirmationDialog } from './checkout-support';
import { openBox } from './menu-cart-support';

/**
 * The contact sheet: the key pages and overlays of the site, how to open each, and
 * what on it changes from run to run (masked in the visual comparisons). One list for
 * `npm run screenshots` and for visual-system.spec.ts.
 */
export interface SheetPage {
  name: string;
  open: (page: Page, variant: Variant) => Promise<void>;
  /** Drawn over the page (the box): the contact sheet shows the screen, not the page under it. */
  overlay?: boolean;
  /** What changes between runs: order numbers, times, dates. */
  dynamic?: (page: Page) => Locator[];
}

/**
 * The browser's clock stopped at noon, Eastern, on the latest Tuesday: open or closed, today's
 * hours and the menu's daypart then read the same on every run. What the server times (pickup
 * slots, order numbers) is masked instead.
 */
export async function freezeClock(page: Page) {
  const noon = new Date();
  noon.setUTCDate(noon.getUTCDate() - ((noon.getUTCDay() + 5) % 7));
  noon.setUTCHours(17, 0, 0, 0);
  await page.clock.setFixedTime(noon);
}

/** A time of day as the pages write it ('6:15 AM', '18:15'): the clock moves between runs. */
const CLOCK = /\d{1,2}:\d{2}/;

const at = (path: string) => async (page: Page, variant: Variant) => {
  await chooseLocation(page);
  await page.goto(new URL(path, variant.origin).toString());
};

export const SHEET: SheetPage[] = [
  { name: 'home', open: at('/') },
  { name: 'menu', open: at('/menu') },
  {
    name: 'product',
    open: async (page, variant) => at(await orderProductPath(page, variant))(page, variant),
  },
  {
    name: 'box',
    overlay: true,
    open: async (page, variant) => {
      // Over a page that reads the same at any hour: the menu's cards say which items the box's
      // time (the server's, from the real clock) leaves out, and grow by a line when they do.
      // The box is for a noon days ahead: "as soon as possible" would read "as soon as it
      // opens" with a day at night, a longer line than by day.
      await freshBox(page, variant.origin, '/about', { scheduled: true });
      await openBox(page);
    },
    dynamic: (page) => [page.locator('[data-box="when"]')],
  },
  {
    name: 'locations',
    open: at('/locations'),
    dynamic: (page) => [
      page.getByText(CLOCK),
      page.getByText(/^(Open now|Closed now|Abierto|Cerrado)/),
    ],
  },
  {
    name: 'checkout',
    open: async (page, variant) =>
      freshBox(page, variant.origin, '/order/checkout', { quantity: variant.catering ? 5 : 2 }),
    // The first time offered, and its words ('around' or 'when it opens'), come from the
    // server's real clock, not the frozen one: the whole choice of time changes width by the hour.
    dynamic: (page) => [
      checkout(page).getByText(CLOCK),
      checkout(page).getByRole('group', { name: /^(When\?|¿Cuándo\?)$/ }),
    ],
  },
  {
    name: 'confirmation',
    open: async (page, variant) => {
      await reviewOrder(page, variant.origin);
      // 'I’m here' opens 15 minutes before the promised time, which the server sets from the
      // real time; the frozen noon is before or after it depending on when the suite runs. The
      // browser's clock moves to the promised time the submit answers with: 'I’m here' is then
      // always offered, and the time reads as today's, one line, whatever the hour of the run.
      await page.route('**/api/v1/orders/*/submit', async (route) => {
        const response = await route.fetch();
        const { ready_at: promised } = (await response.json()) as { ready_at?: string };
        if (promised) await page.clock.setFixedTime(promised);
        await route.fulfill({ response });
      });
      await confirmationDialog(page).getByRole('button', { name: 'Place Order' }).click();
      await expect(page).toHaveURL(/\/confirm\?id=/);
    },
    // The steps reached depend on the hour too: at night the kitchen waits for the opening.
    dynamic: (page) => [
      checkout(page).getByText(CLOCK),
      checkout(page).getByText(/^\d{3,}$/),
      checkout(page).getByRole('status'),
      checkout(page)
        .locator('ol[aria-label]')
        .filter({ has: page.locator('[data-step]') }),
    ],
  },
  { name: 'account', open: at('/account/login') },
  { name: 'marketing', open: at('/about') },
  { name: 'careers', open: at('/careers'), dynamic: (page) => [page.getByText(CLOCK)] },
  { name: 'not-found', open: at('/no/such/page-here') },
];

export const SHEET_VARIANTS = VARIANTS.filter((variant) => !variant.app);
export const SHEET_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
export type SheetLanguage = 'en' | 'es';
/**
 * The looks a sheet is drawn in: English on a desktop, then Spanish on a phone (the longer words
 * on the narrower screen). A remote's own colour, margin or type shows in either; the two see
 * both widths and both languages.
 */
export const SHEET_LOOKS = [
  { language: 'en', viewport: SHEET_VIEWPORTS[1] },
  { language: 'es', viewport: SHEET_VIEWPORTS[0] },
] as const;

/**
 * The contact sheet (`npm run screenshots`) draws every crossing: the two looks compared above,
 * then Spanish on a desktop and English on a phone, written for review and compared with nothing.
 */
export const CONTACT_SHEET_LOOKS = [
  ...SHEET_LOOKS,
  { language: 'es', viewport: SHEET_VIEWPORTS[1] },
  { language: 'en', viewport: SHEET_VIEWPORTS[0] },
] as const;

/**
 * The open page in a language, switched as another tab of the site switches it: the journeys
 * above are walked in English (their labels), and what the customer then sees is in either.
 */
export async function showIn(page: Page, variant: Variant, language: SheetLanguage) {
  await switchLanguage(page, variant.origin, language === 'es' ? 'es' : 'en-US');
}

/** The page as a customer sees it once everything has arrived: remotes, images and fonts. */
export async function steady(page: Page) {
  await waitUntilLive(page);
  await pageReady(page);
  // Nothing still arriving: a remote, a skeleton, totals being priced, the map's geography.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map((image) => new Promise((resolve) => image.addEventListener('load', resolve))),
    );
  });
}
