import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockFetch,
  aLine,
  aLocation,
  anOrder,
  aReceiptOrder,
  aGroupReceiptOrder,
  aMember,
  routes,
  TEST_TOKENS,
} from '@qsr/shared-contracts/testing';
import { renderCheckout } from '../testing';
import { OrderConfirmPage } from './OrderConfirmPage';

const ORDER = '/api/v1/orders/o1';
const ID = '3f2b8c1e-5d0a-4c7e-9a61-2b7d4e8f0a13';
const PLACED = `/api/v1/orders/${ID}`;
/** The promised time: 6:15 PM EST in Raleigh. */
const PROMISED = '2026-11-23T18:15:00-05:00';
const restaurant = aLocation({
  name: 'Raleigh – Glenwood Ave',
  address: '4109 Glenwood Ave',
  zip: '27612',
  phone: '9195550101',
  timezone: 'America/New_York',
});
const box = anOrder({
  id: ID,
  number: '1042',
  time: { mode: 'asap', earliest: PROMISED },
  products: [
    aLine({
      name: '3 Piece Tenders Combo',
      quantity: 1,
      cost: { total: 11.49 },
      choices: [
        { id: 1, name: 'Mac & Cheese', quantity: 1 },
        { id: 2, name: 'Hot Honey', quantity: 2 },
      ],
      instructions: 'Extra crispy',
    }),
  ],
});
const status = (value: string) => ({ id: ID, status: value, ready_at: PROMISED, number: '1042' });

/** Now, `minutes` before the promised time; the page's timers keep running. */
const minutesBefore = (minutes: number) =>
  jest.useFakeTimers({ now: Date.parse(PROMISED) - minutes * 60_000, advanceTimers: true });

afterEach(() => jest.useRealTimers());

describe('/order/confirm: an order confirmation a customer can use', () => {
  it('a short number, one promised time, the items with their choices, the restaurant and the way there', async () => {
    minutesBefore(120);
    mockFetch(routes({ [`GET ${PLACED}/status`]: { body: status('received') } }));
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { activeOrder: box, location: restaurant },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thanks for your order');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Received'));
    expect(document.querySelector('[data-order-number]')).toHaveTextContent(/^1042$/);
    expect(document.querySelector('[data-boundary="checkout"]')).not.toHaveTextContent(ID);
    // One time, the promised one, in the restaurant's zone with its name, as the e-mail writes
    // it: no second "expected at".
    const time = 'As soon as possible (about 6:15 PM EST)';
    expect(screen.getByText(time)).toBeVisible();
    expect(document.body.textContent?.split('6:15 PM')).toHaveLength(2);

    const items = screen.getByRole('region', { name: 'Your order' });
    expect(within(items).getByText('1 × 3 Piece Tenders Combo')).toBeVisible();
    expect(within(items).getByText('Mac & Cheese, 2 × Hot Honey')).toBeVisible();
    expect(within(items).getByText('“Extra crispy”')).toBeVisible();

    // The restaurant, once: in its card, with the way there (not again as the address).
    const card = screen.getByRole('region', { name: 'Your restaurant' });
    expect(card).toHaveTextContent('Raleigh – Glenwood Ave4109 Glenwood AveRaleigh, NC 27612');
    expect(document.querySelector('[data-summary="address"]')).toBeNull();
    expect(within(card).getByRole('link', { name: '(919)\u00a0555\u20110101' })).toHaveAttribute(
      'href',
      'tel:+19195550101',
    );
    expect(within(card).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=4109%20Glenwood%20Ave%2C%20Raleigh%2C%20NC%2027612',
    );
  });

  it('offers "I\'m here" only from 15 minutes before the promised time', async () => {
    minutesBefore(16);
    const fetch = mockFetch(
      routes({
        [`GET ${PLACED}/status`]: { body: status('in_progress') },
        [`POST ${PLACED}/arrival`]: { body: status('ready') },
      }),
    );
    const curbside = {
      ...box,
      handoff: 'curbside' as const,
      custom_fields: [
        { id: 'vehicle_make', value: 'Ford' },
        { id: 'vehicle_model', value: 'F-150' },
        { id: 'vehicle_color', value: 'Blue' },
      ],
    };
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { activeOrder: curbside, location: restaurant },
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Being prepared'));
    expect(document.querySelector('[data-summary="vehicle"]')).toHaveTextContent('Blue Ford F-150');
    expect(screen.queryByRole('button', { name: 'I’m here' })).toBeNull();
    expect(screen.getByText('You can tell us you’re here from 6:00 PM EST.')).toBeVisible();

    // A minute later the window is open.
    act(() => jest.advanceTimersByTime(60_000));
    const here = await screen.findByRole('button', { name: 'I’m here' });
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(here);
    expect(
      await screen.findByText(
        "Thanks! We know you're here and will have your order ready for you.",
      ),
    ).toBeVisible();
    expect(fetch.last.url).toBe(`${PLACED}/arrival`);
  });

  it('finds the restaurant of an order from another restaurant’s menu; no directions for a delivery', async () => {
    minutesBefore(60);
    const fetch = mockFetch(
      routes({
        [`GET ${PLACED}/status`]: { body: status('received') },
        [`GET ${PLACED}`]: {
          body: {
            ...box,
            menu_id: 600,
            handoff: 'dispatch',
            address: { address: '9 Oak St', city: 'Raleigh', state: 'NC', zip: '27605' },
          },
        },
        'GET /api/v1/locations/600?byMenuId=true': {
          body: { ...restaurant, id: 13, menu_id: 600, name: 'Raleigh – Capital Blvd' },
        },
      }),
    );
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { location: restaurant },
    });
    const card = await screen.findByRole('region', { name: 'Your restaurant' });
    expect(card).toHaveTextContent('Raleigh – Capital Blvd');
    expect(within(card).queryByRole('link', { name: /Get directions/ })).toBeNull();
    expect(document.querySelector('[data-summary="address"]')).toHaveTextContent(
      '9 Oak St, Raleigh, NC 27605',
    );
    expect(screen.queryByRole('button', { name: 'I’m here' })).toBeNull();
    expect(fetch.calls.map((call) => call.url)).toContain('/api/v1/locations/600?byMenuId=true');
  });

  it('speaks Spanish', async () => {
    minutesBefore(120);
    mockFetch(routes({ [`GET ${PLACED}/status`]: { body: status('received') } }));
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { activeOrder: box, location: restaurant },
      language: 'es',
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Estado: Recibido'));
    expect(screen.getByText('Número de pedido')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tu restaurante' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Cómo llegar/ })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tu pedido' })).toBeVisible();
    // Reads right for an hour and for a day and hour ('Desde lun, 30 de nov, 11:45 a.m. …').
    expect(screen.getByText('Desde 6:00 p.m. EST podrás avisarnos de tu llegada.')).toBeVisible();
  });
});

describe('/order/confirm', () => {
  it('a delivered order has no arrival, and a final status stops the polling', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${ORDER}/status`]: { body: { id: 'o1', status: 'completed' } },
        [`GET ${ORDER}`]: { body: anOrder({ handoff: 'dispatch' }) },
        'GET /api/v1/locations/500?byMenuId=true': { body: aLocation() },
      }),
    );
    await renderCheckout(<OrderConfirmPage />, { url: '/order/confirm?id=o1' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Completed'));
    expect(await screen.findByText('Delivery')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'I’m here' })).toBeNull();
    expect(fetch.calls.filter((call) => call.url.endsWith('/status'))).toHaveLength(1);
  });

  it('without an order it says so, and offers a new order', async () => {
    mockFetch();
    await renderCheckout(<OrderConfirmPage />, { url: '/order/confirm' });
    const heading = screen.getByRole('heading', { name: 'No order to show' });
    expect(heading).toBeVisible();
    expect(heading.closest('.ui-empty-state')).toHaveTextContent(
      'This page shows an order you just placed.',
    );
    expect(screen.getByRole('link', { name: 'Start a new order' })).toHaveAttribute(
      'href',
      '/order',
    );
  });
});

describe('/order/confirm: the receipt, and only an order the customer may see', () => {
  const rows = (name: string) =>
    within(screen.getByRole('region', { name }))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

  it.each([
    [
      'en-US' as const,
      'Your order',
      ['Subtotal $30.43', 'Promo code SAVE10 −$3.04', 'Reward: $2 off any order −$2.00'],
      ['Tip $4.00', 'Round-up donation $0.78', 'Total $36.00'],
      'Paid with Visa ending in 1111',
    ],
    [
      'es' as const,
      'Tu pedido',
      [
        'Subtotal $30.43',
        'Código promocional SAVE10 −$3.04',
        'Recompensa: $2 off any order −$2.00',
      ],
      ['Propina $4.00', 'Donación por redondeo $0.78', 'Total $36.00'],
      'Pagado con Visa terminada en 1111',
    ],
  ])(
    'in %s, lists every amount from the lines to the total',
    async (language, region, head, tail, paid) => {
      minutesBefore(120);
      mockFetch(
        routes({
          [`GET ${PLACED}/status`]: { body: status('received') },
          [`GET ${PLACED}`]: { body: aReceiptOrder({ id: ID }) },
          'GET /api/v1/locations/500?byMenuId=true': { body: restaurant },
        }),
      );
      await renderCheckout(<OrderConfirmPage />, { url: `/order/confirm?id=${ID}`, language });
      await waitFor(() => expect(screen.getByRole('region', { name: region })).toBeVisible());
      const shown = rows(region);
      expect(shown.slice(0, 3)).toEqual(head);
      expect(shown.slice(-3)).toEqual(tail);
      expect(shown).toHaveLength(9);
      expect(screen.getByText(paid)).toBeVisible();
    },
  );

  it('shows a placed group order’s lines by part: the host’s, then each guest’s', async () => {
    minutesBefore(120);
    mockFetch(
      routes({
        [`GET ${PLACED}/status`]: { body: status('received') },
        [`GET ${PLACED}`]: { body: aGroupReceiptOrder({ id: ID }) },
        'GET /api/v1/locations/500?byMenuId=true': { body: restaurant },
      }),
    );
    await renderCheckout(<OrderConfirmPage />, { url: `/order/confirm?id=${ID}` });
    const items = await screen.findByRole('region', { name: 'Your order' });
    await waitFor(() =>
      expect(
        within(items)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Host’s items $20.00', 'Ana $6.93', 'Ben $3.50']),
    );
    expect(within(items).getByRole('list', { name: 'Ben' })).toHaveTextContent(
      '1 × Cinnamon Biscuit Bites',
    );
  });

  it('an order that could not be read says so, and reads it again on request', async () => {
    let down = true;
    mockFetch((call) => {
      if (call.url === PLACED) {
        return down
          ? { status: 503, body: { message: 'Service unavailable' } }
          : { body: aReceiptOrder({ id: ID }) };
      }
      return { status: 404, body: { message: 'Not here' } };
    });
    await renderCheckout(<OrderConfirmPage />, { url: `/order/confirm?id=${ID}` });
    expect(await screen.findByText('We could not load your order.')).toBeVisible();
    expect(document.querySelector('[data-boundary="checkout"]')).not.toHaveTextContent(ID);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Paid with Visa ending in 1111')).toBeVisible();
  });

  it.each([
    ['en-US' as const, 'Order not found', 'Thanks for your order'],
    ['es' as const, 'Pedido no encontrado', 'Gracias por tu pedido'],
  ])(
    'in %s, an unknown id, or another customer’s, shows a not-found page only',
    async (language, notFound, thanks) => {
      const fetch = mockFetch(
        routes({
          [`GET ${PLACED}`]: {
            status: 404,
            body: { message: '[130] Order not found', code: 130 },
          },
        }),
      );
      await renderCheckout(<OrderConfirmPage />, { url: `/order/confirm?id=${ID}`, language });
      expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeVisible();
      const page = document.querySelector('[data-boundary="checkout"]');
      expect(page).not.toHaveTextContent(thanks);
      expect(page).not.toHaveTextContent(ID);
      // Nothing of an order is asked for an order the API does not show.
      expect(fetch.calls.map((call) => call.url)).toEqual([PLACED]);
    },
  );

  it('a signed-out customer is offered sign-in, which comes back to this order', async () => {
    mockFetch(
      routes({
        [`GET ${PLACED}`]: { status: 404, body: { message: '[130] Order not found', code: 130 } },
      }),
    );
    const { appState } = await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
    });
    expect(await screen.findByText(/sign in with the same account to see it/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start a new order' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Sign In to See It' }));
    expect(screen.getByTestId('url')).toHaveTextContent('/account/login');
    expect(appState.redirect).toBe(`/order/confirm?id=${ID}`);
  });

  it('a signed-in member whose order it is not is not asked to sign in', async () => {
    mockFetch(
      routes({
        [`GET ${PLACED}`]: { status: 404, body: { message: '[130] Order not found', code: 130 } },
      }),
    );
    await renderCheckout(<OrderConfirmPage />, {
      url: `/order/confirm?id=${ID}`,
      state: { user: aMember(), token: TEST_TOKENS },
    });
    expect(await screen.findByRole('link', { name: 'Start a new order' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign In to See It' })).toBeNull();
  });
});
