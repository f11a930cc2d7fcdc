import { setRequestHooks } from '../api/request-hooks';
import type { AnalyticsEvent } from '../bus/analytics-events';
import { bus, type BusTopic } from '../bus/bus';
import { mockFetch, type FetchAnswer } from '../testing/fetch-mock';
import { aLine, aLocation, anOrder } from '../testing/fixtures';
import { routes } from '../testing/routes';
import { createAppState } from './app-state';
import { locationActions } from './location-actions';
import { orderActions as actions, setOrder } from './order-actions';

const DAY = 86_400_000;
let error: jest.SpyInstance;

function listen(...topics: BusTopic[]) {
  const seen: Array<[string, unknown]> = [];
  const offs = topics.map((topic) =>
    bus.on(topic, (payload: unknown) => seen.push([topic, payload])),
  );
  return { seen, off: () => offs.forEach((off) => off()) };
}

beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  error.mockRestore();
  setRequestHooks({});
});

describe('§4.1 order lifecycle', () => {
  it("creates the order for the location's menu on the first add, stored with expires one day ahead", async () => {
    const state = createAppState({ location: aLocation({ menu_id: 321 }) });
    const fetch = mockFetch(
      routes({
        'POST /api/v1/orders/create': { body: anOrder({ products: [], menu_id: 321 }) },
        'POST /api/v1/orders/o1/products': { body: anOrder({ menu_id: 321 }) },
      }),
    );
    const before = Date.now();
    const item = { id: 77, quantity: 2, choices: [], isupsell: false };
    const added = await actions.addToOrder([item]);
    if (!added.ok) throw new Error('not added');
    const order = added.value;
    expect(fetch.calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/orders/create', { menu_id: 321 }],
      ['/api/v1/orders/o1/products', { products: [item] }],
    ]);
    expect(state.order?.products).toHaveLength(1);
    expect(order.expires).toBeGreaterThanOrEqual(before + DAY);
    expect(state.order?.expires).toBe(order.expires);
  });

  it('shares one create between two quick first adds', async () => {
    createAppState();
    const fetch = mockFetch(
      routes({
        'POST /api/v1/orders/create': { body: anOrder({ products: [] }) },
        'POST /api/v1/orders/o1/products': { body: anOrder() },
      }),
    );
    const item = { id: 77, quantity: 1, choices: [], isupsell: false };
    await Promise.all([actions.addToOrder([item]), actions.addToOrder([item])]);
    expect(fetch.calls.filter((c) => c.url.endsWith('/create'))).toHaveLength(1);
  });

  it('adding what a line holds already raises that line, priced by the ordering API', async () => {
    // The box holds 2 Cajun Filet Biscuits with extra pickles (line 900).
    const state = createAppState({ order: anOrder() });
    const raised = anOrder({ products: [aLine({ quantity: 3, cost: { total: 14.97 } })] });
    const fetch = mockFetch(routes({ 'PUT /api/v1/orders/o1/products': { body: raised } }));
    const added = await actions.addToOrder([
      { id: 77, quantity: 1, choices: [{ id: 5, quantity: 1 }], isupsell: false },
    ]);
    expect(added.ok).toBe(true);
    expect(fetch.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'PUT',
        '/api/v1/orders/o1/products',
        { products: [{ id: 900, quantity: 3, choices: [{ id: 5, quantity: 1 }] }] },
      ],
    ]);
    expect(state.order?.products).toEqual(raised.products);
  });

  it('an add the ordering API refuses puts the raised line back: the box stays as it was', async () => {
    const box = anOrder();
    const state = createAppState({ order: box });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/products': { body: anOrder() },
        'POST /api/v1/orders/o1/products': {
          status: 400,
          body: { message: '[240] Sweet Tea is not available at this time.', code: 240 },
        },
      }),
    );
    const added = await actions.addToOrder([
      { id: 71, quantity: 1, choices: [], isupsell: false },
      { id: 77, quantity: 1, choices: [{ id: 5, quantity: 1 }], isupsell: false },
    ]);
    expect(!added.ok && added.failure.messages).toEqual([
      'Sweet Tea is not available at this time.',
    ]);
    // Line 900 went to 3 for the biscuit, then back to its 2 when the tea was refused.
    expect(fetch.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      [
        'PUT',
        '/api/v1/orders/o1/products',
        { products: [{ id: 900, quantity: 3, choices: [{ id: 5, quantity: 1 }] }] },
      ],
      [
        'POST',
        '/api/v1/orders/o1/products',
        { products: [{ id: 71, quantity: 1, choices: [], isupsell: false }] },
      ],
      [
        'PUT',
        '/api/v1/orders/o1/products',
        { products: [{ id: 900, quantity: 2, choices: [{ id: 5, quantity: 1 }] }] },
      ],
    ]);
    expect(state.order?.products).toEqual(box.products);
  });

  it('creates the order for the default menu when no location is set (catering 237039)', async () => {
    createAppState({ channel: 'catering' });
    const fetch = mockFetch(routes({ 'POST /api/v1/orders/create': { body: anOrder() } }));
    await actions.ensureOrder();
    expect(fetch.last.body).toEqual({ menu_id: 237039 });
  });

  it('adds to the existing order, updates lines, sets handoff and address', async () => {
    const state = createAppState({ order: anOrder() });
    const address = { address: '1 Main', city: 'Raleigh', zip: '27601' };
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/products': { body: anOrder({ products: [aLine({ quantity: 4 })] }) },
        'PUT /api/v1/orders/o1/handoff/dispatch': { body: anOrder({ handoff: 'dispatch' }) },
        'PUT /api/v1/orders/o1/address': { body: anOrder({ address }) },
      }),
    );
    await actions.updateInOrder([{ id: 900, quantity: 4, choices: [] }]);
    expect(state.order?.products[0]?.quantity).toBe(4);
    await actions.setHandoff('dispatch');
    expect(state.order?.handoff).toBe('dispatch');
    await actions.setDispatchAddress(address);
    expect(fetch.last.body).toEqual({ type: 'dispatch', address });
  });

  it('§1 the catering box is never curbside: refused before any call, in both languages', async () => {
    const state = createAppState({ order: anOrder(), channel: 'catering' });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/handoff/dispatch': { body: anOrder({ handoff: 'dispatch' }) },
      }),
    );
    const refused = await actions.setHandoff('curbside');
    expect(refused.ok ? null : refused.failure.messages).toEqual([
      'Catering orders are for pickup or delivery.',
    ]);
    state.language = 'es';
    const enEspanol = await actions.setHandoff('curbside');
    expect(enEspanol.ok ? null : enEspanol.failure.messages).toEqual([
      'Los pedidos de catering son para recoger o para entrega a domicilio.',
    ]);
    expect(fetch.calls).toHaveLength(0);
    expect(state.order?.handoff).toBe('pickup');
    expect((await actions.setHandoff('dispatch')).ok).toBe(true);
    expect(state.order?.handoff).toBe('dispatch');
  });

  it('§4.1 step 4 the box’s time: scheduled, then back to as soon as possible', async () => {
    const wanted = '2030-06-05T09:00:00-04:00';
    const state = createAppState({ order: anOrder() });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/time': { body: anOrder({ time: { mode: 'scheduled', wanted } }) },
        'DELETE /api/v1/orders/o1/time': { body: anOrder() },
      }),
    );
    expect((await actions.setOrderTime(wanted)).ok).toBe(true);
    expect(fetch.last.body).toEqual({ time: { mode: 'scheduled', wanted } });
    expect(state.order?.time).toEqual({ mode: 'scheduled', wanted });
    expect((await actions.setOrderTime(null)).ok).toBe(true);
    expect(fetch.calls.map((call) => call.method)).toEqual(['PUT', 'DELETE']);
    expect(state.order?.time.mode).toBe('asap');
  });

  it('§4.1 step 4 a time the API refuses is the failure, in its words; the box keeps its time', async () => {
    const state = createAppState({ order: anOrder() });
    mockFetch(
      routes({
        'PUT /api/v1/orders/o1/time': {
          status: 400,
          body: { message: '[229] That time is not available. Please choose another time.' },
        },
      }),
    );
    const refused = await actions.setOrderTime('2030-06-05T09:00:00-04:00');
    // The site's words for [229], not the API's own.
    expect(refused.ok ? null : refused.failure.messages).toEqual([
      'That time is no longer available. Please choose another time.',
    ]);
    expect(state.order?.time.mode).toBe('asap');
    expect(state.boxPricing).toBe(0);
  });

  it('§1 the consumer box may be curbside', async () => {
    const state = createAppState({ order: anOrder() });
    mockFetch(
      routes({
        'PUT /api/v1/orders/o1/handoff/curbside': { body: anOrder({ handoff: 'curbside' }) },
      }),
    );
    expect((await actions.setHandoff('curbside')).ok).toBe(true);
    expect(state.order?.handoff).toBe('curbside');
  });

  it('§4.8 creates, keeps or transfers the order for the location', async () => {
    const state = createAppState({ location: aLocation({ menu_id: 500 }) });
    const fetch = mockFetch(
      routes({
        'POST /api/v1/orders/create': { body: anOrder({ menu_id: 500 }) },
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 600 }) },
      }),
    );
    await actions.orderForLocation();
    expect(fetch.calls).toHaveLength(1);
    await actions.orderForLocation();
    expect(fetch.calls).toHaveLength(1);
    state.location = aLocation({ menu_id: 600 });
    await actions.orderForLocation();
    expect(fetch.last).toMatchObject({ url: '/api/v1/orders/o1/transfer', body: { menu_id: 600 } });
    expect(state.order?.menu_id).toBe(600);
  });

  it('§4.1 step 5 validates: taxes, totals and saved card accounts merged into the order', async () => {
    const state = createAppState({ order: anOrder() });
    const totals = { ...anOrder().totals, tax: 1.23, total: 11.21 };
    const billing = [{ type: 'creditcard', accounts: [{ id: 3, last4: '4242' }] }];
    mockFetch(
      routes({
        'POST /api/v1/orders/o1/validate': {
          body: { taxes: [{ label: 'Sales tax', amount: 1.23 }], totals, billing },
        },
        'GET /api/v1/orders/o1': { body: anOrder({ id: 'o1', handoff: 'curbside' }) },
      }),
    );
    await actions.validateOrder();
    expect(state.order).toMatchObject({ totals, billing, taxes: [{ amount: 1.23 }] });
    expect(state.order?.time).toEqual(anOrder().time);
  });

  it('§4.1 step 5 keeps the time validate answers: the earliest as of now, which review shows', async () => {
    const state = createAppState({ order: anOrder() });
    const time = { mode: 'asap' as const, earliest: '2026-11-30T12:40:00-05:00' };
    const { totals, billing } = anOrder();
    mockFetch(
      routes({ 'POST /api/v1/orders/o1/validate': { body: { taxes: [], totals, billing, time } } }),
    );
    await actions.validateOrder();
    expect(state.order?.time).toEqual(time);
  });

  it('§4.1 step 4: the tip, the curbside vehicle and the round-up each go by their call, and the box is the answer', async () => {
    const state = createAppState({ order: anOrder() });
    const answered = (tip: number) => ({ body: anOrder({ totals: { ...anOrder().totals, tip } }) });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/tip': answered(2.5),
        'PUT /api/v1/orders/o1/custom': answered(3),
        'PUT /api/v2/carts/o1/donations': answered(4),
      }),
    );
    expect(await actions.setTip(2.5)).toMatchObject({ ok: true });
    expect(state.order?.totals.tip).toBe(2.5);
    const vehicle = { make: ' Ford ', model: 'F-150', color: '' };
    expect(await actions.setVehicle(vehicle)).toMatchObject({ ok: true });
    expect(state.order?.totals.tip).toBe(3);
    expect(await actions.setDonation({ id: 1, amount: 0.42 })).toMatchObject({ ok: true });
    expect(state.order?.totals.tip).toBe(4);
    expect(fetch.calls.map((call) => call.body)).toEqual([
      { amount: 2.5 },
      {
        fields: [
          { id: 'vehicle_make', value: 'Ford' },
          { id: 'vehicle_model', value: 'F-150' },
          { id: 'vehicle_color', value: '' },
        ],
      },
      { id: 1, amount: 0.42 },
    ]);
  });

  it('a refused tip answers the failure and leaves the box as it was', async () => {
    const state = createAppState({ order: anOrder() });
    const before = state.order;
    mockFetch(routes({ 'PUT /api/v1/orders/o1/tip': { status: 400, body: ['Tip too large'] } }));
    const answer = await actions.setTip(500, { mode: 'suppress' });
    expect(answer).toMatchObject({ ok: false, failure: { messages: ['Tip too large'] } });
    expect(state.order).toBe(before);
  });

  it('reads the box again and keeps it only when its choices changed, and nothing changed it here meanwhile', async () => {
    const state = createAppState({ order: anOrder() });
    let read = anOrder({ totals: { ...anOrder().totals, tax: 9 } });
    mockFetch(routes({ 'GET /api/v1/orders/o1': () => ({ body: read }) }));
    // Only figures moved: nothing to keep (another tab would hear the write, and read back).
    const before = state.order;
    expect(await actions.refreshOrder()).toEqual({ ok: true, value: null });
    expect(state.order).toBe(before);

    read = anOrder({ handoff: 'curbside' });
    expect(await actions.refreshOrder()).toMatchObject({
      ok: true,
      value: { handoff: 'curbside' },
    });
    expect(state.order?.handoff).toBe('curbside');

    read = anOrder({ handoff: 'dispatch' });
    const refreshing = actions.refreshOrder();
    state.order = anOrder({ handoff: 'pickup' });
    expect(await refreshing).toEqual({ ok: true, value: null });
    expect(state.order?.handoff).toBe('pickup');
  });

  it('does nothing without an order where one is needed', async () => {
    createAppState();
    const fetch = mockFetch();
    const nothing = { ok: true, value: null };
    expect(await actions.validateOrder()).toEqual(nothing);
    expect(await actions.refreshOrder()).toEqual(nothing);
    expect(await actions.removePromoCode()).toEqual(nothing);
    expect(await actions.applyWalletReward(null)).toEqual(nothing);
    expect(await actions.increaseQuantity(1)).toEqual(nothing);
    expect(await actions.decreaseQuantity(1)).toEqual(nothing);
    expect(await actions.removeFromOrder(1)).toEqual(nothing);
    expect(await actions.abandonOrder()).toEqual({ ok: true, value: undefined });
    expect(fetch.calls).toHaveLength(0);
  });

  it('abandons: the box is gone at once, and a server failure is only logged', async () => {
    const state = createAppState({ order: anOrder() });
    const fetch = mockFetch(() => ({ status: 500 }));
    await actions.abandonOrder();
    expect(fetch.last).toMatchObject({ method: 'DELETE', url: '/api/v1/orders/o1/abandon' });
    expect(state.order).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('a refused delivery address is the box’s while it is a delivery: pickup or another box lets it go', () => {
    const delivery = anOrder({ handoff: 'dispatch' });
    const state = createAppState({ order: delivery });
    actions.setDeliveryRefused(true);
    expect(state.deliveryRefused).toBe('o1');
    setOrder({ ...delivery, totals: { ...delivery.totals, tip: 1 } });
    expect(state.deliveryRefused).toBe('o1');
    setOrder({ ...delivery, handoff: 'pickup' });
    expect(state.deliveryRefused).toBeNull();
    setOrder(delivery);
    actions.setDeliveryRefused(true);
    setOrder({ ...delivery, id: 'o2' });
    expect(state.deliveryRefused).toBeNull();
    actions.setDeliveryRefused(true);
    actions.setDeliveryRefused(false);
    expect(state.deliveryRefused).toBeNull();
  });

  it('order placed: the box becomes the active order and the bus says so', () => {
    const state = createAppState({ order: anOrder() });
    const { seen, off } = listen('checkout:order-placed');
    actions.orderPlaced({ id: 'o1', status: 'received' });
    off();
    expect(state.order).toBeNull();
    expect(state.activeOrder?.id).toBe('o1');
    expect(seen).toEqual([['checkout:order-placed', { orderId: 'o1' }]]);
  });
});

describe('§4.5 an offer the placed box used', () => {
  it('leaves the redeemed offers and the offers shown; one refused or tried elsewhere stays', () => {
    const offer = (id: number) => ({
      id,
      channel: 'web',
      campaign: 'spring',
      label: `Offer ${id}`,
      memberid: 42,
      references: [`ref-${id}`],
    });
    const state = createAppState({
      order: anOrder(),
      offers: [offer(1), offer(2), offer(3)],
      redeemedOffers: [
        { offer: offer(1), tried: { orderId: 'o1', refusal: null } },
        { offer: offer(2), tried: { orderId: 'o1', refusal: 'Not on this order.' } },
        { offer: offer(3), tried: { orderId: 'o0', refusal: null } },
      ],
    });
    actions.orderPlaced({ id: 'o1', status: 'received' });
    expect(state.redeemedOffers.map(({ offer: { id } }) => id)).toEqual([2, 3]);
    expect(state.offers.map(({ id }) => id)).toEqual([2, 3]);
  });
});

describe('§4.1 step 6: the next box is handed over as the last order was', () => {
  const ADDRESS = { address: '123 Fayetteville St', city: 'Raleigh', state: 'NC', zip: '27601' };
  const placedDelivery = () =>
    anOrder({
      handoff: 'dispatch',
      address: ADDRESS,
      coupon: { couponcode: 'SAVE10' },
      totals: { ...anOrder().totals, tip: 2, handoff: 3.99, fees: 0.99 },
    });

  it('placing a delivery order keeps delivery to its address and the restaurant, not the box', () => {
    const location = aLocation();
    const state = createAppState({ order: placedDelivery(), location });
    const before = Date.now();
    actions.orderPlaced({ id: 'o1', status: 'received' });
    expect(state.order).toBeNull();
    expect(state.location?.id).toBe(location.id);
    expect(state.nextHandoff).toEqual({
      handoff: 'dispatch',
      address: ADDRESS,
      expires: expect.any(Number),
    });
    expect(state.nextHandoff?.expires).toBeGreaterThanOrEqual(before + DAY);
  });

  it('placing a pickup order leaves nothing: the next box starts as pickup', () => {
    const state = createAppState({ order: anOrder() });
    actions.orderPlaced({ id: 'o1', status: 'received' });
    expect(state.nextHandoff).toBeNull();
  });

  it('the next box starts as a delivery to the same address, with no lines, code or tip', async () => {
    const state = createAppState({ order: placedDelivery(), location: aLocation() });
    actions.orderPlaced({ id: 'o1', status: 'received' });
    const empty = anOrder({ id: 'o2', products: [] });
    const fetch = mockFetch(
      routes({
        'POST /api/v1/orders/create': { body: empty },
        'PUT /api/v1/orders/o2/address': {
          body: { ...empty, handoff: 'dispatch', address: ADDRESS },
        },
        'POST /api/v1/orders/o2/products': {
          body: anOrder({ id: 'o2', handoff: 'dispatch', address: ADDRESS }),
        },
      }),
    );
    const added = await actions.addToOrder([{ id: 77, quantity: 1, choices: [], isupsell: false }]);
    expect(added.ok).toBe(true);
    expect(fetch.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v1/orders/create', { menu_id: 500 }],
      ['PUT', '/api/v1/orders/o2/address', { type: 'dispatch', address: ADDRESS }],
      ['POST', '/api/v1/orders/o2/products', expect.anything()],
    ]);
    expect(state.order).toMatchObject({ id: 'o2', handoff: 'dispatch', address: ADDRESS });
    expect(state.order?.coupon).toBeNull();
    expect(state.order?.totals.tip).toBe(0);
    // The box carries it from now on.
    expect(state.nextHandoff).toBeNull();
  });

  it('an address the restaurant no longer delivers to starts the box as pickup', async () => {
    const state = createAppState({ order: placedDelivery(), location: aLocation() });
    actions.orderPlaced({ id: 'o1', status: 'received' });
    const empty = anOrder({ id: 'o2', products: [] });
    mockFetch(
      routes({
        'POST /api/v1/orders/create': { body: empty },
        'PUT /api/v1/orders/o2/address': {
          status: 400,
          body: { message: '[227] Sorry, this address is outside the delivery area.', code: 227 },
        },
      }),
    );
    const created = await actions.ensureOrder();
    expect(created.ok).toBe(true);
    expect(state.order).toMatchObject({ id: 'o2', handoff: 'pickup' });
    expect(state.nextHandoff).toBeNull();
  });

  it('another restaurant, or pickup chosen, lets the kept delivery go', async () => {
    const location = aLocation();
    const state = createAppState({ order: placedDelivery(), location });
    actions.orderPlaced({ id: 'o1', status: 'received' });
    locationActions.setLocation(location);
    expect(state.nextHandoff?.handoff).toBe('dispatch');
    expect((await locationActions.toggleHandoff('pickup')).ok).toBe(true);
    expect(state.nextHandoff).toBeNull();

    state.order = placedDelivery();
    actions.orderPlaced({ id: 'o1', status: 'received' });
    locationActions.setLocation(aLocation({ id: location.id + 1 }));
    expect(state.nextHandoff).toBeNull();
  });
});

describe('§4.6 cart line counter', () => {
  it('plus adds one, raising add_to_cart and Add_Product_To_Cart', async () => {
    const state = createAppState({ order: anOrder(), location: aLocation(), channel: 'catering' });
    const next = anOrder({ products: [aLine({ quantity: 3, cost: { total: 14.97 } })] });
    next.totals.total = 16;
    const fetch = mockFetch(routes({ 'PUT /api/v1/orders/o1/products': { body: next } }));
    const { seen, off } = listen('analytics:add_to_cart', 'engagement:Add_Product_To_Cart');
    await actions.increaseQuantity(900);
    off();
    expect(fetch.last.body).toEqual({
      products: [{ id: 900, quantity: 3, choices: [{ id: 5, quantity: 1 }] }],
    });
    expect(state.order?.products[0]?.quantity).toBe(3);
    const [analytics, engagement] = seen;
    expect(analytics?.[1]).toEqual<AnalyticsEvent>({
      currency: 'USD',
      value: 4.99,
      items: [{ item_id: '77', item_name: 'Cajun Filet Biscuit', price: 4.99, quantity: 1 }],
      location_name: 'Raleigh - Glenwood',
      location_code: '12',
    });
    expect(engagement?.[1]).toEqual({
      product: 'Cajun Filet Biscuit',
      cart_items: 3,
      cost: 16,
      channel: 'Catering',
    });
  });

  it('a decrease is skipped at quantity 1', async () => {
    const state = createAppState({ order: anOrder({ products: [aLine({ quantity: 1 })] }) });
    const fetch = mockFetch();
    expect(await actions.decreaseQuantity(900)).toEqual({ ok: true, value: state.order });
    expect(fetch.calls).toHaveLength(0);
  });

  it("a decrease the ordering API answers is under the code's minimum removes the coupon, and the box says so (and raises remove_from_cart)", async () => {
    const state = createAppState({ order: anOrder({ coupon: { couponcode: 'SAVE5' } }) });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/products': {
          body: anOrder({ coupon: { couponcode: 'SAVE5', unmet_minimum: 15 } }),
        },
        'DELETE /api/v1/orders/o1/coupon': { body: anOrder({ coupon: null }) },
      }),
    );
    const { seen, off } = listen('analytics:remove_from_cart');
    await actions.decreaseQuantity(900);
    off();
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/v1/orders/o1/products',
      'DELETE /api/v1/orders/o1/coupon',
    ]);
    expect(fetch.calls[0]?.body).toEqual({
      products: [{ id: 900, quantity: 1, choices: [{ id: 5, quantity: 1 }] }],
    });
    expect(state.order?.coupon).toBeNull();
    expect(state.boxNotices).toEqual([{ kind: 'promo-removed', code: 'SAVE5', minimum: 15 }]);
    expect(seen).toHaveLength(1);
  });

  it('§4.6 a decrease that leaves the box under $200 takes the code off, and says so', async () => {
    const order = anOrder({
      coupon: { couponcode: 'FIVEOFF' },
      totals: { ...anOrder().totals, subtotal: 12 },
    });
    const state = createAppState({ order });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/products': { body: order },
        'DELETE /api/v1/orders/o1/coupon': { body: { ...order, coupon: null } },
      }),
    );
    await actions.decreaseQuantity(900);
    expect(fetch.calls.map((c) => c.method)).toEqual(['PUT', 'DELETE']);
    expect(state.boxNotices).toEqual([
      { kind: 'promo-removed', code: 'FIVEOFF', decreasedUnder: 200 },
    ]);
  });

  it('§4.6 an edit that raises the box keeps its code under $200; one that lowers it does not', async () => {
    const priced = (subtotal: number) =>
      anOrder({ coupon: { couponcode: 'FIVEOFF' }, totals: { ...anOrder().totals, subtotal } });
    const state = createAppState({ order: priced(26.36) });
    const edit = [{ id: 900, quantity: 1, choices: [{ id: 6, quantity: 1 }] }];
    let answer = priced(26.86);
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/products': () => ({ body: answer }),
        'DELETE /api/v1/orders/o1/coupon': { body: { ...priced(26.36), coupon: null } },
      }),
    );
    await actions.updateInOrder(edit);
    expect(fetch.calls.map((c) => c.method)).toEqual(['PUT']);
    expect(state.order?.coupon?.couponcode).toBe('FIVEOFF');
    expect(state.boxNotices).toEqual([]);
    answer = priced(25.86);
    await actions.updateInOrder(edit);
    expect(fetch.calls.map((c) => c.method)).toEqual(['PUT', 'PUT', 'DELETE']);
    expect(state.boxNotices).toEqual([
      { kind: 'promo-removed', code: 'FIVEOFF', decreasedUnder: 200 },
    ]);
  });

  it("a decrease that takes a free-item code's item out of the box takes the code off, and names the item", async () => {
    const coupon = { couponcode: 'BISCUITFRIDAY' };
    const state = createAppState({ order: anOrder({ coupon }) });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/products': {
          body: anOrder({
            coupon: {
              ...coupon,
              missing_item: { sku: 'BB-HONEY-BISCUIT', name: 'Honey Butter Biscuit' },
            },
          }),
        },
        'DELETE /api/v1/orders/o1/coupon': { body: anOrder({ coupon: null }) },
      }),
    );
    await actions.decreaseQuantity(900);
    expect(fetch.calls.map((c) => c.method)).toEqual(['PUT', 'DELETE']);
    expect(state.order?.coupon).toBeNull();
    // Its item, not a minimum: the box is under $200 too, but that is not what the code needs.
    expect(state.boxNotices).toEqual([
      { kind: 'promo-removed', code: 'BISCUITFRIDAY', item: 'Honey Butter Biscuit' },
    ]);
  });

  it('a wallet reward taken off under its minimum is named by the reward', async () => {
    const coupon = {
      couponcode: 'CATER20',
      reward: { label: 'catering - $20 Off Catering' },
      unmet_minimum: 100,
    };
    const state = createAppState({ order: anOrder({ coupon }) });
    mockFetch(
      routes({
        'PUT /api/v1/orders/o1/products': { body: anOrder({ coupon }) },
        'DELETE /api/v1/orders/o1/coupon': { body: anOrder({ coupon: null }) },
      }),
    );
    await actions.decreaseQuantity(900);
    expect(state.boxNotices).toEqual([
      { kind: 'promo-removed', code: 'CATER20', reward: '$20 Off Catering', minimum: 100 },
    ]);
  });

  it("removing a line that takes the box under the code's minimum removes the coupon, and says so", async () => {
    const state = createAppState({ order: anOrder({ coupon: { couponcode: 'SAVE5' } }) });
    const fetch = mockFetch(
      routes({
        'DELETE /api/v1/orders/o1/products/900': {
          body: anOrder({
            products: [aLine({ id: 901 })],
            coupon: { couponcode: 'SAVE5', unmet_minimum: 15 },
          }),
        },
        'DELETE /api/v1/orders/o1/coupon': {
          body: anOrder({ products: [aLine({ id: 901 })], coupon: null }),
        },
      }),
    );
    await actions.removeFromOrder(900);
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/v1/orders/o1/products/900',
      'DELETE /api/v1/orders/o1/coupon',
    ]);
    expect(state.order?.coupon).toBeNull();
    expect(state.boxNotices).toEqual([{ kind: 'promo-removed', code: 'SAVE5', minimum: 15 }]);
  });

  it('a notice goes with its box, and a promo code applied again takes it away', async () => {
    const state = createAppState({
      order: anOrder(),
      boxNotices: [{ kind: 'promo-removed', code: 'SAVE5', minimum: 15 }],
    });
    mockFetch(
      routes({
        'PUT /api/v1/orders/o1/coupon': { body: anOrder({ coupon: { couponcode: 'SAVE10' } }) },
      }),
    );
    await actions.applyPromoCode('SAVE10');
    expect(state.boxNotices).toEqual([]);
    state.boxNotices = [{ kind: 'promo-removed', code: 'SAVE5', minimum: 15 }];
    setOrder(anOrder({ id: 'o2' }));
    expect(state.boxNotices).toEqual([]);
  });

  it('removing the last line removes any coupon', async () => {
    const state = createAppState({ order: anOrder({ coupon: { couponcode: 'X' } }) });
    const fetch = mockFetch(
      routes({
        'DELETE /api/v1/orders/o1/products/900': {
          body: anOrder({ products: [], coupon: { couponcode: 'X' } }),
        },
        'DELETE /api/v1/orders/o1/coupon': { body: anOrder({ products: [], coupon: null }) },
      }),
    );
    const { seen, off } = listen('analytics:remove_from_cart');
    const removed = await actions.removeFromOrder(900);
    off();
    expect(removed.ok && removed.value?.products).toEqual([]);
    expect(state.order?.coupon).toBeNull();
    expect(fetch.calls).toHaveLength(2);
    expect((seen[0]?.[1] as AnalyticsEvent).items[0]?.quantity).toBe(2);
  });

  it('removing a line that is not the last keeps the coupon of a box still at $200 or more', async () => {
    createAppState({ order: anOrder({ coupon: { couponcode: 'X' } }) });
    const fetch = mockFetch(
      routes({
        'DELETE /api/v1/orders/o1/products/900': {
          body: anOrder({
            products: [aLine({ id: 901 })],
            coupon: { couponcode: 'X' },
            totals: { ...anOrder().totals, subtotal: 210 },
          }),
        },
      }),
    );
    await actions.removeFromOrder(900);
    expect(fetch.calls).toHaveLength(1);
  });

  it('§8 cart-action failures are only logged', async () => {
    const showErrors = jest.fn();
    setRequestHooks({ showErrors });
    const state = createAppState({ order: anOrder() });
    mockFetch(() => ({ status: 500, body: { message: 'down' } }));
    const refused = {
      ok: false,
      failure: expect.objectContaining({ status: 500, messages: ['down'] }),
    };
    expect(await actions.increaseQuantity(900)).toEqual(refused);
    expect(await actions.decreaseQuantity(900)).toEqual(refused);
    expect(await actions.removeFromOrder(900)).toEqual(refused);
    expect(showErrors).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(3);
    expect(state.order?.products[0]?.quantity).toBe(2);
  });
});

describe('§4.4 promo field', () => {
  it('an empty code fails without a call', async () => {
    createAppState({ order: anOrder() });
    const fetch = mockFetch();
    const refused = await actions.applyPromoCode('  ');
    expect(!refused.ok && refused.failure.messages).toEqual(['Error: Promo code cannot be empty.']);
    expect(fetch.calls).toHaveLength(0);
  });

  it('Apply sends the code upper-cased and moves to approved', async () => {
    const state = createAppState({ order: anOrder() });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/coupon': {
          body: anOrder({
            coupon: { couponcode: 'SAVE10' },
            discounts: [{ type: 'Coupon', amount: 1 }],
          }),
        },
        'DELETE /api/v1/orders/o1/coupon': { body: anOrder() },
      }),
    );
    expect(await actions.applyPromoCode('save10')).toEqual({ ok: true, value: state.order });
    expect(fetch.last.body).toEqual({ code: 'SAVE10' });
    expect(state.order?.coupon?.couponcode).toBe('SAVE10');
    expect(await actions.removePromoCode()).toEqual({ ok: true, value: state.order });
    expect(state.order?.coupon).toBeNull();
  });

  it('a refused code moves to failed with the §8 message, shown only in the field', async () => {
    const showErrors = jest.fn();
    setRequestHooks({ showErrors });
    createAppState({ order: anOrder() });
    mockFetch(() => ({ status: 400, body: { message: '[200] Code is invalid', code: 200 } }));
    const refused = await actions.applyPromoCode('nope');
    expect(!refused.ok && refused.failure).toMatchObject({
      messages: ['Error: Invalid promo code.'],
      code: 200,
      status: 400,
    });
    expect(showErrors).not.toHaveBeenCalled();
  });

  it('an exception sets the status to failed', async () => {
    createAppState({ order: anOrder() });
    globalThis.fetch = jest.fn(() => {
      throw new Error('boom');
    }) as unknown as typeof fetch;
    const refused = await actions.applyPromoCode('save10');
    expect(!refused.ok && refused.failure).toMatchObject({
      messages: ['Error: Connection issue. Please try again.'],
      status: 0,
    });
  });
});

describe('§4.5 wallet offer', () => {
  const reward = { label: 'Free Biscuit', cred: 'BISCUIT', status: 'incomplete' };

  it('Apply adds its code, then revalidates and refetches the order', async () => {
    const state = createAppState({ order: anOrder() });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/coupon': { body: anOrder() },
        'POST /api/v1/orders/o1/validate': { body: {} },
        'GET /api/v1/orders/o1': { body: anOrder({ coupon: { couponcode: 'BISCUIT' } }) },
      }),
    );
    expect(await actions.applyWalletReward(reward)).toEqual({ ok: true, value: state.order });
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/v1/orders/o1/coupon',
      'POST /api/v1/orders/o1/validate',
      'GET /api/v1/orders/o1',
    ]);
    expect(fetch.calls[0]?.body).toEqual({ code: 'BISCUIT' });
    expect(state.order?.coupon?.couponcode).toBe('BISCUIT');
  });

  it('a validate that refuses the order leaves the code on the box, as on the order', async () => {
    const state = createAppState({ order: anOrder() });
    const withCode = anOrder({ coupon: { couponcode: 'BISCUIT' } });
    const fetch = mockFetch(
      routes({
        'PUT /api/v1/orders/o1/coupon': { body: withCode },
        'POST /api/v1/orders/o1/validate': {
          status: 400,
          body: { message: 'The minimum order amount for catering delivery is $150.00.' },
        },
        'GET /api/v1/orders/o1': { body: withCode },
      }),
    );
    expect(await actions.applyWalletReward(reward)).toEqual({ ok: true, value: state.order });
    expect(state.order?.coupon?.couponcode).toBe('BISCUIT');
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/v1/orders/o1/coupon',
      'POST /api/v1/orders/o1/validate',
      'GET /api/v1/orders/o1',
    ]);
    // A refusal checkout's review says to the customer: no error of the site.
    expect(error).not.toHaveBeenCalled();
  });

  it('a validate with no answer is reported as the site’s error', async () => {
    createAppState({ order: anOrder() });
    const withCode = anOrder({ coupon: { couponcode: 'BISCUIT' } });
    mockFetch(
      routes({
        'PUT /api/v1/orders/o1/coupon': { body: withCode },
        'POST /api/v1/orders/o1/validate': { status: 502, body: { message: 'Bad gateway' } },
        'GET /api/v1/orders/o1': { body: withCode },
      }),
    );
    expect((await actions.applyWalletReward(reward)).ok).toBe(true);
    expect(error).toHaveBeenCalledWith('Could not validate the box', expect.anything());
  });

  it('a refetch that fails leaves the box as the coupon’s answer priced it', async () => {
    const state = createAppState({ order: anOrder() });
    mockFetch(
      routes({
        'PUT /api/v1/orders/o1/coupon': { body: anOrder({ coupon: { couponcode: 'BISCUIT' } }) },
        'POST /api/v1/orders/o1/validate': { body: {} },
        'GET /api/v1/orders/o1': { status: 500 },
      }),
    );
    expect((await actions.applyWalletReward(reward)).ok).toBe(false);
    expect(state.order?.coupon?.couponcode).toBe('BISCUIT');
  });

  it('Remove takes the coupon off, then revalidates and refetches', async () => {
    createAppState({ order: anOrder({ coupon: { couponcode: 'BISCUIT' } }) });
    const fetch = mockFetch(
      routes({
        'DELETE /api/v1/orders/o1/coupon': { body: anOrder() },
        'POST /api/v1/orders/o1/validate': { body: {} },
        'GET /api/v1/orders/o1': { body: anOrder() },
      }),
    );
    expect((await actions.applyWalletReward(null)).ok).toBe(true);
    expect(fetch.calls[0]?.method).toBe('DELETE');
  });

  it('§8 a failure answers the errors, the first one first', async () => {
    createAppState({ order: anOrder() });
    mockFetch(() => ({
      status: 400,
      body: [{ message: 'Reward already used' }, { message: 'x' }],
    }));
    const refused = await actions.applyWalletReward(reward);
    expect(!refused.ok && refused.failure.messages[0]).toBe('Reward already used');
  });
});

describe('§4.5 redeemed offers on the box', () => {
  const token = {
    'access.token': 'a',
    'ordering.access.token': 'o',
    id: 7,
    provider: 'ordering',
    expires: '2099-01-01T00:00:00Z',
  };
  const offer = (id: number, label: string) => ({
    id,
    channel: 'web',
    campaign: `C${id}`,
    label,
    memberid: 7,
    references: [`RWD-${id}`],
  });

  it('puts each on the box once: applied, the order has it by name; refused, the reason is kept', async () => {
    const applied = anOrder({
      discounts: [{ type: 'Reward', amount: 2, description: '$2 off any order' }],
    });
    const state = createAppState({
      token,
      order: anOrder(),
      redeemedOffers: [
        { offer: offer(1, '$2 off any order') },
        { offer: offer(2, '$10 off catering') },
      ],
    });
    const fetch = mockFetch((call) =>
      (call.body as { references: string[] }).references[0] === 'RWD-1'
        ? { body: applied }
        : {
            status: 400,
            body: { message: '[240] This reward is not available for this order.', code: 240 },
          },
    );
    await actions.applyRedeemedOffers();
    expect(fetch.calls.map((c) => [`${c.method} ${c.url}`, c.body])).toEqual([
      ['PUT /api/v1/orders/o1/rewards', { memberid: 7, references: ['RWD-1'] }],
      ['PUT /api/v1/orders/o1/rewards', { memberid: 7, references: ['RWD-2'] }],
    ]);
    expect(state.order?.discounts).toEqual(applied.discounts);
    expect(state.redeemedOffers.map((redeemed) => redeemed.tried)).toEqual([
      { orderId: 'o1', refusal: null },
      { orderId: 'o1', refusal: 'This reward is not available for this order.' },
    ]);
    await actions.applyRedeemedOffers();
    expect(fetch.calls).toHaveLength(2);
  });

  it('waits for a box with something in it, and for an answer', async () => {
    const state = createAppState({
      token,
      order: anOrder({ products: [] }),
      redeemedOffers: [{ offer: offer(1, '$2 off any order') }],
    });
    const fetch = mockFetch(() => ({ status: 503 }));
    await actions.applyRedeemedOffers();
    expect(fetch.calls).toHaveLength(0);
    state.order = anOrder();
    await actions.applyRedeemedOffers();
    expect(fetch.calls).toHaveLength(1);
    // No answer: tried again the next time.
    expect(state.redeemedOffers[0]?.tried).toBeUndefined();
  });
});

describe('a change of the box is counted while it is priced, whoever asked it', () => {
  it('counts a drawer change and a refused one until their answers; boxPriced settles after', async () => {
    const state = createAppState({ order: anOrder() });
    let answer: (ok: boolean) => void = () => undefined;
    // Each change waits for the test's answer: the box is being priced meanwhile.
    mockFetch(
      () =>
        new Promise<FetchAnswer>((resolve) => {
          answer = (ok) =>
            resolve(ok ? { body: anOrder() } : { status: 422, body: { message: 'No.' } });
        }),
    );
    const more = actions.increaseQuantity(aLine().id);
    expect(state.boxPricing).toBe(1);
    let priced = false;
    const settled = actions.boxPriced().then(() => {
      priced = true;
    });
    await Promise.resolve();
    expect(priced).toBe(false);
    answer(true);
    await more;
    await settled;
    expect(state.boxPricing).toBe(0);

    const refused = actions.decreaseQuantity(aLine().id);
    expect(state.boxPricing).toBe(1);
    answer(false);
    expect((await refused).ok).toBe(false);
    expect(state.boxPricing).toBe(0);
    await expect(actions.boxPriced()).resolves.toBeUndefined();
  });
});
