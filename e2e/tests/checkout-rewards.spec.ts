import { expect, test, type APIRequestContext } from '@playwright/test';
import { memberSession, REWARDS, SANDBOX_API, signInBrowser } from './account-support';
import { checkout, confirmationDialog, dialogSummary, type SandboxOrder } from './checkout-support';

const RALEIGH_MENU = 100101;
const REWARD = 'RWD-WELCOME-2OFF';
const SAVED_CARD = 5201;

/** Set-up calls of the rewards member, straight to the sandbox (as the site would make them). */
function memberApi(request: APIRequestContext, token: string) {
  const headers = { 'x-ordering-token': token };
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const answer = await request.fetch(`${SANDBOX_API}/${path}`, { method, headers, data });
    return { status: answer.status(), body: (await answer.json()) as T };
  };
}

/**
 * A redeemed reward is used by one placed order. Two boxes carry it; the first
 * is placed while the customer looks at the second's confirmation dialog; Place Order then says
 * so, places nothing, and the next review shows the total without it.
 */
test('§4.1 §8 a redeemed reward on two boxes: once one is placed, the other is refused at Place Order, then placed at its new total', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const session = await memberSession(request, REWARDS);
  const tokens = session.data.tokens as Record<string, string | number>;
  const call = memberApi(request, tokens['ordering.access.token'] as string);
  await signInBrowser(page, session);

  // The customer redeems the offer on the offers page.
  await page.goto('/offers');
  const offers = page.getByRole('region', { name: 'Your offers' });
  await offers.getByRole('button', { name: 'Redeem $2 off your next order' }).click();
  await expect(offers.getByText(/^Redeemed/)).toBeVisible();

  const menu = await call<{ categories: Array<{ products: Array<{ id: number; sku: string }> }> }>(
    'GET',
    `menus/${RALEIGH_MENU}`,
  );
  const biscuit = menu.body.categories
    .flatMap((category) => category.products)
    .find((product) => product.sku === 'BB-CHICKEN-BISCUIT');
  const boxWithReward = async () => {
    const { body: created } = await call<SandboxOrder>('POST', 'orders/create', {
      menu_id: RALEIGH_MENU,
    });
    await call('POST', `orders/${created.id}/products`, {
      products: [{ id: biscuit?.id, quantity: 3, choices: [] }],
    });
    const applied = await call<SandboxOrder>('PUT', `orders/${created.id}/rewards`, {
      memberid: tokens.id,
      references: [REWARD],
    });
    expect(applied.status).toBe(200);
    return applied.body;
  };
  const first = await boxWithReward();
  const second = await boxWithReward();
  expect(second.totals.discount).toBe(2);

  // The second box is the one in this browser.
  const location = (await call<object>('GET', 'locations/101')).body;
  await page.evaluate(
    ([stored, box]) => {
      localStorage.setItem('qsr.location', stored);
      localStorage.setItem('qsr.order', box);
    },
    [
      JSON.stringify({ ...location, expires: Date.now() + 86_400_000 }),
      JSON.stringify({ ...second, expires: Date.now() + 86_400_000 }),
    ] as [string, string],
  );
  await page.goto('/order/checkout');
  const area = checkout(page);
  await expect(area.locator('[data-total="discount"] dd')).toHaveText('−$2.00');
  await area.getByRole('button', { name: 'Review order' }).click();
  const dialog = confirmationDialog(page);
  await expect(dialog).toBeVisible();
  const withReward = (await dialogSummary(dialog)).total;

  // Meanwhile the first box is placed (another tab, another device).
  const { body: validated } = await call<{ totals: { total: number } }>(
    'POST',
    `orders/${first.id}/validate`,
  );
  const placedFirst = await call('POST', `orders/${first.id}/submit`, {
    usertype: 'user',
    payments: [{ type: 'creditcard', amount: validated.totals.total, account_id: SAVED_CARD }],
  });
  expect(placedFirst.status).toBe(200);

  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(area.getByRole('alert')).toContainText(
    'A reward on this order was already used on another order, so we took it off. Review your order to see the new total.',
  );
  await expect(page).toHaveURL(/\/order\/checkout/);
  const status = await call<{ code: number }>('GET', `orders/${second.id}/status`);
  expect(status.body.code).toBe(236);

  // The next review shows the total without the reward, and places the order.
  await area.getByRole('button', { name: 'Review order' }).click();
  await expect(dialog).toBeVisible();
  const without = (await dialogSummary(dialog)).total;
  expect(Number(without.replace('$', ''))).toBeGreaterThan(Number(withReward.replace('$', '')));
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/confirm\?id=/);
  const placed = await call<SandboxOrder>('GET', `orders/${second.id}`);
  expect(placed.body.totals.discount).toBe(0);
  expect(`$${placed.body.totals.total.toFixed(2)}`).toBe(without);

  // A third box cannot take the reward at all.
  const { body: third } = await call<SandboxOrder>('POST', 'orders/create', {
    menu_id: RALEIGH_MENU,
  });
  const late = await call<{ message: string }>('PUT', `orders/${third.id}/rewards`, {
    memberid: tokens.id,
    references: [REWARD],
  });
  expect(late).toEqual({
    status: 400,
    body: { message: '[249] This reward has already been used.', code: 249 },
  });
});
