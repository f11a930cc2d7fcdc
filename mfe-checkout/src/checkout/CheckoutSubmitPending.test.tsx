import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchCall } from '@qsr/shared-contracts/testing';
import { anOrder } from '@qsr/shared-contracts/testing';
import { strings } from '../strings';
import { PLACEMENT_STORAGE_KEY } from '../submit/placement-store';
import { CHECK_DELAYS_MS } from '../submit/use-placement-check';
import { renderCheckout } from '../testing';
import { fillIn, location, ORDER, ordering, type Answer } from './checkout-testing';
import { CheckoutPage } from './CheckoutPage';

/** The BFF's answer to a submit the ordering API took and did not answer in time. */
const PENDING = {
  status: 202,
  body: { status: 'pending', orderId: 'o1', message: 'Your order is being confirmed.' },
};
const placed = { id: 'o1', status: 'received', number: '1042' };
const BEING_PLACED = {
  status: 400,
  body: { message: '[251] This order is being placed. Please wait a moment.' },
};
const NOT_YET = { status: 400, body: { message: '[236] This order has not been placed yet.' } };
const DECLINED = { status: 400, body: { message: '[230] Your card was declined.' } };
/** Whatever asks the customer to place the order again, in either language. */
const TRY_AGAIN = /try again|place it again|inténtalo de nuevo|vuelve a realizarlo/i;

function inTurn(...answers: Answer[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] as Answer;
}

const submits = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/submit'));
const statusAsks = (calls: FetchCall[]) => calls.filter((call) => call.url.endsWith('/status'));

async function placeOrder(language: 'en-US' | 'es') {
  const words = strings[language];
  const user = await fillIn(language);
  await user.click(screen.getByRole('button', { name: words.review }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: words.placeOrder }));
}

jest.setTimeout(30_000);

afterEach(() => jest.useRealTimers());

describe.each(['en-US', 'es'] as const)(
  '/order/checkout (%s): a submit the BFF answers "pending"',
  (language) => {
    const words = strings[language];
    const reference = words.placementReference.replace('{{reference}}', 'o1');

    beforeEach(() => {
      sessionStorage.clear();
      localStorage.clear();
    });

    it('placed: the page says it is being confirmed, with its reference, then shows the confirmation', async () => {
      const fetch = ordering(() => PENDING, {
        [`GET ${ORDER}/status`]: inTurn(BEING_PLACED, { body: placed }),
      });
      await renderCheckout(<CheckoutPage />, {
        state: { order: anOrder(), location },
        language,
      });
      await placeOrder(language);

      const notice = (await screen.findByText(words.checkingPlacement)).closest('[role="status"]');
      expect(notice).toHaveTextContent(reference);
      expect(notice).toHaveTextContent(words.checkingPlacementHint);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.body).not.toHaveTextContent(TRY_AGAIN);
      expect(screen.getByRole('button', { name: words.checking })).toBeDisabled();

      await waitFor(
        () => expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm?id=o1'),
        { timeout: 10_000 },
      );
      expect(submits(fetch.calls)).toHaveLength(1);
      expect(localStorage.getItem(PLACEMENT_STORAGE_KEY)).toBeNull();
    });

    it('not placed: the same submission goes again with its key, and its answer is said; the customer can try again', async () => {
      const fetch = ordering(inTurn(PENDING, DECLINED), { [`GET ${ORDER}/status`]: NOT_YET });
      await renderCheckout(<CheckoutPage />, {
        state: { order: anOrder(), location },
        language,
      });
      await placeOrder(language);
      await screen.findByText(words.checkingPlacement);

      await waitFor(
        () => expect(screen.getByRole('alert')).toHaveTextContent(words.failure_declined),
        { timeout: 10_000 },
      );
      expect(screen.queryByText(words.checkingPlacement)).toBeNull();
      expect(screen.getByRole('button', { name: words.review })).toBeEnabled();
      const [first, again] = submits(fetch.calls);
      expect(again?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    });

    it('not placed, after a reload: said honestly, and Place Order is offered again', async () => {
      localStorage.setItem(
        PLACEMENT_STORAGE_KEY,
        JSON.stringify({ orderId: 'o1', key: 'kept-key-0003', checking: true }),
      );
      ordering(() => ({ body: placed }), { [`GET ${ORDER}/status`]: NOT_YET });
      await renderCheckout(<CheckoutPage />, {
        state: { order: anOrder(), location },
        language,
      });
      await waitFor(
        () => expect(screen.getByRole('alert')).toHaveTextContent(words.failure_not_placed),
        { timeout: 5_000 },
      );
      expect(screen.getByRole('button', { name: words.review })).toBeEnabled();
    });

    it('unknown: after a bounded time it says what is known, never "try again", and can check again', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      let answer: Answer = BEING_PLACED;
      const fetch = ordering(() => PENDING, { [`GET ${ORDER}/status`]: () => answer });
      await renderCheckout(<CheckoutPage />, {
        state: { order: anOrder(), location },
        language,
      });
      await placeOrder(language);
      await screen.findByText(words.checkingPlacement);

      // Every round goes by (about two minutes) and the status still does not say.
      const bound = CHECK_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
      await act(() => jest.advanceTimersByTimeAsync(bound + 1_000));
      const notice = (await screen.findByText(words.placementUnknown)).closest('[role="status"]');
      expect(notice).toHaveTextContent(reference);
      expect(notice).toHaveTextContent(words.placementUnknownHint);
      await waitFor(() => expect(notice).toHaveFocus());
      expect(statusAsks(fetch.calls)).toHaveLength(CHECK_DELAYS_MS.length);
      expect(document.body).not.toHaveTextContent(TRY_AGAIN);
      // No spinner, and nothing that could place a second order.
      expect(screen.queryByRole('button', { name: words.checking })).toBeNull();
      expect(screen.getByRole('button', { name: words.review })).toBeDisabled();

      // It stays as it is: nothing more is asked until the customer asks.
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(statusAsks(fetch.calls)).toHaveLength(CHECK_DELAYS_MS.length);

      answer = { body: placed };
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: words.checkAgain }));
      expect(screen.getByText(words.checkingPlacement)).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(CHECK_DELAYS_MS[0]));
      await waitFor(() =>
        expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm?id=o1'),
      );
      expect(submits(fetch.calls)).toHaveLength(1);
    });
  },
);
