import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The headers of the site's calls (§6), for the few set-up calls a test makes itself. */
const HEADERS = { 'x-client-type': 'web', 'x-api-version': '2', 'x-environment': 'prod' };

export async function api<T>(
  request: APIRequestContext,
  base: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  // `/api/v2/carts/…` (§7.2 donations) is taken as it is; others are ordering API v1 paths.
  const v2 = path.startsWith('/api/v2/');
  const url = v2 ? `${base}${path}` : `${base}/api/v1/${path}`;
  const internalPath = (v2 ? path.slice('/api/v2/'.length) : path).split('?')[0] as string;
  const response = await request.fetch(url, {
    method,
    headers: { ...HEADERS, 'x-api-path': internalPath, ...headers },
    data: body,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** Chooses a restaurant the way the site keeps it (§3 persistence), before the page starts. */
export async function chooseRestaurant(page: Page, base: string, id: number): Promise<void> {
  const location = await api<object>(page.request, base, 'GET', `locations/${id}`);
  const stored = { ...location, expires: Date.now() + 86_400_000 };
  await page.addInitScript((value) => {
    if (!localStorage.getItem('qsr.location')) localStorage.setItem('qsr.location', value);
  }, JSON.stringify(stored));
}

/** Signs a sandbox member in through members/signin (bot check test token) and keeps the session. */
export async function signIn(page: Page, base: string, email: string, password: string) {
  const answer = await api<{ data: { tokens: object; user: object } }>(
    page.request,
    base,
    'POST',
    'members/signin',
    { email, password, captcha: 'sandbox-captcha-ok' },
  );
  await page.addInitScript(
    ([tokens, user]) => {
      if (!localStorage.getItem('qsr.token')) {
        localStorage.setItem('qsr.token', tokens as string);
        localStorage.setItem('qsr.user', user as string);
      }
    },
    [JSON.stringify(answer.data.tokens), JSON.stringify(answer.data.user)],
  );
}

/** The id of the box the page keeps. */
export async function storedOrderId(page: Page): Promise<string> {
  const id = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('qsr.order') ?? 'null') as { id?: string } | null)?.id,
  );
  expect(id).toBeTruthy();
  return id as string;
}

export function drawer(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Your Cart|Tu carrito)$/ });
}

export async function openBox(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /box|caja/i })
    .click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

/**
 * Keeps an order changed behind the page's back (by a set-up call) the way the site stores it,
 * reloads, and opens the cart.
 */
export async function reopenWith(page: Page, order: object): Promise<Locator> {
  await page.evaluate((box) => {
    localStorage.setItem('qsr.order', JSON.stringify({ ...box, expires: Date.now() + 86_400_000 }));
  }, order);
  await page.reload();
  return openBox(page);
}

export function group(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('group', { name: new RegExp(`^${name}`) });
}

export function money(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
