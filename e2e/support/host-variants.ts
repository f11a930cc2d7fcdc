import { expect, type Page, type TestInfo } from '@playwright/test';
import { waitUntilLive } from './first-screen';
import { cateringUrl, consumerUrl, E2E } from './ports';

const sandboxApi = `http://127.0.0.1:${E2E.sandboxPort}/ordering/v1`;

/** The three faces of the site (§1): consumer, catering (its own port) and the app's catering. */
export interface Variant {
  name: 'consumer' | 'catering' | 'app-catering';
  origin: string;
  catering: boolean;
  app: boolean;
}

export const VARIANTS: Variant[] = [
  { name: 'consumer', origin: consumerUrl, catering: false, app: false },
  { name: 'catering', origin: cateringUrl, catering: true, app: false },
  { name: 'app-catering', origin: cateringUrl, catering: true, app: true },
];

/** §9 a phone (xs, mobile) and a desktop (lg). */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1280, height: 800, mobile: false },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/**
 * The two looks a rule is walked in: Spanish on a phone (the longer words, the narrower screen)
 * and English on a desktop. Between them they see both widths and both languages; the four
 * crossings would walk the same journey twice more for words each package's strings test holds.
 */
export const LOOKS = [
  { viewport: VIEWPORTS[0], language: 'es' },
  { viewport: VIEWPORTS[1], language: 'en-US' },
] as const;

/** Every variant at every width. */
export const MATRIX = VARIANTS.flatMap((variant) =>
  VIEWPORTS.map((viewport) => ({ variant, viewport, label: `${variant.name} ${viewport.name}` })),
);

/**
 * The customer's language as the site keeps a choice: stored (§3), and its cookie, which the
 * server draws the first screen in and the browser's start takes first.
 */
const keepLanguage = (chosen: string) => {
  localStorage.setItem('qsr.language', JSON.stringify(chosen));
  document.cookie = `qsr-lang=${chosen}; path=/`;
};

/** The customer's language, chosen before the page starts. */
export async function speak(page: Page, language: string): Promise<void> {
  await page.addInitScript(keepLanguage, language);
}

/** The customer's language, chosen on the open page for the pages after it. */
export async function speakFromNow(page: Page, language: string): Promise<void> {
  await page.evaluate(keepLanguage, language);
}

/** Opens a path of a variant; the app variant arrives with `source=app` the first time. */
export async function open(page: Page, variant: Variant, path = '/') {
  const url = new URL(path, variant.origin);
  if (variant.app) url.searchParams.set('source', 'app');
  const response = await page.goto(url.toString());
  await waitUntilLive(page);
  return response;
}

export interface SignedIn {
  firstName: string;
}

/**
 * A member signed in through the real API, stored as the site stores a session. Signed in on
 * the sandbox directly: the BFF's sign-in rate limit (10 a minute, all workers alike) is kept for
 * the tests that sign in through the page.
 */
export async function signIn(page: Page): Promise<SignedIn> {
  const response = await page.request.post(`${sandboxApi}/members/signin`, {
    data: { email: 'demo@example.com', password: 'Biscuits123!', captcha: 'sandbox-captcha-ok' },
  });
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as {
    data: { tokens: unknown; user: { first_name: string } };
  };
  await page.addInitScript(
    ([tokens, user]) => {
      localStorage.setItem('qsr.token', JSON.stringify(tokens));
      localStorage.setItem('qsr.user', JSON.stringify(user));
    },
    [data.tokens, data.user] as const,
  );
  return { firstName: data.user.first_name };
}

export interface ChosenLocation {
  id: number;
  address: string;
}

/** A restaurant of the sandbox, stored as the chosen location (as the locator leaves it). */
export async function chooseLocation(page: Page, id = 101): Promise<ChosenLocation> {
  const response = await page.request.get(`${consumerUrl}/api/v1/locations/${id}`);
  expect(response.ok()).toBeTruthy();
  const location = (await response.json()) as ChosenLocation & Record<string, unknown>;
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('qsr.location')) {
      localStorage.setItem(
        'qsr.location',
        JSON.stringify({ ...stored, expires: Date.now() + 60 * 60 * 1000 }),
      );
    }
  }, location);
  return location;
}

/**
 * The order-product route of a product of the chosen restaurant's menu, for the variant's
 * channel: a product page that stays on its route (without a location or with a product the
 * menu lacks, §4.9 sends the customer elsewhere).
 */
export async function orderProductPath(page: Page, variant: Variant): Promise<string> {
  const location = (await chooseLocation(page, 101)) as ChosenLocation & {
    menu_id: number;
    catering_menu_id?: number;
  };
  const menuId = variant.catering
    ? (location.catering_menu_id ?? location.menu_id)
    : location.menu_id;
  const response = await page.request.get(`${consumerUrl}/api/v1/menus/${menuId}`);
  expect(response.ok()).toBeTruthy();
  const menu = (await response.json()) as {
    categories: Array<{ products: Array<{ sku: string }> }>;
  };
  const sku = menu.categories[0]?.products[0]?.sku;
  expect(sku).toBeTruthy();
  return `/order/product?id=${sku}`;
}

/** The home page, attached to the report. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}
