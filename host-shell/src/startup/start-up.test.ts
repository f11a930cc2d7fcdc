import { appState, createAppState } from '@qsr/shared-contracts';
import { mockFetch } from '@qsr/shared-contracts/testing';
import {
  loadContentCards,
  loadInAppMessages,
  loadedInAppMessages,
  startWithStore,
  storeFrom,
} from './start-up';
import { hostUi } from '../state/host-ui';

describe('§4.10 store query parameter', () => {
  it('reads a numeric store id', () => {
    expect(storeFrom('?store=1001&x=1')).toBe(1001);
    expect(storeFrom('?store=abc')).toBeNull();
    expect(storeFrom('')).toBeNull();
  });

  it('loads that location, its menu and creates an order', async () => {
    createAppState();
    const location = { id: 1001, name: 'Raleigh', address: '1 Main St', menu_id: 5005 };
    const menu = { id: 5005, name: 'Menu', categories: [] };
    const order = { id: 'ord-1', menu_id: 5005, products: [] };
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const text = String(url);
      calls.push(`${init?.method ?? 'GET'} ${text}`);
      const body = text.includes('locations/1001')
        ? location
        : text.includes('menus/5005')
          ? menu
          : order;
      return { status: 200, text: async () => JSON.stringify(body) } as Response;
    }) as typeof fetch;
    await startWithStore(1001);
    expect(appState().location?.id).toBe(1001);
    expect(appState().order?.id).toBe('ord-1');
    expect(calls.some((call) => call.startsWith('POST') && call.includes('orders/create'))).toBe(
      true,
    );
    expect(hostUi.startingUp).toBe(false);
  });
});

describe('§4.11 start-up reads, per language', () => {
  it('asks for the content cards and in-app messages once per language', async () => {
    const state = createAppState({ language: 'en-US' });
    const fetch = mockFetch((call) => ({
      body: {
        stories: [
          {
            uuid: 'x',
            content: {
              card_id: 'c1',
              message_id: 'm1',
              title: call.url.includes('language=es') ? 'Ofertas' : 'Offers',
              message: call.url.includes('language=es') ? 'Hola' : 'Hello',
            },
          },
        ],
      },
    }));
    await Promise.all([loadContentCards(), loadInAppMessages(), loadContentCards()]);
    expect(fetch.calls).toHaveLength(2);
    expect(state.contentCards[0]?.title).toBe('Offers');
    expect(loadedInAppMessages()?.[0]?.message).toBe('Hello');

    state.language = 'es';
    expect(loadedInAppMessages()).toBeNull();
    await Promise.all([loadContentCards(), loadInAppMessages()]);
    expect(fetch.calls).toHaveLength(4);
    expect(fetch.calls.every((call, i) => i < 2 || call.url.includes('language=es'))).toBe(true);
    expect(state.contentCards[0]?.title).toBe('Ofertas');
    expect(loadedInAppMessages()?.[0]?.message).toBe('Hola');
    await loadContentCards();
    expect(fetch.calls).toHaveLength(4);
  });
});
