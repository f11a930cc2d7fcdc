import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockFetch,
  type FetchCall,
  aLocation,
  aMember,
  anOrder,
  TEST_TOKENS,
} from '@qsr/shared-contracts/testing';
import type { Order } from '@qsr/shared-contracts';
import { renderCheckout } from '../testing';
import { fillIn, location, ORDER, ordering } from './checkout-testing';
import { CheckoutPage } from './CheckoutPage';

const placed = { id: 'o1', status: 'received', number: '1042' };
const box = anOrder();
const withTip = (tip: number): Order => ({
  ...box,
  totals: { ...box.totals, tip, total: Math.round((box.totals.total + tip) * 100) / 100 },
});
const bodyOf = (calls: FetchCall[], ending: string) =>
  calls.filter((call) => call.url.endsWith(ending)).map((call) => call.body);

jest.setTimeout(20_000);

describe('/order/checkout: a typed custom tip is never dropped', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  /** The ordering API keeps the tip it was given; validate answers the totals with it. */
  function tipping() {
    let tip = 0;
    return ordering(() => ({ body: placed }), {
      [`PUT ${ORDER}/tip`]: (call) => {
        tip = (call.body as { amount: number }).amount;
        return { body: withTip(tip) };
      },
      [`POST ${ORDER}/validate`]: () => ({
        body: { taxes: [], totals: withTip(tip).totals, billing: [] },
      }),
    });
  }

  it('typed and never applied, it reaches the totals, the dialog and the charge', async () => {
    const fetch = tipping();
    await renderCheckout(<CheckoutPage />, { state: { order: box, location } });
    const user = await fillIn();
    await user.click(screen.getByLabelText('Custom'));
    await user.type(screen.getByLabelText('Tip amount in dollars'), '4.50');
    // Straight to review, without 'Apply tip'.
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    const dialog = await screen.findByRole('dialog');
    const total = `$${withTip(4.5).totals.total.toFixed(2)}`;
    expect(within(dialog).getByText(total)).toBeVisible();
    expect(document.querySelector('[data-total="tip"] dd')).toHaveTextContent('$4.50');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/order/confirm'));
    expect(bodyOf(fetch.calls, '/tip').at(-1)).toEqual({ amount: 4.5 });
    expect(bodyOf(fetch.calls, '/submit')[0]).toMatchObject({
      payments: [{ amount: withTip(4.5).totals.total }],
    });
  });

  it('not a tip: said next to the field, nothing reviewed, nothing placed', async () => {
    const fetch = tipping();
    await renderCheckout(<CheckoutPage />, { state: { order: box, location } });
    const user = await fillIn();
    await user.click(screen.getByLabelText('Custom'));
    await user.type(screen.getByLabelText('Tip amount in dollars'), '4,5O');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(screen.getByLabelText('Tip amount in dollars')).toHaveAccessibleDescription(
      'Enter a tip in dollars and cents, from $0.00 to $500.00.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(fetch.calls, '/submit')).toHaveLength(0);
    expect(bodyOf(fetch.calls, '/tip')).toHaveLength(0);
  });

  it('a typed tip is kept across a reload', async () => {
    tipping();
    const first = await renderCheckout(<CheckoutPage />, { state: { order: box, location } });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByLabelText('Custom'));
    await user.type(screen.getByLabelText('Tip amount in dollars'), '3');
    first.unmount();
    await renderCheckout(<CheckoutPage />, { state: { order: box, location } });
    expect(screen.getByLabelText('Tip amount in dollars')).toHaveValue('3');
  });
});

describe('/order/checkout: a member switching to delivery', () => {
  beforeEach(() => sessionStorage.clear());

  const addresses = [
    { id: 1, address: '9 Oak St', city: 'Raleigh', state: 'NC', zip: '27605', default: false },
    {
      id: 2,
      address: '123 Fayetteville St',
      building: 'Apt 4B',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      default: true,
    },
  ];
  const member = { user: aMember(), token: TEST_TOKENS };
  const everywhere = aLocation({ timezone: 'America/New_York' });

  it('is offered the saved addresses, the default first and chosen, and can type a new one', async () => {
    const fetch = ordering(() => ({ body: placed }), {
      'GET /api/v1/members/addresses': { body: addresses },
      [`PUT ${ORDER}/handoff/dispatch`]: { body: anOrder({ handoff: 'dispatch' }) },
      [`PUT ${ORDER}/address`]: { body: anOrder({ handoff: 'dispatch' }) },
    });
    await renderCheckout(<CheckoutPage />, {
      state: { order: box, location: everywhere, ...member },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Card number'), '4111111111111111');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.type(screen.getByLabelText('Billing zip code'), '27601');
    expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull();
    await user.click(screen.getByLabelText('Delivery'));
    const saved = await screen.findByRole('group', { name: 'Deliver to' });
    const choices = within(saved).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      '123 Fayetteville St, Apt 4B, Raleigh, NC 27601 (default)',
      '9 Oak St, Raleigh, NC 27605',
      'A new address',
    ]);
    expect(choices[0]).toBeChecked();
    expect(screen.queryByLabelText('Street address')).toBeNull();

    await user.click(within(saved).getByLabelText('A new address'));
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    await user.click(within(saved).getByLabelText('9 Oak St, Raleigh, NC 27605'));
    expect(screen.queryByLabelText('Street address')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Review order' }));
    // Chosen within the typing pause, only the address chosen last goes, once.
    await waitFor(() => expect(bodyOf(fetch.calls, '/address')).toHaveLength(1));
    expect(bodyOf(fetch.calls, '/address')[0]).toEqual({
      type: 'dispatch',
      address: { address: '9 Oak St', city: 'Raleigh', state: 'NC', zip: '27605' },
    });
  });

  it('a guest switching to delivery types the address', async () => {
    const fetch = ordering(() => ({ status: 500 }), {
      [`PUT ${ORDER}/handoff/dispatch`]: { body: anOrder({ handoff: 'dispatch' }) },
    });
    await renderCheckout(<CheckoutPage />, { state: { order: box, location: everywhere } });
    await userEvent.click(screen.getByLabelText('Delivery'));
    expect(screen.getByLabelText('Street address')).toBeVisible();
    expect(fetch.calls.some((call) => call.url.includes('members/addresses'))).toBe(false);
  });
});

describe('/order/checkout: the catering minimum reads the total', () => {
  const delivery = { address: '1 Main', city: 'Raleigh', zip: '27601' };

  it('a $161.08 total on a $140 subtotal checks out', async () => {
    mockFetch(() => ({ status: 500 }));
    const order = anOrder({ handoff: 'dispatch', address: delivery });
    order.totals = { ...order.totals, subtotal: 140, handoff: 9.99, tax: 11.09, total: 161.08 };
    await renderCheckout(<CheckoutPage />, {
      state: { channel: 'catering', order, location: aLocation() },
    });
    expect(screen.getByRole('button', { name: 'Review order' })).toBeEnabled();
    expect(screen.queryByText(/Head's up!/)).toBeNull();
  });

  it('under $150 it is refused, and says the minimum counts the total', async () => {
    mockFetch(() => ({ status: 500 }));
    await renderCheckout(<CheckoutPage />, {
      state: {
        channel: 'catering',
        order: anOrder({ handoff: 'dispatch', address: delivery }),
        location: aLocation(),
      },
    });
    const review = screen.getByRole('button', { name: 'Review order' });
    expect(review).toBeDisabled();
    expect(review).toHaveAccessibleDescription(
      "Head's up! The minimum order amount for catering delivery is $150. Please order directly from the main site with smaller order sizes. Thank you! Add $139.32 more to reach the $150.00 delivery minimum. The minimum counts your order total: the delivery fee, the tax and any tip count.",
    );
  });

  it('says it in Spanish in the words the box uses', async () => {
    mockFetch(() => ({ status: 500 }));
    await renderCheckout(<CheckoutPage />, {
      language: 'es',
      state: {
        channel: 'catering',
        order: anOrder({ handoff: 'dispatch', address: delivery }),
        location: aLocation(),
      },
    });
    expect(
      screen.getByText(
        'El mínimo cuenta el total de tu pedido: cuentan el costo de entrega, los impuestos y la propina, si la hay.',
      ),
    ).toBeVisible();
  });

  it.each([
    ['en-US', 'Add $12.40 more to reach the $150.00 delivery minimum.'],
    ['es', 'Agrega $12.40 más para llegar al mínimo de entrega de $150.00.'],
  ] as const)(
    'a reward that takes it under $150 says how much more it needs (%s)',
    async (language, said) => {
      mockFetch(() => ({ status: 500 }));
      const order = anOrder({
        handoff: 'dispatch',
        address: delivery,
        coupon: { couponcode: 'CATER20', reward: { label: 'catering - $20 Off Catering' } },
        discounts: [{ type: 'Coupon', amount: 20, description: '$20 off' }],
      });
      order.totals = { ...order.totals, subtotal: 140, discount: 20, tax: 8.4, total: 137.6 };
      await renderCheckout(<CheckoutPage />, {
        language,
        state: { channel: 'catering', order, location: aLocation() },
      });
      expect(screen.getByText(said)).toBeVisible();
    },
  );
});
