import { actions, readCookie, readSiteConfig } from '@qsr/shared-contracts';
import { aLocation, aMember, anOrder } from '@qsr/shared-contracts/testing';
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
