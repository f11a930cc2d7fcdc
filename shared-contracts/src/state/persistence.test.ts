import { getVersion } from 'valtio';
import { aLocation, aMenu, anOrder, createdNow } from '../testing/fixtures';
import { TEST_TOKENS } from '../testing/signed-in';
import { createAppState } from './app-state';
import { persistState, restoreState, syncTabs } from './persistence';
import { STORAGE_KEYS } from './stored-slices';

const NOW = new Date(2030, 0, 10, 12, 0);
const HOUR = 3_600_000;
const later = (ms: number) => NOW.getTime() + ms;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let warn: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

function store(key: keyof typeof STORAGE_KEYS, value: unknown) {
  localStorage.setItem(STORAGE_KEYS[key], JSON.stringify(value));
}

/** Text that is not what this site stores. */
class Raw {
  constructor(readonly text: string) {}
}

describe('§3 persistence: restore at start with the §9 lifetimes', () => {
  it('restores location, menu, order, user, token, offers, language, redirect, markets and allergens', () => {
    const values = {
      location: aLocation({ expires: later(HOUR) }),
      menu: aMenu({ expires: later(HOUR) }),
      order: anOrder({ created: createdNow(NOW), expires: later(HOUR) }),
      user: { id: 42, email: 'ada@example.com' },
      token: TEST_TOKENS,
      offers: [{ id: 1 }],
      language: 'es',
      redirect: '/order/checkout',
      expandedMarkets: ['NC'],
      allergenProfile: { avoid: ['peanut', 'sesame'], hide: true },
      deviceOrders: ['o2', 'o1'],
      favouriteItems: [{ sku: 'BB-BISCUIT', name: 'Buttermilk Biscuit' }],
    } as const;
    for (const [key, value] of Object.entries(values)) store(key as keyof typeof values, value);
    expect(restoreState(localStorage, NOW)).toEqual(values);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps an allergen profile without an allergen this site does not name', () => {
    store('allergenProfile', { avoid: ['gluten', 'milk'], hide: false });
    expect(restoreState(localStorage, NOW)).toEqual({
      allergenProfile: { avoid: ['milk'], hide: false },
    });
  });

  it('keeps at most the newest device orders and favourite items; a foreign shape is dropped', () => {
    store('deviceOrders', ['o7', 'o6', 'o5', 'o4', 'o3', 'o2', 'o1']);
    store('favouriteItems', [{ sku: 'BB-BISCUIT' }]);
    expect(restoreState(localStorage, NOW)).toEqual({
      deviceOrders: ['o7', 'o6', 'o5', 'o4', 'o3'],
    });
    expect(localStorage.getItem(STORAGE_KEYS.favouriteItems)).toBeNull();
  });

  it('drops a location after 1 day and a menu after 1 hour (its expires)', () => {
    store('location', aLocation({ expires: later(0) }));
    store('menu', aMenu({ expires: later(-1) }));
    expect(restoreState(localStorage, NOW)).toEqual({});
    expect(localStorage.getItem(STORAGE_KEYS.location)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menu)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a stored value without expires', () => {
    store('location', aLocation());
    expect(restoreState(localStorage, NOW)).toEqual({});
  });

  it('§4.1 drops an order 48 h after created, or without created, even before its expires', () => {
    store('order', anOrder({ created: '20300108 11:59', expires: later(HOUR) }));
    expect(restoreState(localStorage, NOW).order).toBeUndefined();
    store('order', { ...anOrder({ expires: later(HOUR) }), created: undefined });
    expect(restoreState(localStorage, NOW).order).toBeUndefined();
    store('order', anOrder({ created: '20300108 12:00', expires: later(HOUR) }));
    expect(restoreState(localStorage, NOW).order?.id).toBe('o1');
  });

  it('drops an order after its 1-day expires', () => {
    store('order', anOrder({ created: createdNow(NOW), expires: later(-1) }));
    expect(restoreState(localStorage, NOW).order).toBeUndefined();
  });

  it.each([
    ['location', new Raw('{not json')],
    ['location', { id: 'x' }],
    ['menu', []],
    ['order', { id: 1, products: [] }],
    ['user', null],
    ['token', { 'access.token': 1 }],
    ['offers', { id: 1 }],
    ['language', 'fr'],
    ['redirect', 'https://evil.example.com'],
    ['redirect', '//evil.example.com'],
    ['expandedMarkets', [1]],
    ['allergenProfile', ['peanut']],
    ['allergenProfile', { avoid: ['peanut'] }],
  ] as const)('drops a corrupt or foreign %s with a warning, never throwing', (key, value) => {
    if (value instanceof Raw) localStorage.setItem(STORAGE_KEYS[key], value.text);
    else store(key, value);
    expect(restoreState(localStorage, NOW)).toEqual({});
    expect(localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('§4.2 logs out at start a token whose provider is not the ordering auth', () => {
    store('token', { ...TEST_TOKENS, provider: 'google' });
    store('user', { id: 42, email: 'ada@example.com' });
    expect(restoreState(localStorage, NOW)).toEqual({});
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('logs out an expired token', () => {
    store('token', { ...TEST_TOKENS, expires: '2030-01-10T11:00:00Z' });
    expect(restoreState(localStorage, new Date('2030-01-10T12:00:00Z'))).toEqual({});
  });

  it('survives a storage that refuses to be read or written', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(restoreState(broken, NOW)).toEqual({});
    const readable = {
      getItem: () => '{bad',
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => restoreState(readable, NOW)).not.toThrow();
  });
});

describe('§3 persistence: keep the state stored', () => {
  it('writes the stored slices now and on every change, and removes cleared ones', async () => {
    const state = createAppState({ language: 'es' });
    const stop = persistState(state, localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('"es"');
    expect(localStorage.getItem(STORAGE_KEYS.order)).toBeNull();

    state.order = anOrder();
    await flush();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.order) as string).id).toBe('o1');

    state.order.products[0]!.quantity = 5;
    await flush();
    expect(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.order) as string).products[0].quantity,
    ).toBe(5);

    state.order = null;
    state.showCart = true;
    await flush();
    expect(localStorage.getItem(STORAGE_KEYS.order)).toBeNull();
    stop();
  });

  it('warns instead of throwing when the storage is full', async () => {
    const state = createAppState();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const stop = persistState(state, full);
    state.location = aLocation();
    await flush();
    expect(warn).toHaveBeenCalledWith('Could not store the location.', expect.any(Error));
    stop();
  });
});

describe('two browser tabs agree on the box (storage events)', () => {
  function otherTab(key: string | null, newValue: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  }

  it("applies another tab's order, location and sign-out", () => {
    const state = createAppState({ user: { id: 42 } as never, token: TEST_TOKENS });
    const stop = syncTabs(state, localStorage, window);
    const order = anOrder({ expires: Date.now() + HOUR });
    otherTab(STORAGE_KEYS.order, JSON.stringify(order));
    expect(state.order).toEqual(order);

    otherTab(STORAGE_KEYS.order, null);
    expect(state.order).toBeNull();

    const menu = aMenu({ expires: Date.now() + HOUR });
    otherTab(STORAGE_KEYS.menu, JSON.stringify(menu));
    expect(state.menu).toEqual(menu);
    expect(getVersion(state.menu!)).toBeUndefined();

    otherTab(STORAGE_KEYS.token, null);
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    stop();
  });

  it('treats an expired value as gone and ignores a corrupt one', () => {
    const state = createAppState({ location: aLocation() });
    const stop = syncTabs(state, localStorage, window);
    otherTab(STORAGE_KEYS.location, JSON.stringify(aLocation({ expires: Date.now() - 1 })));
    expect(state.location).toBeNull();
    state.language = 'es';
    otherTab(STORAGE_KEYS.language, '"fr"');
    expect(state.language).toBe('es');
    expect(warn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('resets every stored slice when the other tab clears the storage', () => {
    const state = createAppState({ language: 'es', expandedMarkets: ['NC'], showCart: true });
    const stop = syncTabs(state, localStorage, window);
    otherTab(null, null);
    expect(state.language).toBe('en-US');
    expect(state.expandedMarkets).toEqual([]);
    expect(state.showCart).toBe(true);
    stop();
  });

  it('ignores events of another storage area and stops listening when told', () => {
    const state = createAppState();
    const stop = syncTabs(state, localStorage, window);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: STORAGE_KEYS.language,
        newValue: '"es"',
        storageArea: sessionStorage,
      }),
    );
    expect(state.language).toBe('en-US');
    stop();
    otherTab(STORAGE_KEYS.language, '"es"');
    expect(state.language).toBe('en-US');
  });

  it('does not echo what it applied back into the storage', async () => {
    const state = createAppState();
    const stopPersisting = persistState(state, localStorage);
    const stopSyncing = syncTabs(state, localStorage, window);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const text = JSON.stringify(anOrder({ expires: Date.now() + HOUR }));
    localStorage.setItem(STORAGE_KEYS.order, text);
    setItem.mockClear();
    otherTab(STORAGE_KEYS.order, text);
    await flush();
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
    stopPersisting();
    stopSyncing();
  });
});
