import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox's demo member (sandbox/src/fixtures/members.ts) and its bot-check test token. */
const DEMO = { email: 'demo@example.com', password: 'Biscuits123!', captcha: 'sandbox-captcha-ok' };

/** The locator's page (its own alerts, apart from the host's error banner). */
export const locatorPage = (page: Page) => page.locator('[data-boundary="locator"]').first();

/**
 * Once the locator has taken over the server's first screen: before, its page is the server's
 * markup, inert, which the remote's render replaces.
 */
export async function locatorTookOver(page: Page): Promise<void> {
  await expect(page.locator('[data-remote-area="locator"]')).toHaveAttribute('aria-busy', 'false');
}

/** Signs the demo member in through the real API and keeps the session as the site does. */
export async function signInDemoMember(page: Page): Promise<void> {
  await page.goto('/');
  const answer = await page.request.post('/api/v1/members/signin', { data: DEMO });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { tokens: unknown; user: unknown } };
  await page.evaluate(
    ({ tokens, user }) => {
      localStorage.setItem('qsr.token', JSON.stringify(tokens));
      localStorage.setItem('qsr.user', JSON.stringify(user));
    },
    { tokens: data.tokens, user: data.user },
  );
}

export interface StoredOrder {
  id: string;
  menu_id: number;
  handoff: string;
  address: { address: string; city: string; zip: string } | null;
  products: Array<{ name: string; quantity: number }>;
}

/** The box as the browser keeps it. */
export function storedOrder(page: Page): Promise<StoredOrder | null> {
  return page.evaluate(() => {
    const text = localStorage.getItem('qsr.order');
    return text ? (JSON.parse(text) as StoredOrder) : null;
  });
}

/** The box as the ordering API has it. */
export async function serverOrder(page: Page, id: string): Promise<StoredOrder> {
  const answer = await page.request.get(`/api/v1/orders/${id}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as StoredOrder;
}

/**
 * The pickup search's list once it is the results, as the customer waits for them: the list
 * before a search stays a moment, busy, while the results replace it (a card read from it is
 * not the one a click lands on after).
 */
export async function pickupResults(page: Page, name = 'Restaurants'): Promise<Locator> {
  const list = page.getByRole('list', { name, exact: true });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return list;
}

/** Searches /locations?mode=pickup and orders from the restaurant whose heading matches. */
export async function orderFrom(page: Page, search: string, restaurant: string): Promise<void> {
  await page.goto('/locations?mode=pickup');
  await page.getByRole('searchbox', { name: 'City, state or zip' }).fill(search);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = await pickupResults(page);
  await results
    .getByRole('button', { name: `Order from here: ${restaurant}`, exact: true })
    .click();
  await expect(page).toHaveURL(/\/order$/);
}

/** Puts one product of the box's menu in the box through the real API, as the menu would. */
export async function addSimpleProduct(page: Page): Promise<string> {
  const order = await storedOrder(page);
  if (!order) throw new Error('no box');
  const menu = (await (await page.request.get(`/api/v1/menus/${order.menu_id}`)).json()) as {
    categories: Array<{
      products: Array<{ id: number; name: string; options?: Array<{ min: number }> }>;
    }>;
  };
  const product = menu.categories
    .flatMap((category) => category.products)
    .find((p) => !(p.options ?? []).some((option) => option.min > 0));
  if (!product) throw new Error('no product without required options');
  const answer = await page.request.post(`/api/v1/orders/${order.id}/products`, {
    data: { products: [{ id: product.id, quantity: 1, choices: [], isupsell: false }] },
  });
  expect(answer.ok()).toBe(true);
  const updated = await answer.json();
  await page.evaluate((value) => {
    localStorage.setItem(
      'qsr.order',
      JSON.stringify({ ...value, expires: Date.now() + 24 * 60 * 60 * 1000 }),
    );
  }, updated);
  return product.name;
}
