import { getVersion } from 'valtio';
import { bus, type BusTopic } from '../bus/bus';
import { mockFetch } from '../testing/fetch-mock';
import { aLine, aLocation, aMenu, anOrder } from '../testing/fixtures';
import { routes } from '../testing/routes';
import { createAppState } from './app-state';
import { locationActions as actions } from './location-actions';
import { orderActions } from './order-actions';

const DAY = 86_400_000;
const HOUR = 3_600_000;

function listen(...topics: BusTopic[]) {
  const seen: Array<[string, unknown]> = [];
  const offs = topics.map((topic) =>
    bus.on(topic, (payload: unknown) => seen.push([topic, payload])),
  );
  return { seen, off: () => offs.forEach((off) => off()) };
}

describe('§4.8 location set', () => {
  it('stores the location with expires one day ahead and raises Recent_Location and select_location', () => {
    const state = createAppState({ order: anOrder({ products: [aLine()] }) });
    const { seen, off } = listen('engagement:Recent_Location', 'analytics:select_location');
    const before = Date.now();
    actions.setLocation(aLocation());
    off();
    expect(state.location?.expires).toBeGreaterThanOrEqual(before + DAY);
    expect(seen).toEqual([
      ['engagement:Recent_Location', { id: 12, menu_id: 500 }],
      [
        'analytics:select_location',
        {
          currency: 'USD',
          value: 9.98,
          items: [{ item_id: '77', item_name: 'Cajun Filet Biscuit', price: 4.99, quantity: 2 }],
          location_name: 'Raleigh - Glenwood',
          location_code: '12',
        },
      ],
    ]);
  });

  it('raises nothing when the same location is set again or the location is cleared', () => {
    const state = createAppState({ location: aLocation(), productNotFoundAtLocation: true });
    const { seen, off } = listen('engagement:Recent_Location', 'analytics:select_location');
    actions.setLocation(aLocation());
    expect(state.productNotFoundAtLocation).toBe(true);
    actions.setLocation(null);
    off();
    expect(seen).toEqual([]);
    expect(state.location).toBeNull();
  });

  it("lets go of another location's menu and of the not-found flag", () => {
    const state = createAppState({
      location: aLocation(),
      menu: aMenu({ id: 500 }),
      productNotFoundAtLocation: true,
    });
    actions.setLocation(aLocation({ id: 13, menu_id: 700 }));
    expect(state.menu).toBeNull();
    expect(state.productNotFoundAtLocation).toBe(false);
  });
});

describe('§9 menu loaded and kept for 1 hour', () => {
  it("loads the location's menu with expires one hour ahead, then reuses it", async () => {
    const state = createAppState({ location: aLocation() });
    const fetch = mockFetch(routes({ 'GET /api/v1/menus/500': { body: aMenu() } }));
    const before = Date.now();
    await actions.loadMenu();
    await actions.loadMenu();
    expect(fetch.calls).toHaveLength(1);
    expect(state.menu?.expires).toBeGreaterThanOrEqual(before + HOUR);
    state.menu!.expires = Date.now() - 1;
    await actions.loadMenu();
    expect(fetch.calls).toHaveLength(2);
  });

  it('keeps a menu read elsewhere (the first screen) when it is the location’s, as if loaded now', async () => {
    const state = createAppState({ location: aLocation() });
    const fetch = mockFetch(routes({}));
    const before = Date.now();
    expect(actions.keepMenu(aMenu({ id: 700 }))).toBeNull();
    expect(state.menu).toBeNull();
    expect(actions.keepMenu(aMenu({ id: 500 }))?.id).toBe(500);
    expect(state.menu?.expires).toBeGreaterThanOrEqual(before + HOUR);
    // Kept whole: its hundreds of objects are not made reactive one by one.
    expect(getVersion(state.menu!.categories)).toBeUndefined();
    await actions.loadMenu();
    expect(fetch.calls).toHaveLength(0);
  });

  it('reads the menu in the customer’s language and keeps it as that language’s (§4.11)', async () => {
    const state = createAppState({ location: aLocation(), language: 'es' });
    const fetch = mockFetch(routes({ 'GET /api/v1/menus/500': { body: aMenu() } }));
    await actions.loadMenu();
    expect(fetch.last.headers['accept-language']).toBe('es');
    expect(state.menu?.language).toBe('es');
    state.language = 'en-US';
    await actions.loadMenu();
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.last.headers['accept-language']).toBe('en-US');
    expect(state.menu?.language).toBe('en-US');
  });

  it('keeps no menu of the first screen that is in another language', () => {
    const state = createAppState({ location: aLocation(), language: 'es' });
    expect(actions.keepMenu(aMenu({ id: 500, language: 'en-US' }))).toBeNull();
    expect(state.menu).toBeNull();
    expect(actions.keepMenu(aMenu({ id: 500, language: 'es' }))?.language).toBe('es');
  });

  it("loads the channel's default menu without a location", async () => {
    const state = createAppState({ channel: 'catering' });
    mockFetch(routes({ 'GET /api/v1/menus/237039': { body: aMenu({ id: 237039 }) } }));
    await actions.loadMenu();
    expect(state.defaultMenu?.id).toBe(237039);
    expect(state.menu).toBeNull();
  });
});

describe('§4.8 location confirmation', () => {
  it('pickup Continue: sets the location, loads the menu, creates the order', async () => {
    const state = createAppState();
    const fetch = mockFetch(
      routes({
        'GET /api/v1/menus/500': { body: aMenu() },
        'POST /api/v1/orders/create': { body: anOrder() },
      }),
    );
    await expect(actions.confirmPickupLocation(aLocation())).resolves.toEqual({
      ok: true,
      value: '/order',
    });
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/v1/menus/500', '/api/v1/orders/create']);
    expect(state.location?.id).toBe(12);
    expect(state.menu?.id).toBe(500);
    expect(state.order?.id).toBe('o1');
  });

  it("pickup Continue transfers an order of another menu and goes to checkout for 'order-again'", async () => {
    const state = createAppState({ order: anOrder({ menu_id: 100 }) });
    mockFetch(
      routes({
        'GET /api/v1/menus/500': { body: aMenu() },
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 500 }) },
      }),
    );
    await expect(actions.confirmPickupLocation(aLocation(), 'order-again')).resolves.toEqual({
      ok: true,
      value: '/order/checkout/',
    });
    expect(state.order?.menu_id).toBe(500);
    expect(state.order?.products).toHaveLength(1);
  });

  it('"order from here": a box to be delivered switches to pickup at the restaurant', async () => {
    const state = createAppState({ order: anOrder({ menu_id: 500, handoff: 'dispatch' }) });
    const fetch = mockFetch(
      routes({
        'GET /api/v1/menus/500': { body: aMenu() },
        'PUT /api/v1/orders/o1/handoff/pickup': { body: anOrder({ handoff: 'pickup' }) },
      }),
    );
    await expect(actions.orderPickupFrom(aLocation())).resolves.toEqual({
      ok: true,
      value: '/order',
    });
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'PUT /api/v1/orders/o1/handoff/pickup',
    );
    expect(state.order?.handoff).toBe('pickup');
    expect(state.location?.id).toBe(12);
  });

  it('delivery Continue: finds and loads the location, sets it, then the dispatch address', async () => {
    const state = createAppState();
    const address = { address: '1 Main St', city: 'Raleigh', zip: '27601' };
    const fetch = mockFetch(
      routes({
        'POST /api/v1/locations/delivery': { body: { locations: [aLocation()], id: 12 } },
        'GET /api/v1/locations/12': { body: aLocation() },
        'GET /api/v1/menus/500': { body: aMenu() },
        'POST /api/v1/orders/create': { body: anOrder() },
        'PUT /api/v1/orders/o1/address': { body: anOrder({ handoff: 'dispatch', address }) },
      }),
    );
    await expect(actions.confirmDeliveryAddress(address)).resolves.toEqual({
      ok: true,
      value: '/order',
    });
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/locations/delivery',
      'GET /api/v1/locations/12',
      'GET /api/v1/menus/500',
      'POST /api/v1/orders/create',
      'PUT /api/v1/orders/o1/address',
    ]);
    expect(fetch.last.body).toEqual({ type: 'dispatch', address });
    expect(state.order?.handoff).toBe('dispatch');
  });

  it('delivery Continue without coverage goes to /locations?mode=delivery', async () => {
    const state = createAppState();
    mockFetch(routes({ 'POST /api/v1/locations/delivery': { body: { locations: [], id: null } } }));
    await expect(
      actions.confirmDeliveryAddress({ address: 'Far', city: 'Away', zip: '99999' }),
    ).resolves.toEqual({ ok: true, value: '/locations?mode=delivery' });
    expect(state.location).toBeNull();
  });
});

describe('a change of restaurant never changes the box silently', () => {
  const wilmington = aLocation({ id: 14, name: 'Wilmington', menu_id: 700 });
  const sandwich = aLine({
    id: 901,
    product_id: 80,
    name: 'Hot Honey Chicken Sandwich',
    quantity: 1,
  });
  const greens = aLine({ id: 902, product_id: 81, name: 'Collard Greens', quantity: 1 });
  const tenders = aLine({ id: 903, product_id: 82, name: '3 Piece Tenders', quantity: 1 });
  const tomorrowNoon = '2026-12-05T17:00:00.000Z';

  it('"order from here" names the items the new restaurant left out of the box', async () => {
    const state = createAppState({
      location: aLocation(),
      order: anOrder({ products: [sandwich, greens, tenders] }),
    });
    mockFetch(
      routes({
        'GET /api/v1/menus/700': { body: aMenu({ id: 700 }) },
        // The ordering API answers the box it kept: Wilmington sells the tenders only.
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 700, products: [tenders] }) },
      }),
    );
    await expect(actions.orderPickupFrom(wilmington)).resolves.toMatchObject({ ok: true });
    expect(state.order?.products.map((line) => line.name)).toEqual(['3 Piece Tenders']);
    expect(state.boxNotices).toEqual([
      {
        kind: 'not-made-here',
        restaurant: 'Wilmington',
        // Each as the product it was on the menu the box left, where a language switch reads it.
        items: [sandwich, greens].map((line) => ({
          name: line.name,
          product: { menu: anOrder().menu_id, id: line.product_id },
        })),
      },
    ]);
  });

  it('says nothing when the new restaurant makes everything', async () => {
    const state = createAppState({ order: anOrder({ menu_id: 100 }) });
    mockFetch(
      routes({
        'GET /api/v1/menus/500': { body: aMenu() },
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 500 }) },
      }),
    );
    await actions.confirmPickupLocation(aLocation());
    expect(state.boxNotices).toEqual([]);
  });

  it('keeps the scheduled time on the moved box when the new restaurant can serve it', async () => {
    const scheduled = { mode: 'scheduled', wanted: tomorrowNoon } as const;
    const state = createAppState({ location: aLocation(), order: anOrder({ time: scheduled }) });
    const fetch = mockFetch(
      routes({
        'GET /api/v1/menus/700': { body: aMenu({ id: 700 }) },
        // The transfer lets go of the time, as the sandbox's does.
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 700 }) },
        'PUT /api/v1/orders/o1/time': { body: anOrder({ menu_id: 700, time: scheduled }) },
      }),
    );
    await actions.orderPickupFrom(wilmington);
    expect(fetch.last).toMatchObject({
      method: 'PUT',
      url: '/api/v1/orders/o1/time',
      body: { time: scheduled },
    });
    expect(state.order?.time).toEqual(scheduled);
    expect(state.boxNotices).toEqual([]);
  });

  it('says a kept time that the new restaurant’s clock reads otherwise, quoted as chosen', async () => {
    const scheduled = { mode: 'scheduled', wanted: tomorrowNoon } as const;
    const nashville = aLocation({
      id: 15,
      name: 'Nashville',
      menu_id: 800,
      timezone: 'America/Chicago',
    });
    const state = createAppState({
      location: aLocation({ timezone: 'America/New_York' }),
      order: anOrder({ time: scheduled }),
    });
    mockFetch(
      routes({
        'GET /api/v1/menus/800': { body: aMenu({ id: 800 }) },
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 800 }) },
        'PUT /api/v1/orders/o1/time': { body: anOrder({ menu_id: 800, time: scheduled }) },
      }),
    );
    await expect(actions.orderPickupFrom(nashville)).resolves.toMatchObject({ ok: true });
    expect(state.order?.time).toEqual(scheduled);
    expect(state.boxNotices).toEqual([
      {
        kind: 'time-on-other-clock',
        restaurant: 'Nashville',
        wanted: tomorrowNoon,
        from: 'America/New_York',
        to: 'America/Chicago',
      },
    ]);
    // Chosen again, the time is the customer's on this clock: nothing more to say.
    mockFetch(routes({ 'PUT /api/v1/orders/o1/time': { body: anOrder({ time: scheduled }) } }));
    await orderActions.setOrderTime(tomorrowNoon);
    expect(state.boxNotices).toEqual([]);
  });

  it('quotes a time the new restaurant cannot keep on the clock it was chosen on', async () => {
    const state = createAppState({
      location: aLocation({ timezone: 'America/Chicago' }),
      order: anOrder({ time: { mode: 'scheduled', wanted: tomorrowNoon } }),
    });
    mockFetch(
      routes({
        'GET /api/v1/menus/700': { body: aMenu({ id: 700 }) },
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 700 }) },
        'PUT /api/v1/orders/o1/time': {
          status: 400,
          body: { message: '[230] The time you chose is not available.', code: 230 },
        },
      }),
    );
    await actions.orderPickupFrom(wilmington);
    expect(state.boxNotices).toEqual([
      expect.objectContaining({ kind: 'time-not-kept', zone: 'America/Chicago' }),
    ]);
  });

  it('says so when the new restaurant cannot keep the scheduled time: the box is as soon as possible', async () => {
    const state = createAppState({
      location: aLocation(),
      order: anOrder({ time: { mode: 'scheduled', wanted: tomorrowNoon } }),
    });
    mockFetch(
      routes({
        'GET /api/v1/menus/700': { body: aMenu({ id: 700 }) },
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 700 }) },
        'PUT /api/v1/orders/o1/time': {
          status: 400,
          body: { message: '[230] The time you chose is not available.', code: 230 },
        },
      }),
    );
    await expect(actions.orderPickupFrom(wilmington)).resolves.toMatchObject({ ok: true });
    expect(state.order?.time.mode).toBe('asap');
    expect(state.boxNotices).toEqual([
      {
        kind: 'time-not-kept',
        restaurant: 'Wilmington',
        wanted: tomorrowNoon,
        zone: 'America/New_York',
      },
    ]);
  });

  it.each([
    ['curbside', 'curbside'],
    ['delivery', 'delivery'],
    ['dispatch', 'delivery'],
  ] as const)(
    'says so when the new restaurant takes off %s and the promo code: the box is for pickup',
    async (handoff, said) => {
      const state = createAppState({
        location: aLocation(),
        order: anOrder({ handoff, coupon: { couponcode: 'BISCUIT5' } }),
      });
      mockFetch(
        routes({
          'GET /api/v1/menus/700': { body: aMenu({ id: 700 }) },
          // The sandbox's transfer: pickup where the handoff does not fit, no code it does not take.
          'POST /api/v1/orders/o1/transfer': {
            body: anOrder({ menu_id: 700, handoff: 'pickup', coupon: null }),
          },
        }),
      );
      await expect(actions.confirmPickupLocation(wilmington)).resolves.toMatchObject({ ok: true });
      expect(state.boxNotices).toEqual([
        { kind: 'handoff-not-kept', restaurant: 'Wilmington', handoff: said },
        { kind: 'promo-removed', code: 'BISCUIT5', notAt: 'Wilmington' },
      ]);
    },
  );

  it('"order from here" with a box for delivery: pickup is the customer\'s choice, not a loss', async () => {
    const state = createAppState({
      location: aLocation(),
      order: anOrder({ handoff: 'dispatch' }),
    });
    mockFetch(
      routes({
        'GET /api/v1/menus/700': { body: aMenu({ id: 700 }) },
        'POST /api/v1/orders/o1/transfer': { body: anOrder({ menu_id: 700, handoff: 'pickup' }) },
        'PUT /api/v1/orders/o1/handoff/pickup': {
          body: anOrder({ menu_id: 700, handoff: 'pickup' }),
        },
      }),
    );
    await expect(actions.orderPickupFrom(wilmington)).resolves.toMatchObject({ ok: true });
    expect(state.order?.handoff).toBe('pickup');
    expect(state.boxNotices).toEqual([]);
  });

  it("names a wallet reward's code by the reward, and says nothing of a handoff and code kept", async () => {
    const reward = { couponcode: 'R-1', reward: { label: 'Free Biscuit' } };
    const state = createAppState({
      location: aLocation(),
      order: anOrder({ handoff: 'curbside', coupon: reward }),
    });
    mockFetch(
      routes({
        'GET /api/v1/menus/700': { body: aMenu({ id: 700 }) },
        'POST /api/v1/orders/o1/transfer': {
          body: anOrder({ menu_id: 700, handoff: 'curbside', coupon: null }),
        },
      }),
    );
    await actions.orderPickupFrom(wilmington);
    expect(state.boxNotices).toEqual([
      { kind: 'promo-removed', code: 'R-1', reward: 'Free Biscuit', notAt: 'Wilmington' },
    ]);
  });
});

describe('the catering site orders only from restaurants that cater', () => {
  it('refuses a restaurant without catering, before any call', async () => {
    const state = createAppState({ channel: 'catering' });
    const fetch = mockFetch(() => ({ body: {} }));
    const refused = await actions.confirmPickupLocation(aLocation());
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.failure.cause).toEqual(
      new Error('Restaurant 12 does not offer catering'),
    );
    expect(!refused.ok && refused.failure.messages).toEqual([
      'This restaurant does not offer catering. Please choose another restaurant.',
    ]);
    expect(fetch.calls).toHaveLength(0);
    expect(state.location).toBeNull();
  });

  it('orders from a restaurant that caters on its catering menu', async () => {
    const state = createAppState({ channel: 'catering' });
    const fetch = mockFetch(
      routes({
        'GET /api/v1/menus/237040': { body: aMenu({ id: 237040 }) },
        'POST /api/v1/orders/create': { body: anOrder({ menu_id: 237040 }) },
      }),
    );
    await actions.confirmPickupLocation(aLocation({ catering_menu_id: 237040 }));
    expect(fetch.calls[1]?.body).toEqual({ menu_id: 237040 });
    expect(state.menu?.id).toBe(237040);
  });

  it('asks who delivers among the restaurants that cater', async () => {
    createAppState({ channel: 'catering' });
    const fetch = mockFetch(() => ({ body: { locations: [], id: null } }));
    await actions.confirmDeliveryAddress({ address: '1 Main St', city: 'Raleigh', zip: '27601' });
    expect(fetch.last.url).toBe('/api/v1/locations/delivery?catering=true');
  });
});

describe('§4.3 handoff toggle', () => {
  it('Pickup while in delivery sets pickup directly', async () => {
    const state = createAppState({ order: anOrder({ handoff: 'dispatch' }) });
    const fetch = mockFetch(
      routes({ 'PUT /api/v1/orders/o1/handoff/pickup': { body: anOrder({ handoff: 'pickup' }) } }),
    );
    await expect(actions.toggleHandoff('pickup')).resolves.toEqual({ ok: true, value: null });
    expect(fetch.calls).toHaveLength(1);
    expect(state.order?.handoff).toBe('pickup');
  });

  it('otherwise answers the locations page, without a call', async () => {
    createAppState({ order: anOrder({ handoff: 'pickup' }) });
    const fetch = mockFetch();
    await expect(actions.toggleHandoff('pickup')).resolves.toEqual({
      ok: true,
      value: '/locations?mode=pickup',
    });
    await expect(actions.toggleHandoff('delivery')).resolves.toEqual({
      ok: true,
      value: '/locations?mode=delivery',
    });
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('§4.9 deep link', () => {
  it('goes to the product of the current menu', async () => {
    const state = createAppState({ location: aLocation(), menu: aMenu() });
    const fetch = mockFetch();
    await expect(actions.followDeepLink('cajun-filet-biscuit')).resolves.toBe(
      '/order/product?id=CAJUN-FILET',
    );
    expect(state.productNotFoundAtLocation).toBe(false);
    // Found by the page's own names: the other language is not read.
    expect(fetch.calls).toHaveLength(0);
  });
  it('sets the not-found-at-location flag', async () => {
    const state = createAppState({ location: aLocation(), menu: aMenu() });
    mockFetch(routes({ 'GET /api/v1/menus/500': { body: aMenu({ language: 'es' }) } }));
    await expect(actions.followDeepLink('pizza')).resolves.toBe('/menu');
    expect(state.productNotFoundAtLocation).toBe(true);
  });
});

describe('§4.9 a product link in the other language', () => {
  // The ordering API's one menu, read in either language: the same SKUs, names translated.
  const menuIn = (language: 'en-US' | 'es') =>
    aMenu({
      language,
      categories: [
        {
          id: 1,
          name: language === 'es' ? 'Bísquets' : 'Biscuits',
          products: [
            {
              id: 77,
              sku: 'CAJUN-FILET',
              name: language === 'es' ? 'Bísquet de filete cajún' : 'Cajun Filet Biscuit',
              images: [],
              availability: { now: true },
              cost: 4.99,
            },
          ],
        },
      ],
    });
  /** The menu in the language each read asks for (`Accept-Language`). */
  const orderingApi = () =>
    mockFetch(
      routes({
        'GET /api/v1/menus/500': (call) => ({
          body: menuIn(call.headers['accept-language'] === 'es' ? 'es' : 'en-US'),
        }),
      }),
    );
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('opens the English name on a Spanish page, reading the English names from the API', async () => {
    const state = createAppState({ language: 'es', location: aLocation(), menu: menuIn('es') });
    const fetch = orderingApi();
    await expect(actions.followDeepLink('Cajun Filet Biscuit')).resolves.toBe(
      '/order/product?id=CAJUN-FILET',
    );
    expect(fetch.calls.map((c) => [c.url, c.headers['accept-language']])).toEqual([
      ['/api/v1/menus/500', 'en-US'],
    ]);
    expect(state.productNotFoundAtLocation).toBe(false);
  });

  it('opens the Spanish name on an English page', async () => {
    const state = createAppState({
      language: 'en-US',
      location: aLocation(),
      menu: menuIn('en-US'),
    });
    const fetch = orderingApi();
    await expect(actions.followDeepLink('bisquet-de-filete-cajun')).resolves.toBe(
      '/order/product?id=CAJUN-FILET',
    );
    expect(fetch.calls.map((c) => c.headers['accept-language'])).toEqual(['es']);
    expect(state.productNotFoundAtLocation).toBe(false);
  });

  it('opens the other language’s name from the default menu when no restaurant is chosen', async () => {
    createAppState({ language: 'es', defaultMenu: menuIn('es') });
    orderingApi();
    await expect(actions.followDeepLink('Cajun Filet Biscuit')).resolves.toBe(
      '/menu/product?id=CAJUN-FILET',
    );
  });

  it('opens a SKU on a page in either language, with no other read', async () => {
    for (const language of ['es', 'en-US'] as const) {
      createAppState({ language, location: aLocation(), menu: menuIn(language) });
      const fetch = orderingApi();
      await expect(actions.followDeepLink('cajun-filet')).resolves.toBe(
        '/order/product?id=CAJUN-FILET',
      );
      expect(fetch.calls).toHaveLength(0);
    }
  });

  it('an unknown name opens nothing and shows no error', async () => {
    const state = createAppState({ language: 'es', location: aLocation(), menu: menuIn('es') });
    orderingApi();
    await expect(actions.followDeepLink('Lobster Roll')).resolves.toBe('/menu');
    expect(state.productNotFoundAtLocation).toBe(true);
    expect(state.errors).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it('a failed read of the other language is a link that found nothing', async () => {
    const state = createAppState({ language: 'es', location: aLocation(), menu: menuIn('es') });
    mockFetch(routes({ 'GET /api/v1/menus/500': { status: 503, body: { message: 'Down' } } }));
    await expect(actions.followDeepLink('Cajun Filet Biscuit')).resolves.toBe('/menu');
    expect(state.productNotFoundAtLocation).toBe(true);
    // No answer is the site's error: written for error tracking, not shown on the page.
    expect(state.errors).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      'Could not read the menu in the other language',
      expect.anything(),
    );
  });
});
