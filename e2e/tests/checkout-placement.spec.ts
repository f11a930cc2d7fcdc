import fs from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { stallSandboxDb, stallSandboxPidFile, stallUrl } from '../support/ports';
import {
  boxAt,
  checkout,
  confirmationDialog,
  dialogSummary,
  fillCard,
  fillContact,
} from './checkout-support';

const RALEIGH = 101;
const APPROVED = '4111111111111111';
const CHECKING = 'We’re checking whether your order went through.';

/** What the stalled sandbox recorded of the order: its state, its charges, its keys. */
function recorded(orderId: string) {
  const db = new Database(stallSandboxDb, { readonly: true, fileMustExist: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get(orderId) as { n: number }).n;
    const order = db
      .prepare('SELECT state, number, payments FROM orders WHERE id = ?')
      .get(orderId) as { state: string; number: number | null; payments: string | null };
    return {
      order,
      charges: count(
        "SELECT COUNT(*) AS n FROM order_events WHERE order_id = ? AND kind = 'submitted'",
      ),
      keys: count('SELECT COUNT(*) AS n FROM submit_keys WHERE order_id = ?'),
      tokensUsed: count(
        'SELECT COUNT(*) AS n FROM payment_tokens WHERE order_id = ? AND used_at IS NOT NULL',
      ),
      placedOrders: (
        db.prepare("SELECT COUNT(*) AS n FROM orders WHERE state = 'submitted'").get() as {
          n: number;
        }
      ).n,
    };
  } finally {
    db.close();
  }
}

/** Whether the stalled sandbox holds a submit of the order: its key claimed, the order not placed yet. */
function holdsSubmit(orderId: string): boolean {
  const db = new Database(stallSandboxDb, { readonly: true, fileMustExist: true });
  try {
    const claims = db
      .prepare("SELECT COUNT(*) AS n FROM submit_keys WHERE order_id = ? AND state = 'pending'")
      .get(orderId) as { n: number };
    return claims.n > 0;
  } finally {
    db.close();
  }
}

/**
 * The attack's case: the ordering API takes the submit and answers after the BFF's
 * 1.5 s (this sandbox's card network takes 4 s), so the order is placed while the BFF has given
 * up. The BFF answers "pending" with the order's reference, never "try again"; the page says
 * the order is being confirmed, with its reference, and shows the confirmation once its status
 * says placed. One order, one charge.
 */
test('a submit answered late is pending with its reference, then confirmed: one order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const box = await boxAt(page, stallUrl, RALEIGH, [['BB-BISCUIT', 1]]);
  await page.goto(`${stallUrl}/order/checkout`);
  const area = checkout(page);
  await fillContact(area);
  await fillCard(area, APPROVED);
  await area.getByRole('button', { name: 'Review order' }).click();
  const dialog = confirmationDialog(page);
  await expect(dialog).toBeVisible();

  const submitted = page.waitForResponse((response) =>
    response.url().endsWith(`/orders/${box.id}/submit`),
  );
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  const answer = await submitted;
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toMatchObject({ status: 'pending', orderId: box.id });

  const check = area.getByRole('status').filter({ hasText: CHECKING });
  await expect(check).toContainText(`Order reference: ${box.id}`);
  await expect(area.getByRole('button', { name: 'Checking your order…' })).toBeDisabled();
  await expect(page.getByText(/try again/i)).toHaveCount(0);

  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${box.id}$`), { timeout: 30_000 });
  const after = recorded(box.id);
  await expect(area.locator('[data-order-number]')).toHaveText(String(after.order.number));
  expect(after.order.state).toBe('submitted');
  expect(after.charges).toBe(1);
  expect(after.keys).toBe(1);
});

/**
 * End to end: the ordering API stalls (its process stopped) while it is placing the order. The
 * BFF gives up after 1.5 s and answers "pending"; the customer is never told to try again, is
 * told the order is being checked (also after a reload), and sees the placed order once the
 * ordering API is back. One order, one charge, the total the customer last saw.
 */
test('a submit the ordering API stalls on is checked, never retried: one order, one charge', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pid = Number(fs.readFileSync(stallSandboxPidFile, 'utf8'));
  const placedBefore = recorded('none').placedOrders;
  const box = await boxAt(page, stallUrl, RALEIGH, [['BB-BISCUIT', 1]]);
  await page.goto(`${stallUrl}/order/checkout`);
  const area = checkout(page);
  await fillContact(area);
  await fillCard(area, APPROVED);
  await area.getByRole('button', { name: 'Review order' }).click();
  const dialog = confirmationDialog(page);
  const shown = await dialogSummary(dialog);

  const statusAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/orders/${box.id}/status`)) statusAnswers.push(response.status());
  });
  // The ordering API stops once it has the submit: its key claimed, the charge waiting for the
  // card network (4 s in this sandbox). Stopped before it has read the request instead, it
  // could drop it on waking (its keep-alive timer fires first) and the order would rightly be
  // "not placed".
  let stopped = false;
  try {
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(() => holdsSubmit(box.id), { intervals: [25] }).toBe(true);
    process.kill(pid, 'SIGSTOP');
    stopped = true;
    // While it is being placed: the dialog says so and cannot be pressed again.
    await expect(dialog.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();

    // The BFF gave up: the page says what is known, and offers nothing to press.
    const check = area.getByRole('status').filter({ hasText: CHECKING });
    await expect(check).toBeVisible();
    await expect(check).toContainText('you will not be charged twice');
    await expect(confirmationDialog(page)).toHaveCount(0);
    await expect(area.getByRole('button', { name: 'Checking your order…' })).toBeDisabled();
    await expect(page.getByText(/try again/i)).toHaveCount(0);
    // Its status cannot be read either (504), and it goes on asking.
    await expect.poll(() => statusAnswers.filter((status) => status === 504).length).toBe(1);
    await expect(check).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('checking.png') });

    // A reload keeps asking; there is still nothing to press and no "try again".
    await page.reload();
    await expect(area.getByRole('status').filter({ hasText: CHECKING })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Checking your order…' })).toBeDisabled();
    await expect(page.getByText(/try again/i)).toHaveCount(0);
    expect(recorded(box.id).order.state).toBe('open');
  } finally {
    if (stopped) process.kill(pid, 'SIGCONT');
  }

  // The ordering API is back: the submit it had waiting is placed, and the page shows it at its
  // next check. The checks back off to one every 30 s, so on a busy machine the next one may be
  // that far away: the wait allows two of them.
  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${box.id}$`), { timeout: 75_000 });
  const after = recorded(box.id);
  await expect(area.locator('[data-order-number]')).toHaveText(String(after.order.number));
  await expect(area.locator('[data-summary="time"]')).toHaveText(shown.time);
  await expect(page.getByText(/try again/i)).toHaveCount(0);

  expect(after.order.state).toBe('submitted');
  expect(after.charges).toBe(1);
  expect(after.tokensUsed).toBe(1);
  expect(after.keys).toBe(1);
  expect(after.placedOrders).toBe(placedBefore + 1);
  const [payment] = JSON.parse(after.order.payments ?? '[]') as Array<{ amount: number }>;
  expect(`$${payment?.amount.toFixed(2)}`).toBe(shown.total);
});
