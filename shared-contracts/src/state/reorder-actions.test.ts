import { mockFetch } from '../testing/fetch-mock';
import { aLine, aLocation, aNoticeItem, anOrder } from '../testing/fixtures';
import type { CartProduct } from '../types/order';
import { routes } from '../testing/routes';
import { createAppState } from './app-state';
import { reorderActions as actions } from './reorder-actions';
import { otherSiteOf, type ReorderPlan } from './reorder-plan';

const raleigh = aLocation({ id: 12, name: 'Raleigh', menu_id: 500 });
const durham = aLocation({ id: 13, name: 'Durham', menu_id: 600 });
const biscuit = aLine({ id: 1, name: 'Chicken Biscuit', product_id: 70, quantity: 2, choices: [] });
const tea = aLine({ id: 2, name: 'Sweet Tea', product_id: 71, quantity: 1, choices: [] });
const rebuilt = anOrder({ id: 'past', menu_id: 500, products: [biscuit, tea] });
/** A line a notice names, as the product it is on `menu`. */
const said = (line: CartProduct, menu: number) => ({
  name: line.name,
  product: { menu, id: line.product_id },
});
/** What a reorder put in the box, as the rebuilt order had it. */
const reordered = [
  { ...said(biscuit, 500), quantity: 2 },
  { ...said(tea, 500), quantity: 1 },
];
let error: jest.SpyInstance;

beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

async function planned(): Promise<ReorderPlan> {
  const result = await actions.planReorder('o-old');
  if (!result.ok) throw new Error(result.failure.messages.join());
  return result.value;
}

const rebuilding = {
  'POST /api/v1/orders/reorder': { body: rebuilt },
  'POST /api/v1/orders/faves/reorder': { body: rebuilt },
  'GET /api/v1/locations/500?byMenuId=true': { body: raleigh },
  'DELETE /api/v1/orders/past/abandon': { status: 204 },
  'DELETE /api/v1/orders/mine/abandon': { status: 204 },
};

describe('§4.1 a box rebuilt from a past or a favourite order', () => {
  it('asks nothing into an empty box with no restaurant chosen: the box and restaurant are set', async () => {
    const state = createAppState({ order: anOrder({ id: 'empty', products: [] }) });
    mockFetch(routes({ ...rebuilding, 'DELETE /api/v1/orders/empty/abandon': { status: 204 } }));
    const plan = await planned();
    expect(plan).toMatchObject({ boxItems: 0, current: null });
    await actions.finishReorder(plan, { box: 'replace', at: 'past' });
    expect(state.order?.id).toBe('past');
    expect(state.location?.id).toBe(12);
    // Into an empty box, the past order is added: nothing was replaced.
    expect(state.boxNotices).toEqual([
      expect.objectContaining({ kind: 'reordered', replaced: false }),
    ]);
    const favourite = await actions.planFavouriteReorder(4);
    expect(favourite.ok && favourite.value.rebuilt.id).toBe('past');
  });

  it('asks before it touches a box with items: nothing changes until the answer', async () => {
    const mine = anOrder({ id: 'mine', menu_id: 500, products: [tea] });
    const state = createAppState({ order: mine, location: raleigh });
    mockFetch(routes(rebuilding));
    const plan = await planned();
    expect(plan).toMatchObject({ boxItems: 1, current: null });
    expect(state.order?.id).toBe('mine');
  });

  it('replace: the rebuilt box, the old one let go', async () => {
    const state = createAppState({
      order: anOrder({ id: 'mine', menu_id: 500, products: [tea] }),
      location: raleigh,
    });
    const fetch = mockFetch(routes(rebuilding));
    await actions.finishReorder(await planned(), { box: 'replace', at: 'past' });
    expect(state.order?.id).toBe('past');
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'DELETE /api/v1/orders/mine/abandon',
    );
    expect(state.boxNotices).toEqual([
      {
        kind: 'reordered',
        replaced: true,
        items: reordered,
      },
    ]);
  });

  it('add: the past lines go into the box, one it has raised, and the box says what came in', async () => {
    const state = createAppState({
      order: anOrder({ id: 'mine', menu_id: 500, products: [tea] }),
      location: raleigh,
    });
    const teaRaised = anOrder({ id: 'mine', menu_id: 500, products: [{ ...tea, quantity: 2 }] });
    const raised = anOrder({
      id: 'mine',
      menu_id: 500,
      products: [{ ...tea, quantity: 2 }, biscuit],
    });
    const fetch = mockFetch(
      routes({
        ...rebuilding,
        'PUT /api/v1/orders/mine/products': { body: teaRaised },
        'POST /api/v1/orders/mine/products': { body: raised },
      }),
    );
    await actions.finishReorder(await planned(), { box: 'add', at: 'past' });
    const bodyOf = (method: string) =>
      fetch.calls.find((c) => c.method === method && c.url === '/api/v1/orders/mine/products')
        ?.body;
    // The sweet tea is in the box already: its line goes to 2, no second line.
    expect(bodyOf('POST')).toEqual({
      products: [{ id: 70, quantity: 2, choices: [], isupsell: false }],
    });
    expect(bodyOf('PUT')).toEqual({ products: [{ id: 2, quantity: 2, choices: [] }] });
    // The raise first: an add the API refuses after it can be put back (the test below).
    expect(
      fetch.calls.filter((c) => c.url === '/api/v1/orders/mine/products').map((c) => c.method),
    ).toEqual(['PUT', 'POST']);
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'DELETE /api/v1/orders/past/abandon',
    );
    expect(state.order).toMatchObject({ id: 'mine', products: raised.products });
    expect(state.boxNotices).toEqual([
      {
        kind: 'reordered',
        replaced: false,
        items: reordered,
      },
    ]);
  });

  it('add: an add the API refuses puts the raised line back and says why; the box stays', async () => {
    const mine = anOrder({ id: 'mine', menu_id: 500, products: [tea] });
    const notices = [
      {
        kind: 'reordered' as const,
        replaced: false,
        items: [{ ...aNoticeItem('Lemonade'), quantity: 3 }],
      },
    ];
    const state = createAppState({ order: mine, location: raleigh, boxNotices: notices });
    const refusal = 'Chicken Biscuit is served until 10:30 AM.';
    const fetch = mockFetch(
      routes({
        ...rebuilding,
        'PUT /api/v1/orders/mine/products': (call) => {
          const [{ quantity }] = (call.body as { products: [{ quantity: number }] }).products;
          return { body: anOrder({ id: 'mine', menu_id: 500, products: [{ ...tea, quantity }] }) };
        },
        'POST /api/v1/orders/mine/products': {
          status: 400,
          body: { message: `[240] ${refusal}`, code: 240 },
        },
      }),
    );
    const done = await actions.finishReorder(await planned(), { box: 'add', at: 'past' });
    // The customer is told the API's reason…
    expect(!done.ok && done.failure.messages).toEqual([refusal]);
    const changes = fetch.calls.filter((c) => c.url === '/api/v1/orders/mine/products');
    // …and the tea raised for the add is back at 1 on the server before the answer.
    expect(changes.map((c) => [c.method, c.body])).toEqual([
      ['PUT', { products: [{ id: 2, quantity: 2, choices: [] }] }],
      ['POST', { products: [{ id: 70, quantity: 2, choices: [], isupsell: false }] }],
      ['PUT', { products: [{ id: 2, quantity: 1, choices: [] }] }],
    ]);
    expect(state.order).toEqual(mine);
    expect(state.location?.id).toBe(12);
    expect(state.boxNotices).toEqual(notices);
    // The rebuilt box is kept: the customer may still answer "replace".
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).not.toContain(
      'DELETE /api/v1/orders/past/abandon',
    );
  });

  it('add: lines all in the box already are raised in one update, nothing added', async () => {
    const state = createAppState({
      order: anOrder({ id: 'mine', menu_id: 500, products: [biscuit, tea] }),
      location: raleigh,
    });
    const doubled = anOrder({
      id: 'mine',
      menu_id: 500,
      products: [
        { ...biscuit, quantity: 4 },
        { ...tea, quantity: 2 },
      ],
    });
    const fetch = mockFetch(
      routes({ ...rebuilding, 'PUT /api/v1/orders/mine/products': { body: doubled } }),
    );
    await actions.finishReorder(await planned(), { box: 'add', at: 'past' });
    expect(fetch.calls.filter((c) => c.url === '/api/v1/orders/mine/products')).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: {
          products: [
            { id: 1, quantity: 4, choices: [] },
            { id: 2, quantity: 2, choices: [] },
          ],
        },
      }),
    ]);
    expect(state.order?.products.map((line) => line.quantity)).toEqual([4, 2]);
  });

  it('a second reorder says what it added, not what the first did', async () => {
    const state = createAppState({
      order: anOrder({ id: 'mine', menu_id: 500, products: [tea] }),
      location: raleigh,
      boxNotices: [
        {
          kind: 'reordered',
          replaced: false,
          items: [{ ...aNoticeItem('Lemonade'), quantity: 3 }],
        },
      ],
    });
    mockFetch(
      routes({
        ...rebuilding,
        'POST /api/v1/orders/mine/products': { body: anOrder({ id: 'mine' }) },
        'PUT /api/v1/orders/mine/products': { body: anOrder({ id: 'mine' }) },
      }),
    );
    await actions.finishReorder(await planned(), { box: 'add', at: 'past' });
    expect(state.boxNotices).toEqual([
      {
        kind: 'reordered',
        replaced: false,
        items: reordered,
      },
    ]);
  });

  it('another restaurant is asked about; staying, the items it cannot make are named', async () => {
    const state = createAppState({ order: null, location: durham });
    const fetch = mockFetch(
      routes({
        ...rebuilding,
        // Durham does not make the sweet tea: the ordering API leaves it out.
        'POST /api/v1/orders/past/transfer': {
          body: anOrder({ id: 'past', menu_id: 600, products: [biscuit] }),
        },
      }),
    );
    const plan = await planned();
    expect(plan.current?.id).toBe(13);
    await actions.finishReorder(plan, { box: 'replace', at: 'current' });
    expect(fetch.calls.find((c) => c.url === '/api/v1/orders/past/transfer')?.body).toEqual({
      menu_id: 600,
    });
    expect(state.location?.id).toBe(13);
    expect(state.order?.menu_id).toBe(600);
    expect(state.boxNotices).toEqual([
      { kind: 'reordered', replaced: false, items: [{ ...said(biscuit, 600), quantity: 2 }] },
      { kind: 'not-made-here', restaurant: 'Durham', items: [said(tea, 500)] },
    ]);
  });

  it('switching to the past restaurant moves the box there, naming what it cannot make', async () => {
    const mine = anOrder({
      id: 'mine',
      menu_id: 600,
      products: [aLine({ id: 9, name: 'Lemonade', product_id: 90 })],
    });
    const state = createAppState({ order: mine, location: durham });
    mockFetch(
      routes({
        ...rebuilding,
        'POST /api/v1/orders/mine/transfer': {
          body: anOrder({ id: 'mine', menu_id: 500, products: [] }),
        },
        'POST /api/v1/orders/mine/products': {
          body: anOrder({ id: 'mine', menu_id: 500, products: [biscuit, tea] }),
        },
      }),
    );
    await actions.finishReorder(await planned(), { box: 'add', at: 'past' });
    expect(state.location?.id).toBe(12);
    expect(state.order?.products.map((line) => line.name)).toEqual([
      'Chicken Biscuit',
      'Sweet Tea',
    ]);
    expect(state.boxNotices).toEqual([
      {
        kind: 'reordered',
        replaced: false,
        items: reordered,
      },
      {
        kind: 'not-made-here',
        restaurant: 'Raleigh',
        items: [aNoticeItem('Lemonade', { menu: 600, id: 90 })],
      },
    ]);
  });

  it("add at the past restaurant sets the box's scheduled time again, or says it cannot", async () => {
    const wanted = '2026-12-05T17:00:00.000Z';
    const mine = anOrder({
      id: 'mine',
      menu_id: 600,
      products: [tea],
      time: { mode: 'scheduled', wanted },
    });
    const state = createAppState({ order: mine, location: durham });
    const fetch = mockFetch(
      routes({
        ...rebuilding,
        // The transfer lets go of the time; Raleigh cannot serve it.
        'POST /api/v1/orders/mine/transfer': {
          body: anOrder({ id: 'mine', menu_id: 500, products: [tea] }),
        },
        'PUT /api/v1/orders/mine/time': {
          status: 400,
          body: { message: 'The time you chose is not available.' },
        },
        'PUT /api/v1/orders/mine/products': {
          body: anOrder({ id: 'mine', menu_id: 500, products: [biscuit, tea] }),
        },
        'POST /api/v1/orders/mine/products': {
          body: anOrder({ id: 'mine', menu_id: 500, products: [biscuit, tea] }),
        },
      }),
    );
    await actions.finishReorder(await planned(), { box: 'add', at: 'past' });
    expect(fetch.calls.find((c) => c.url === '/api/v1/orders/mine/time')?.body).toEqual({
      time: { mode: 'scheduled', wanted },
    });
    expect(state.boxNotices).toContainEqual({
      kind: 'time-not-kept',
      restaurant: 'Raleigh',
      wanted,
      zone: 'America/New_York',
    });
  });

  it('add at the past restaurant, refused after the box moved: the box shows where it is now', async () => {
    const lemonade = aLine({ id: 9, name: 'Lemonade', product_id: 90, choices: [] });
    const mine = anOrder({ id: 'mine', menu_id: 600, products: [lemonade] });
    const state = createAppState({ order: mine, location: durham });
    const refusal = 'Chicken Biscuit is served until 10:30 AM.';
    const moved = anOrder({ id: 'mine', menu_id: 500, products: [] });
    const fetch = mockFetch(
      routes({
        ...rebuilding,
        // Raleigh does not make the lemonade: the move leaves it out, and cannot be undone.
        'POST /api/v1/orders/mine/transfer': { body: moved },
        'POST /api/v1/orders/mine/products': {
          status: 400,
          body: { message: `[240] ${refusal}`, code: 240 },
        },
      }),
    );
    const done = await actions.finishReorder(await planned(), { box: 'add', at: 'past' });
    expect(!done.ok && done.failure.messages).toEqual([refusal]);
    // The page shows the box as the ordering API has it, and says what the move left out.
    expect(state.location?.id).toBe(12);
    expect(state.order).toMatchObject({ id: 'mine', menu_id: 500, products: [] });
    expect(state.boxNotices).toEqual([
      {
        kind: 'not-made-here',
        restaurant: 'Raleigh',
        items: [aNoticeItem('Lemonade', { menu: 600, id: 90 })],
      },
    ]);
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).not.toContain(
      'DELETE /api/v1/orders/past/abandon',
    );
  });

  it('no: the rebuilt box is let go and the box stays', async () => {
    const mine = anOrder({ id: 'mine', menu_id: 500, products: [tea] });
    const state = createAppState({ order: mine, location: raleigh });
    const fetch = mockFetch(routes(rebuilding));
    actions.dropReorder(await planned());
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'DELETE /api/v1/orders/past/abandon',
    );
    expect(state.order?.id).toBe('mine');
  });

  it.each([
    ['en-US', 'This order is from our restaurant menu. Please order it again on our main site.'],
    ['es', 'Este pedido es del menú de restaurante. Vuelve a pedirlo en nuestro sitio principal.'],
  ] as const)(
    'on the catering site, refuses a restaurant order and keeps the box (%s)',
    async (language, message) => {
      const box = anOrder({ id: 'catering-box', menu_id: 237040 });
      const state = createAppState({ channel: 'catering', language, order: box });
      mockFetch(
        routes({
          ...rebuilding,
          'GET /api/v1/locations/500?byMenuId=true': {
            body: aLocation({ id: 12, menu_id: 500, catering_menu_id: 237040 }),
          },
        }),
      );
      const refused = await actions.planReorder('o-old');
      expect(!refused.ok && refused.failure.messages).toEqual([message]);
      expect(!refused.ok && otherSiteOf(refused.failure)).toBe('default');
      expect(state.order).toEqual(box);
      expect(state.location).toBeNull();
    },
  );

  it('on the restaurant site, refuses a catering order', async () => {
    const state = createAppState({ order: null });
    mockFetch(
      routes({
        'POST /api/v1/orders/faves/reorder': { body: anOrder({ id: 'fave', menu_id: 237040 }) },
        'GET /api/v1/locations/237040?byMenuId=true': {
          body: aLocation({ id: 12, menu_id: 500, catering_menu_id: 237040 }),
        },
        'DELETE /api/v1/orders/fave/abandon': { status: 204 },
      }),
    );
    const refused = await actions.planFavouriteReorder(4);
    expect(!refused.ok && refused.failure.messages).toEqual([
      'This order is from our catering menu. Please order it again on our catering site.',
    ]);
    // The page can link to the site the order belongs on.
    expect(!refused.ok && otherSiteOf(refused.failure)).toBe('catering');
    expect(state.order).toBeNull();
  });
});

describe('a guest’s past order on this device, rebuilt on the device', () => {
  const fresh = anOrder({ id: 'fresh', menu_id: 500, products: [] });
  const placed = anOrder({ id: 'placed', menu_id: 500, products: [biscuit, tea] });
  const device = {
    'GET /api/v1/orders/placed': { body: placed },
    'POST /api/v1/orders/create': { body: fresh },
    'GET /api/v1/locations/500?byMenuId=true': { body: raleigh },
    'DELETE /api/v1/orders/fresh/abandon': { status: 204 },
  };

  it('makes a new box at its restaurant with its lines, and asks as a member’s reorder does', async () => {
    createAppState({ order: null });
    const fetch = mockFetch(
      routes({
        ...device,
        'POST /api/v1/orders/fresh/products': { body: { ...fresh, products: [biscuit, tea] } },
      }),
    );
    const plan = await actions.planDeviceReorder('placed');
    expect(plan.ok && plan.value).toMatchObject({ from: raleigh, boxItems: 0 });
    expect(plan.ok && plan.value.rebuilt.products.map((line) => line.name)).toEqual([
      'Chicken Biscuit',
      'Sweet Tea',
    ]);
    const create = fetch.calls.find((c) => c.url === '/api/v1/orders/create');
    expect(create?.body).toEqual({ menu_id: 500 });
    const added = fetch.calls.find((c) => c.url === '/api/v1/orders/fresh/products');
    expect(added?.body).toMatchObject({
      products: [
        { id: 70, quantity: 2 },
        { id: 71, quantity: 1 },
      ],
    });
  });

  it('lets the new box go when the menu refuses a line, and says why', async () => {
    const state = createAppState({ order: null });
    const fetch = mockFetch(
      routes({
        ...device,
        'POST /api/v1/orders/fresh/products': {
          status: 400,
          body: { message: 'Sweet Tea is not available.' },
        },
      }),
    );
    const refused = await actions.planDeviceReorder('placed');
    expect(!refused.ok && refused.failure.messages).toEqual(['Sweet Tea is not available.']);
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'DELETE /api/v1/orders/fresh/abandon',
    );
    expect(state.order).toBeNull();
  });
});
