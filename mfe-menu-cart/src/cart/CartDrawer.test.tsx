import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type Order } from '@qsr/shared-contracts';
import { mockFetch, aLine, aLocation, aMenu, anOrder, routes } from '@qsr/shared-contracts/testing';
import { renderWithState } from '../testing/render';
import { CartDrawer } from './CartDrawer';

const API = '/api/v1';
const menu = aMenu({ expires: Date.now() + 3_600_000 });
const twoLines = anOrder({
  products: [
    aLine(),
    aLine({ id: 901, name: 'Sweet Tea', product_id: 78, quantity: 1, choices: [] }),
  ],
});

function open(order: Order | null, extra = {}, language: 'en-US' | 'es' = 'en-US') {
  return renderWithState(<CartDrawer />, {
    state: { showCart: true, order, menu, location: aLocation(), ...extra },
    language,
  });
}

describe('§2.7 the cart drawer', () => {
  it("shows 'Your cart is empty' without lines, with 'Start your order' as the next step", async () => {
    mockFetch();
    await open(null);
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toHaveTextContent(
      'Your cart is empty',
    );
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start your order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows its parts in the spec order, with the total on the checkout button', async () => {
    mockFetch(
      routes({ [`GET ${API}/upsells/o1`]: { body: [{ id: 5, name: 'Fries', cost: 2.39 }] } }),
    );
    await open(twoLines);
    const dialog = screen.getByRole('dialog');
    await screen.findByRole('heading', { name: 'Complete Your Order' });
    const text = dialog.textContent ?? '';
    const order = [
      'Cajun Filet Biscuit',
      'Add More Items',
      'Subtotal',
      'Promo code',
      'Complete Your Order',
      'Proceed to Checkout · $10.68',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(within(dialog).getByText('1 × Extra pickles')).toBeInTheDocument();
  });

  it("shows the box's calories from the menu, with the advice, in each language", async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const counted = aMenu({ expires: Date.now() + 3_600_000 });
    const biscuit = counted.categories[0]!.products[0]!;
    biscuit.calories = 560;
    biscuit.options = [
      {
        id: 4,
        name: 'Extras',
        min: 0,
        max: 2,
        choices: [{ id: 5, name: 'Extra pickles', cost: 0, calories: 5 }],
      },
    ];
    const order = anOrder({ products: [aLine({ quantity: 2 })] });
    const { unmount } = await open(order, { menu: counted });
    expect(screen.getByText('Your box: 1,130 Cal')).toBeVisible();
    expect(
      screen.getByText(/^2,000 calories a day is used for general nutrition advice/),
    ).toBeVisible();
    unmount();
    await open(order, { menu: counted }, 'es');
    expect(screen.getByText('Tu caja: 1,130 cal')).toBeVisible();
  });

  it('§4.6 trash at quantity 1, decrease above 1, plus always', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    await open(twoLines);
    expect(screen.getByRole('button', { name: 'Remove Sweet Tea' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'One less Sweet Tea' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'One less Cajun Filet Biscuit' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Cajun Filet Biscuit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'One more Sweet Tea' })).toBeInTheDocument();
  });

  it('§4.6 removing the last line returns to /order', async () => {
    const emptied = anOrder({ products: [] });
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [] },
        [`DELETE ${API}/orders/o1/products/901`]: { body: emptied },
      }),
    );
    await open(anOrder({ products: [aLine({ id: 901, name: 'Sweet Tea', quantity: 1 })] }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sweet Tea' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/order'));
  });

  it('§2.7 closes on route change, a new query too (Edit on a product page)', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const { appState } = await renderWithState(<CartDrawer />, {
      path: '/order/product?id=OTHER',
      state: { showCart: true, order: twoLines, menu, location: aLocation() },
    });
    await userEvent.click(screen.getByRole('link', { name: 'Edit Cajun Filet Biscuit' }));
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/order/product?id=CAJUN-FILET&cid=900&q=2',
    );
    await waitFor(() => expect(appState.showCart).toBe(false));
  });

  it('§9 a delivery fee of 0 shows FREE', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    await open(anOrder({ handoff: 'delivery' }));
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('FREE');
  });

  it('§5 §8 catering delivery under $150 disables checkout and says why', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    await open(anOrder({ handoff: 'dispatch' }), { channel: 'catering' });
    const button = screen.getByRole('button', { name: /Proceed to Checkout/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      expect.stringContaining(
        "Head's up! The minimum order amount for catering delivery is $150. Please order directly from the main site with smaller order sizes. Thank you!",
      ),
    );
    expect(screen.getByText("Head's up!", { exact: false })).toHaveTextContent(
      /^Head's up! .* Thank you!$/,
    );
    expect(button).toHaveAccessibleDescription(
      expect.stringContaining('Add $139.32 more to reach the $150.00 delivery minimum.'),
    );
  });

  it.each([
    ['en-US', 'The minimum counts your order total: the delivery fee, the tax and any tip count.'],
    [
      'es',
      'El mínimo cuenta el total de tu pedido: cuentan el costo de entrega, los impuestos y la propina, si la hay.',
    ],
  ] as const)(
    '§5 says what the minimum counts in the words checkout uses: the total, any tip too (%s)',
    async (language, said) => {
      mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
      await open(anOrder({ handoff: 'dispatch' }), { channel: 'catering' }, language);
      const button = screen.getByRole('button', { name: /Proceed to Checkout|Continuar al pago/ });
      expect(button).toHaveAccessibleDescription(expect.stringContaining(said));
      expect(screen.getByText(said)).toBeVisible();
    },
  );

  it.each([
    ['en-US', 'Add $12.40 more to reach the $150.00 delivery minimum.'],
    ['es', 'Agrega $12.40 más para llegar al mínimo de entrega de $150.00.'],
  ] as const)(
    '§5 a reward that takes a catering delivery under $150 says how much more it needs (%s)',
    async (language, said) => {
      mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
      const order = anOrder({
        handoff: 'dispatch',
        coupon: { couponcode: 'CATER20', reward: { label: 'catering - $20 Off Catering' } },
        discounts: [{ type: 'Coupon', amount: 20, description: '$20 off' }],
      });
      order.totals = { ...order.totals, subtotal: 140, discount: 20, tax: 8.4, total: 137.6 };
      await open(order, { channel: 'catering' }, language);
      expect(screen.getByText(said)).toBeVisible();
    },
  );

  it('§5 under the catering minimum, the box offers pickup, which has none', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [] },
        [`PUT ${API}/orders/o1/handoff/pickup`]: { body: anOrder({ handoff: 'pickup' }) },
      }),
    );
    const { appState } = await open(anOrder({ handoff: 'dispatch' }), { channel: 'catering' });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to pickup' }));
    await waitFor(() => expect(appState.order?.handoff).toBe('pickup'));
    expect(fetch.calls.some((call) => call.url.endsWith('/orders/o1/handoff/pickup'))).toBe(true);
    expect(screen.getByRole('button', { name: /Proceed to Checkout/ })).toBeEnabled();
  });

  it('§5 the catering minimum reads the total: $161.08 on a $140 subtotal checks out', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const order = anOrder({ handoff: 'dispatch' });
    order.totals = { ...order.totals, subtotal: 140, handoff: 9.99, tax: 11.09, total: 161.08 };
    await open(order, { channel: 'catering' });
    expect(screen.getByRole('button', { name: 'Proceed to Checkout · $161.08' })).toBeEnabled();
    expect(screen.queryByText(/Head's up!/)).toBeNull();
  });

  it('§4.7 the unavailable notice when an item is outside its daypart and the time is asap', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const closed = aMenu({ expires: Date.now() + 3_600_000 });
    closed.categories[0]!.products[0]!.availability = {
      now: false,
      daypart: { name: 'breakfast', from: '00:00', until: '10:30' },
    };
    // As soon as possible is 12:57 PM in the restaurant's zone, whenever the test runs.
    const lunch = anOrder({ time: { mode: 'asap', earliest: '2030-06-04T12:57:00-04:00' } });
    await renderWithState(<CartDrawer />, {
      state: {
        showCart: true,
        order: lunch,
        menu: closed,
        location: aLocation({ timezone: 'America/New_York' }),
      },
    });
    expect(
      await screen.findByText(
        'You have items that are not available right now, but you can schedule your order for later at checkout.',
      ),
    ).toBeInTheDocument();
  });

  it('§4.6 one more on the checkout route also raises begin_checkout', async () => {
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [] },
        [`PUT ${API}/orders/o1/products`]: { body: twoLines },
      }),
    );
    const begun = jest.fn();
    const off = bus.on('analytics:begin_checkout', begun);
    await renderWithState(<CartDrawer />, {
      path: '/order/checkout',
      state: { showCart: true, order: twoLines, menu, location: aLocation() },
    });
    await userEvent.click(screen.getByRole('button', { name: 'One more Sweet Tea' }));
    await waitFor(() => expect(begun).toHaveBeenCalledTimes(1));
    off();
  });

  it('§7.5 view_cart when it opens', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const seen = jest.fn();
    const off = bus.on('analytics:view_cart', seen);
    await open(twoLines);
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ currency: 'USD' }));
    off();
  });

  it("§8 a failed upsell add shows 'Error adding to cart'", async () => {
    mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [{ id: 5, name: 'Fries', cost: 2.39 }] },
        [`GET ${API}/upsells/o1/product/5`]: {
          body: {
            id: 5,
            sku: 'F',
            name: 'Fries',
            images: [],
            availability: { now: true },
            cost: 2.39,
          },
        },
        [`POST ${API}/orders/o1/products`]: { status: 400, body: { message: 'Nope' } },
      }),
    );
    const { appState } = await open(twoLines);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Fries' }));
    expect(await screen.findByText('Error adding to cart')).toBeInTheDocument();
    expect(appState.errors).toEqual(['Error adding to cart']);
  });

  it('§4.12 the round-up donation follows the totals', async () => {
    const fetch = mockFetch(
      routes({
        [`GET ${API}/upsells/o1`]: { body: [] },
        [`PUT /api/v2/carts/o1/donations`]: (call) => ({
          body: anOrder({ donations: [call.body as { id: number; amount: number }] }),
        }),
      }),
    );
    await act(async () => {
      await open(anOrder({ donations: [{ id: 3, amount: 0.5 }] }));
    });
    // 9.98 + 0.70 tax = 10.68: up to 11.00 is 0.32.
    await waitFor(() =>
      expect(fetch.calls.find((call) => call.url.includes('donations'))?.body).toEqual({
        id: 3,
        amount: 0.32,
      }),
    );
  });

  it('a change priced says so over the old figures and on the checkout button, until the ordering API has answered (en-US, es)', async () => {
    for (const [language, updating, proceed] of [
      ['en-US', 'Updating your total…', 'Proceed to Checkout'],
      ['es', 'Actualizando tu total…', 'Continuar al pago'],
    ] as const) {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const more = { ...twoLines, totals: { ...twoLines.totals, subtotal: 12, total: 12.84 } };
      mockFetch(async (call) => {
        if (call.url === `${API}/upsells/o1`) return { body: [] };
        if (call.method !== 'PUT') return { status: 404 };
        await answered;
        return { body: more };
      });
      const { unmount } = await open(twoLines, { language }, language);
      // The totals' status (each line's quantity is one too).
      const status = screen.getAllByRole('status').find((live) => live.matches('p'));
      expect(status).toBeEmptyDOMElement();
      await userEvent.click(
        screen.getByRole('button', { name: /^(One more|Uno más de) Sweet Tea$/ }),
      );
      expect(status).toHaveTextContent(updating);
      expect(document.querySelector('[data-receipt]')).toHaveAttribute('aria-busy', 'true');
      // The button names no total from before the change.
      expect(screen.getByRole('button', { name: new RegExp(`^${proceed}`) })).toHaveTextContent(
        new RegExp(`^${proceed}$`),
      );
      await act(async () => answer());
      await waitFor(() => expect(status).toBeEmptyDOMElement());
      expect(document.querySelector('[data-total="total"] dd')).toHaveTextContent('$12.84');
      expect(screen.getByRole('button', { name: new RegExp(`^${proceed}`) })).toHaveTextContent(
        `${proceed} · $12.84`,
      );
      unmount();
    }
  });

  it('a delivery address refused at checkout leaves the box no total either, and says why (en-US, es)', async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const delivery = { ...twoLines, handoff: 'dispatch' as const };
    for (const [language, why, proceed] of [
      ['en-US', /^No total yet: this address is not one we deliver to\./, 'Proceed to Checkout'],
      ['es', /^Aún no hay total: no entregamos en esta dirección\./, 'Continuar al pago'],
    ] as const) {
      const { unmount } = await open(delivery, { language, deliveryRefused: 'o1' }, language);
      expect(screen.getByText(why)).toBeVisible();
      expect(document.querySelector('[data-total="total"]')).toBeNull();
      expect(document.querySelector('[data-total="delivery"]')).toBeNull();
      expect(screen.getByRole('button', { name: new RegExp(`^${proceed}`) })).toHaveTextContent(
        new RegExp(`^${proceed}$`),
      );
      unmount();
    }
  });

  it("lists a group order's lines under whose they are, and leads to ordering together", async () => {
    mockFetch(routes({ [`GET ${API}/upsells/o1`]: { body: [] } }));
    const grouped = anOrder({
      products: [
        aLine({ id: 901, guest: { id: 7, name: 'Ana' } }),
        aLine(),
        aLine({
          id: 902,
          name: 'Sweet Tea',
          product_id: 78,
          choices: [],
          guest: { id: 8, name: 'Ben' },
        }),
      ],
    });
    await open(grouped);
    const dialog = screen.getByRole('dialog');
    const parts = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(parts.slice(0, 3)).toEqual(['Your items', 'Ana’s items', 'Ben’s items']);
    expect(within(dialog).getByRole('region', { name: 'Ben’s items' })).toHaveTextContent(
      'Sweet Tea',
    );
    expect(within(dialog).getByRole('link', { name: 'Order together' })).toHaveAttribute(
      'href',
      '/order/group',
    );
  });
});
