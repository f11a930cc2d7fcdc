import { request } from '../api/request';
import { setRequestHooks } from '../api/request-hooks';
import { bus } from '../bus/bus';
import { mockFetch } from '../testing/fetch-mock';
import { aLocation, aMember, anOrder } from '../testing/fixtures';
import { TEST_TOKENS } from '../testing/signed-in';
import { appState } from './app-state';
import { bootAppState, browserStorage } from './boot';
import { STORAGE_KEYS } from './stored-slices';
import { memberActions } from './member-actions';
import { uiActions } from './ui-actions';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => setRequestHooks({}));

describe('bootAppState', () => {
  it('creates the state for the channel, restored from storage', () => {
    localStorage.setItem(
      STORAGE_KEYS.location,
      JSON.stringify(aLocation({ catering_menu_id: 237040, expires: Date.now() + 60_000 })),
    );
    localStorage.setItem(STORAGE_KEYS.language, '"es"');
    const { state, dispose } = bootAppState({ channel: 'catering', storage: localStorage });
    expect(state).toBe(appState());
    expect(state.channel).toBe('catering');
    expect(state.location?.id).toBe(12);
    expect(state.language).toBe('es');
    expect(state.client).toBe('web');
    dispose();
  });

  it('on the catering site a kept restaurant without catering is no restaurant', () => {
    localStorage.setItem(
      STORAGE_KEYS.location,
      JSON.stringify(aLocation({ expires: Date.now() + 60_000 })),
    );
    const catering = bootAppState({ channel: 'catering', storage: localStorage });
    expect(catering.state.location).toBeNull();
    catering.dispose();
    localStorage.setItem(
      STORAGE_KEYS.location,
      JSON.stringify(aLocation({ expires: Date.now() + 60_000 })),
    );
    const consumer = bootAppState({ channel: 'default', storage: localStorage });
    expect(consumer.state.location?.id).toBe(12);
    consumer.dispose();
  });

  it('starts in Spanish for any Spanish browser, unless a language was chosen', () => {
    const spanish = bootAppState({
      channel: 'default',
      storage: localStorage,
      preferred: ['es-MX'],
    });
    expect(spanish.state.language).toBe('es');
    spanish.dispose();
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.language, '"en-US"');
    const chosen = bootAppState({
      channel: 'default',
      storage: localStorage,
      preferred: ['es-MX'],
    });
    expect(chosen.state.language).toBe('en-US');
    chosen.dispose();
  });

  it.each([
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['es-MX', 'es'],
    ['fr', 'es'],
    ['', 'es'],
    [null, 'es'],
  ])(
    '§4.11 a lang parameter of %p the site speaks wins over the stored one: %s',
    (lang, language) => {
      localStorage.setItem(STORAGE_KEYS.language, '"es"');
      const { state, dispose } = bootAppState({
        channel: 'default',
        language: lang,
        storage: localStorage,
      });
      expect(state.language).toBe(language);
      dispose();
    },
  );

  it('§4.2 logs out at start a token of another provider', () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify({ ...TEST_TOKENS, provider: 'x' }));
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 42, email: 'a@b.c' }));
    const { state, dispose } = bootAppState({ channel: 'default', storage: localStorage });
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    dispose();
  });

  it('wires the request helper to the state: errors, loading, device id and tokens', async () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(TEST_TOKENS));
    const { state, dispose } = bootAppState({ channel: 'default', storage: localStorage });
    const loading: number[] = [];
    const off = bus.on('request:loading', ({ pending }) => loading.push(pending));
    const fetch = mockFetch(() => ({ status: 400, body: { message: 'Nope' } }));
    await expect(request('members/get', { auth: 'access' })).rejects.toThrow('Nope');
    off();
    expect(state.errors).toEqual(['Nope']);
    expect(state.loading).toBe(0);
    expect(loading).toEqual([1, 0]);
    expect(fetch.last.headers.authorization).toBe('Bearer access-token');
    expect(fetch.last.headers['x-device-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The device id stays the same across visits.
    const deviceId = fetch.last.headers['x-device-id'];
    dispose();
    bootAppState({ channel: 'default', storage: localStorage }).dispose();
    await request('menus/1', { mode: 'quiet' });
    expect(fetch.last.headers['x-device-id']).toBe(deviceId);
  });

  it('§6 a refused token signs the member out, keeps the box, and tells the host where they were', async () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(TEST_TOKENS));
    const { state, dispose } = bootAppState({ channel: 'default', storage: localStorage });
    state.user = aMember();
    state.order = anOrder({ id: 'box-1' });
    window.history.pushState({}, '', '/order/checkout?step=2');
    mockFetch(() => ({ status: 401, body: { message: '[219] Your session has expired.' } }));
    await expect(request('orders/box-1/validate', { auth: 'ordering' })).rejects.toThrow();
    expect(state.sessionExpiredOn).toBe('/order/checkout?step=2');
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.order?.id).toBe('box-1');
    expect(state.redirect).toBe('/order/checkout?step=2');
    // The sign-in page says it; the refused call's own message is not shown as well.
    expect(state.errors).toEqual([]);
    window.history.pushState({}, '', '/');
    dispose();
  });

  it.each([
    ['"/account/settings"', '/account/settings'],
    // Another site, or what is not a path at all, is no page of this one.
    ['"//evil.example/login"', null],
    ['{not json', null],
  ])(
    '§6 a session ended as the member left a page is said on the next page (%s)',
    (stored, expected) => {
      localStorage.setItem(STORAGE_KEYS.sessionExpiredOn, stored);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { state, dispose } = bootAppState({ channel: 'default', storage: localStorage });
      warn.mockRestore();
      expect(state.sessionExpiredOn).toBe(expected);
      dispose();
    },
  );

  it('§6 a sign-out with a session already ended signs out, and asks for no sign-in', async () => {
    localStorage.setItem(STORAGE_KEYS.token, JSON.stringify(TEST_TOKENS));
    const { state, dispose } = bootAppState({ channel: 'default', storage: localStorage });
    state.user = aMember();
    state.order = anOrder({ id: 'box-1' });
    const fetch = mockFetch(() => ({ status: 401, body: { message: '[219] Expired.' } }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await memberActions.signOut()).ok).toBe(true);
    error.mockRestore();
    expect(fetch.calls.map((call) => call.url)).toContain('/api/v1/members/signout');
    expect(state.sessionExpiredOn).toBeNull();
    expect(state.token).toBeNull();
    expect(state.redirect).toBeNull();
    dispose();
  });

  it('keeps the state stored and in step with other tabs until disposed', async () => {
    const { state, dispose } = bootAppState({ channel: 'default', storage: localStorage });
    state.expandedMarkets = ['NC'];
    await flush();
    expect(localStorage.getItem(STORAGE_KEYS.expandedMarkets)).toBe('["NC"]');
    // Another tab stores its value, and this one hears of it.
    localStorage.setItem(STORAGE_KEYS.expandedMarkets, '["SC"]');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: STORAGE_KEYS.expandedMarkets,
        newValue: '["SC"]',
        storageArea: localStorage,
      }),
    );
    expect(state.expandedMarkets).toEqual(['SC']);
    dispose();
    state.expandedMarkets = ['VA'];
    await flush();
    expect(localStorage.getItem(STORAGE_KEYS.expandedMarkets)).toBe('["SC"]');
  });

  it('lives in memory where there is no storage', async () => {
    const { state, dispose } = bootAppState({ channel: 'default', storage: null });
    expect(state.language).toBe('en-US');
    const fetch = mockFetch();
    await request('menus/1');
    expect(fetch.last.headers['x-device-id']).toBeUndefined();
    dispose();
  });
});

describe('browserStorage', () => {
  it('§4.8 opens the location modal from the bus, remembering the section until it closes', () => {
    const { state, dispose } = bootAppState({ channel: 'default', storage: null });
    bus.emit('locator:open-modal', { section: 'order-again' });
    expect(state).toMatchObject({ showLocationModal: true, locationModalSection: 'order-again' });
    // An opener without a section (the host's own listener) keeps it.
    uiActions.setShowLocationModal(true);
    expect(state.locationModalSection).toBe('order-again');
    uiActions.setShowLocationModal(false);
    expect(state).toMatchObject({ showLocationModal: false, locationModalSection: null });
    dispose();
    bus.emit('locator:open-modal', {});
    expect(state.showLocationModal).toBe(false);
  });

  it('is the local storage, or null where it is refused', () => {
    expect(browserStorage()).toBe(window.localStorage);
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(browserStorage()).toBeNull();
    spy.mockRestore();
  });
});
