import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anOrder, type FetchCall } from '@qsr/shared-contracts/testing';
import { actions, type Order } from '@qsr/shared-contracts';
import { location, ORDER, ordering } from '../checkout/checkout-testing';
import { CheckoutPage } from '../checkout/CheckoutPage';
import { renderCheckout } from '../testing';

jest.setTimeout(20_000);

const base = anOrder();
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The box at a subtotal, with a tip: the ordering API's total adds them up. */
function box(subtotal: number, tip: number): Order {
  const tax = cents(subtotal * 0.07);
  return {
    ...base,
    totals: {
      ...base.totals,
      subtotal,
      discount: 0,
      handoff: 0,
      fees: 0,
      tax,
      tip,
      donations: 0,
      total: cents(subtotal + tax + tip),
    },
  };
}

/** The box's line changed in the box drawer, as the ordering API answers it. */
const changeInDrawer = () =>
  act(async () => void (await actions.increaseQuantity(base.products[0]!.id)));

/**
 * The ordering API of one box whose subtotal the test changes (as the box's drawer would).
 * While `held` is set, a tip's answer waits for it, to see the page while the tip is priced.
 */
function orderingApi() {
  const api: { subtotal: number; tip: number; held: Promise<void> | null } = {
    subtotal: 20,
    tip: 0,
    held: null,
  };
  const fetch = ordering(() => ({ status: 500 }), {
    // The box drawer's change of a quantity: the API answers the subtotal the test has set.
    [`PUT ${ORDER}/products`]: () => ({ body: box(api.subtotal, api.tip) }),
    [`PUT ${ORDER}/tip`]: async (call: FetchCall) => {
      await api.held;
      api.tip = (call.body as { amount: number }).amount;
      return { body: box(api.subtotal, api.tip) };
    },
    [`POST ${ORDER}/validate`]: () => ({
      body: { taxes: [], totals: box(api.subtotal, api.tip).totals, billing: [] },
    }),
  });
  return { api, fetch };
}

const totals = () => screen.getByRole('region', { name: 'Order total' });
const tipRow = () => within(totals()).getByText('Tip').nextElementSibling?.textContent;

describe('checkout’s tip: a chosen share of the subtotal is the order’s tip', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('the box’s subtotal changes after 18% is chosen: the tip follows, and the page says so while it is priced', async () => {
    const { api, fetch } = orderingApi();
    await renderCheckout(<CheckoutPage />, {
      state: { order: box(20, 0), location },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('18% ($3.60)'));
    await waitFor(() => expect(tipRow()).toBe('$3.60'));
    expect(api.tip).toBe(3.6);

    // One more in the box: the API answers the new subtotal with the tip it had.
    let release = () => {};
    api.held = new Promise((resolve) => {
      release = resolve;
    });
    api.subtotal = 30;
    await changeInDrawer();
    // Never the old tip under the new share without "Updating your total…".
    expect(screen.getByLabelText('18% ($5.40)')).toBeChecked();
    expect(totals()).toHaveAttribute('aria-busy', 'true');
    expect(within(totals()).getByRole('status')).toHaveTextContent('Updating your total…');
    await act(async () => release());
    await waitFor(() => expect(totals()).toHaveAttribute('aria-busy', 'false'));
    expect(tipRow()).toBe('$5.40');
    expect(api.tip).toBe(5.4);
    const tips = fetch.calls.filter((call) => call.url.endsWith('/tip'));
    expect(tips.map((call) => call.body)).toEqual([{ amount: 3.6 }, { amount: 5.4 }]);
  });

  it('a share chosen before the box changed on another page is still the tip when checkout shows again', async () => {
    const { api, fetch } = orderingApi();
    const first = await renderCheckout(<CheckoutPage />, {
      state: { order: box(20, 0), location },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('20% ($4.00)'));
    await waitFor(() => expect(tipRow()).toBe('$4.00'));
    // The customer goes back to the menu and takes something out of the box there.
    first.unmount();
    api.subtotal = 15;
    await changeInDrawer();
    await act(() => actions.boxPriced());
    await renderCheckout(<CheckoutPage />, { state: { order: first.appState.order, location } });
    // Never "No tip" over a tip of $4.00: the share chosen, of the subtotal as it is now.
    expect(screen.getByLabelText('20% ($3.00)')).toBeChecked();
    await waitFor(() => expect(tipRow()).toBe('$3.00'));
    expect(
      fetch.calls.filter((call) => call.url.endsWith('/tip')).map((call) => call.body),
    ).toEqual([{ amount: 4 }, { amount: 3 }]);
  });

  it('a box read without its share (the server’s first screen knows only amounts) shows the preset its tip is', async () => {
    const { api } = orderingApi();
    api.tip = 3.6;
    await renderCheckout(<CheckoutPage />, { state: { order: box(20, 3.6), location } });
    expect(screen.getByLabelText('18% ($3.60)')).toBeChecked();
    expect(screen.queryByLabelText('Tip amount in dollars')).toBeNull();
  });

  it('a tip the order carries that is no share of its subtotal shows as the amount it is', async () => {
    orderingApi();
    await renderCheckout(<CheckoutPage />, { state: { order: box(15, 2.91), location } });
    expect(screen.getByLabelText('Custom')).toBeChecked();
    expect(screen.getByLabelText('Tip amount in dollars')).toHaveValue('2.91');
    expect(screen.getByLabelText('No tip')).not.toBeChecked();
  });

  it('no tip and a typed tip stay as they are when the subtotal changes', async () => {
    const { api, fetch } = orderingApi();
    await renderCheckout(<CheckoutPage />, {
      state: { order: box(20, 0), location },
    });
    api.subtotal = 30;
    await changeInDrawer();
    expect(screen.getByLabelText('No tip')).toBeChecked();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Custom'));
    await user.type(screen.getByLabelText('Tip amount in dollars'), '4');
    await user.click(screen.getByRole('button', { name: 'Apply tip' }));
    await waitFor(() => expect(tipRow()).toBe('$4.00'));
    api.subtotal = 40;
    await changeInDrawer();
    await waitFor(() => expect(totals()).toHaveAttribute('aria-busy', 'false'));
    expect(tipRow()).toBe('$4.00');
    expect(fetch.calls.filter((call) => call.url.endsWith('/tip'))).toHaveLength(1);
  });
});
