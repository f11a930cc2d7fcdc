import { actions, readCookie, readSiteConfig } from '@qsr/shared-contracts';
import { aLocation, aMember, anOrder } from '@qsr/shared-contracts/testing';
import { requestLanguage } from '@qsr/shared-contracts/core';
import { bootState } from './boot-state';

const languageCookie = () => readCookie('qsr-lang');

describe('booting the state', () => {
  it('keeps the language cookie in step with the chosen language, for the server’s first screen', async () => {
    localStorage.clear();
    const state = bootState(readSiteConfig());
    expect(state.language).toBe('en-US');
    expect(languageCookie()).toBe('en-US');
    actions.setLanguage('es');
    // valtio tells its subscribers after the change, in a microtask.
    await Promise.resolve();
    expect(languageCookie()).toBe('es');
  });
});

describe('booting the state: the restaurant cookie', () => {
  it('names the chosen restaurant, for the server’s first screen, and goes with it', async () => {
    localStorage.clear();
    bootState(readSiteConfig());
    expect(readCookie('qsr-restaurant')).toBeUndefined();
    actions.setLocation(aLocation({ id: 101 }));
    await Promise.resolve();
    expect(readCookie('qsr-restaurant')).toBe('101');
    actions.setLocation(null);
    await Promise.resolve();
    expect(readCookie('qsr-restaurant')).toBeUndefined();
  });
});

describe('booting the state: the guest’s box cookie', () => {
  const boxCookie = () => readCookie('qsr-guest-box');

  it('names a guest’s box with products, for the server’s checkout, and never a member’s', async () => {
    localStorage.clear();
    const state = bootState(readSiteConfig());
    state.order = anOrder({ id: 'box-1', products: [] });
    await Promise.resolve();
    expect(boxCookie()).toBeUndefined();
    state.order = anOrder({ id: 'box-1' });
    await Promise.resolve();
    expect(boxCookie()).toBe('box-1');
    state.user = aMember();
    await Promise.resolve();
    expect(boxCookie()).toBeUndefined();
    state.user = null;
    state.order = null;
    await Promise.resolve();
    expect(boxCookie()).toBeUndefined();
  });
});

describe('booting the state: the way-back cookie', () => {
  const wayBackCookie = () => readCookie('qsr-way-back');

  it('says while the customer has a way back, so the menu’s first screen keeps its room', async () => {
    localStorage.clear();
    const state = bootState(readSiteConfig());
    expect(wayBackCookie()).toBeUndefined();
    // A guest's order on this device is a way back (the same rule the menu's strip follows).
    state.deviceOrders = ['order-1'];
    await Promise.resolve();
    expect(wayBackCookie()).toBe('1');
    state.deviceOrders = [];
    await Promise.resolve();
    expect(wayBackCookie()).toBeUndefined();
  });
});

describe('booting the state: the lang parameter', () => {
  it('§4.11 starts in the language the address names', () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/?lang=es');
    expect(bootState(readSiteConfig()).language).toBe('es');
    window.history.replaceState(null, '', '/');
  });
});

describe('booting the state: the language the server drew the first screen in', () => {
  const preferring = (languages: string[]) =>
    Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  afterEach(() => {
    preferring(['en-US']);
    document.cookie = 'qsr-lang=; path=/; max-age=0';
    window.history.replaceState(null, '', '/');
  });

  // The same cookie, address and browser languages, as the server (`requestLanguage`) and the
  // browser's start read them: the page must start in the language it was drawn in.
  it.each([
    { search: '', cookie: 'es', stored: undefined, preferred: ['en-US'] },
    // The cookie set by a `lang` link before its page stored the choice: the cookie is newer.
    { search: '', cookie: 'es', stored: 'en-US', preferred: ['en-US'] },
    { search: '', cookie: 'en-US', stored: 'es', preferred: ['es'] },
    { search: '?lang=en', cookie: 'es', stored: 'es', preferred: ['es'] },
    { search: '', cookie: undefined, stored: undefined, preferred: ['es-MX', 'en'] },
    { search: '', cookie: 'fr', stored: undefined, preferred: ['es'] },
    { search: '', cookie: undefined, stored: undefined, preferred: [] },
  ])(
    'cookie $cookie, stored $stored, $search $preferred',
    ({ search, cookie, stored, preferred }) => {
      localStorage.clear();
      if (stored) localStorage.setItem('qsr.language', JSON.stringify(stored));
      if (cookie) document.cookie = `qsr-lang=${cookie}; path=/`;
      preferring(preferred);
      window.history.replaceState(null, '', `/${search}`);
      const server = requestLanguage(search, { 'qsr-lang': cookie }, preferred);
      expect(bootState(readSiteConfig()).language).toBe(server);
    },
  );

  it('takes the stored choice when the cookie names no language (the server cannot see it)', () => {
    localStorage.clear();
    localStorage.setItem('qsr.language', JSON.stringify('es'));
    document.cookie = 'qsr-lang=fr; path=/';
    expect(bootState(readSiteConfig()).language).toBe('es');
  });
});
