import { mockFetch } from '../testing/fetch-mock';
import { aLine, aLocation, aMenu, anOrder } from '../testing/fixtures';
import { TEST_TOKENS } from '../testing/signed-in';
import { actions } from './actions';
import { createAppState } from './app-state';

describe('§4.11 the state follows the language', () => {
  it('lets go of menus in the other language, and reads the box and the wallet again', async () => {
    const order = anOrder({ id: 'box-1', products: [aLine({ name: 'Honey Butter Biscuit' })] });
    const state = createAppState({
      language: 'en-US',
      location: aLocation(),
      menu: aMenu({ id: 500, language: 'en-US' }),
      defaultMenu: aMenu({ id: 100100, language: 'en-US' }),
      order,
      token: TEST_TOKENS,
    });
    const fetch = mockFetch((call) => {
      if (call.url.startsWith('/api/v1/orders/box-1')) {
        return {
          body: { ...order, products: [aLine({ name: 'Bísquet con mantequilla de miel' })] },
        };
      }
      if (call.url === '/api/v1/members/loyalty') {
        return { body: { points: 1, wallet: [{ label: 'Té dulce gratis', cred: 'T' }] } };
      }
      return { body: [] };
    });
    actions.setLanguage('es');
    await actions.followLanguage();
    expect(state.menu).toBeNull();
    expect(state.defaultMenu).toBeNull();
    expect(state.order?.products[0]?.name).toBe('Bísquet con mantequilla de miel');
    expect(state.order?.expires).toBeGreaterThan(Date.now());
    expect(state.walletOffers.map((offer) => offer.label)).toEqual(['Té dulce gratis']);
    for (const call of fetch.calls.filter((c) => c.url.startsWith('/api/'))) {
      expect(call.headers['accept-language']).toBe('es');
    }
  });

  it('reads the items the box’s notices name again, each as its product on its menu', async () => {
    const item = (name: string, id: number) => ({ name, product: { menu: 600, id } });
    const state = createAppState({
      language: 'en-US',
      boxNotices: [
        { kind: 'not-made-here', restaurant: 'Wilmington', items: [item('Collard Greens', 81)] },
        { kind: 'promo-removed', code: 'SAVE5', minimum: 15 },
        {
          kind: 'reordered',
          replaced: false,
          items: [
            { ...item('Sweet Tea', 71), quantity: 2 },
            { ...item('Gone', 99), quantity: 1 },
          ],
        },
      ],
    });
    const names: Record<string, string> = { 81: 'Hojas de berza', 71: 'Té dulce' };
    const fetch = mockFetch((call) => {
      const product = /^\/api\/v1\/menus\/600\/products\/(\d+)$/.exec(call.url)?.[1];
      if (product && names[product]) return { body: { id: Number(product), name: names[product] } };
      return product ? { status: 404, body: { message: '[111] Product not found' } } : { body: [] };
    });
    actions.setLanguage('es');
    await actions.followLanguage();
    expect(state.boxNotices).toEqual([
      { kind: 'not-made-here', restaurant: 'Wilmington', items: [item('Hojas de berza', 81)] },
      { kind: 'promo-removed', code: 'SAVE5', minimum: 15 },
      {
        kind: 'reordered',
        replaced: false,
        // A product no longer on its menu keeps the name it was said with.
        items: [
          { ...item('Té dulce', 71), quantity: 2 },
          { ...item('Gone', 99), quantity: 1 },
        ],
      },
    ]);
    const asked = fetch.calls.filter((c) => c.url.startsWith('/api/v1/menus/600/products/'));
    expect(asked.map((c) => c.headers['accept-language'])).toEqual(['es', 'es', 'es']);
  });

  it('keeps the box when it changed while it was read again', async () => {
    const order = anOrder({ id: 'box-2' });
    const state = createAppState({ language: 'es', order });
    const waiting: Array<() => void> = [];
    mockFetch(
      (call) =>
        new Promise((resolve) => {
          const body = call.url.includes('box-2')
            ? { ...order, products: [aLine({ name: 'viejo' })] }
            : { stories: [] };
          waiting.push(() => resolve({ body }));
        }),
    );
    const following = actions.followLanguage();
    // Changed by an answer asked in Spanish: nothing to read again.
    const changed = anOrder({ id: 'box-2', products: [aLine({ name: 'nuevo' })], language: 'es' });
    state.order = changed;
    waiting.forEach((answer) => answer());
    await following;
    expect(state.order?.products[0]?.name).toBe('nuevo');
  });

  it('reads the box again when it was re-priced, still in English, while it was read', async () => {
    const order = anOrder({ id: 'box-4', products: [aLine({ name: 'Honey Butter Biscuit' })] });
    // Kept without a language, as a box stored before the language was kept.
    const state = createAppState({ language: 'es', order: { ...order, language: undefined } });
    const reads: Array<() => void> = [];
    const spanish = { ...order, products: [aLine({ name: 'Bísquet con mantequilla de miel' })] };
    mockFetch((call) => {
      if (call.url === '/api/v1/orders/box-4/validate') {
        return { body: { taxes: [], totals: order.totals, billing: [] } };
      }
      return new Promise((resolve) => reads.push(() => resolve({ body: spanish })));
    });
    const reading = actions.readOrdersAgain();
    await actions.validateOrder();
    // Validate merged its figures into the English lines: their language stays unknown.
    expect(state.order?.products[0]?.name).toBe('Honey Butter Biscuit');
    expect(state.order?.language).toBeUndefined();
    reads.splice(0).forEach((answer) => answer());
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads.splice(0).forEach((answer) => answer());
    await reading;
    expect(state.order?.products[0]?.name).toBe('Bísquet con mantequilla de miel');
    expect(state.order?.language).toBe('es');
  });

  it('reads no order again that is already in the customer’s language', async () => {
    createAppState({ language: 'es', order: anOrder({ id: 'box-3', language: 'es' }) });
    const fetch = mockFetch(() => ({ body: [] }));
    await actions.followLanguage();
    expect(fetch.calls.filter((call) => call.url.includes('box-3'))).toHaveLength(0);
  });
});
