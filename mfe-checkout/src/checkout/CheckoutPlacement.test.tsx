import { screen, waitFor, within } from '@testing-library/react';
import type { FetchCall } from '@qsr/shared-contracts/testing';
import { anOrder } from '@qsr/shared-contracts/testing';
import { PLACEMENT_STORAGE_KEY } from '../submit/placement-store';
import { renderCheckout } from '../testing';
import { fillIn, location, ORDER, ordering, type Answer } from './checkout-testing';
import { CheckoutPage } from './CheckoutPage';

const placed = { id: 'o1', status: 'received', number: '1042' };
const NOT_YET = { status: 400, body: { message: '[236] This order has not been placed yet.' } };
const TIMEOUT = { status: 504, body: { message: 'Connection issue. Please try again.' } };
const CHECKING = 'We’re checking whether your order went through.';

/** Answers in turn, the last one from then on. */
function inTurn(...answers: Answer[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] as Answer;
}

const submits = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/submit'));
const keyOf = (call: FetchCall | undefined) => call?.headers['idempotency-key'];

jest.setTimeout(20_000);

describe('/order/checkout: placing an order that gets no answer', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('says it is checking, never "try again", and places it once with the same key', async () => {
    const fetch = ordering(inTurn(TIMEOUT, { body: placed }), {
      [`GET ${ORDER}/status`]: inTurn(TIMEOUT, NOT_YET),
    });
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));

    // No answer: the dialog closes and the page says what is known, and nothing else.
    const check = await screen.findByText(CHECKING);
    await waitFor(() => expect(check.closest('[role="status"]')).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveTextContent(/try again/i);
    expect(screen.getByRole('button', { name: 'Checking your order…' })).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(PLACEMENT_STORAGE_KEY) ?? '{}')).toMatchObject({
      orderId: 'o1',
      checking: true,
    });

    // The status cannot be read, then says open: the same submission goes again, same key.
    await waitFor(
      () => expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm?id=o1'),
      { timeout: 10_000 },
    );
    const sent = submits(fetch.calls);
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]));
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(fetch.calls.filter((call) => call.url.endsWith('/token'))).toHaveLength(1);
    expect(localStorage.getItem(PLACEMENT_STORAGE_KEY)).toBeNull();
  });

  it('after a reload it goes on asking, and shows the placed order when the answer comes', async () => {
    localStorage.setItem(
      PLACEMENT_STORAGE_KEY,
      JSON.stringify({ orderId: 'o1', key: 'kept-key-0001', checking: true }),
    );
    const fetch = ordering(() => ({ body: placed }), {
      [`GET ${ORDER}/status`]: inTurn(TIMEOUT, { body: placed }),
    });
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    expect(screen.getByText(CHECKING)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Checking your order…' })).toBeDisabled();
    await waitFor(
      () => expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm?id=o1'),
      { timeout: 10_000 },
    );
    expect(submits(fetch.calls)).toHaveLength(0);
  });

  it('after a reload, an order its status says is open is not placed: said so, and the same key goes again', async () => {
    localStorage.setItem(
      PLACEMENT_STORAGE_KEY,
      JSON.stringify({ orderId: 'o1', key: 'kept-key-0002', checking: true }),
    );
    const fetch = ordering(() => ({ body: placed }), { [`GET ${ORDER}/status`]: NOT_YET });
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    await waitFor(
      () =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Your order was not placed, and you have not been charged. Check your details and place it again.',
        ),
      { timeout: 5_000 },
    );
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Place Order' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm?id=o1'),
    );
    expect(keyOf(submits(fetch.calls)[0])).toBe('kept-key-0002');
  });

  it('a refusal is the key’s answer: the next attempt has a new key', async () => {
    const fetch = ordering(
      inTurn({ status: 400, body: { message: '[230] Your card was declined.' } }, { body: placed }),
    );
    await renderCheckout(<CheckoutPage />, { state: { order: anOrder(), location } });
    const user = await fillIn();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(screen.getByRole('button', { name: 'Review order' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Place Order' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm?id=o1'),
    );
    const [first, second] = submits(fetch.calls);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });
});
