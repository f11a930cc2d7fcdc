import { actions, readCookie, readSiteConfig } from '@qsr/shared-contracts';
import { aLocation } from '@qsr/shared-contracts/src/testing/fixtures';
import { bootState } from './boot-state';

const languageCookie = () => readCookie(document.cookie, 'qsr-lang');

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
    expect(readCookie(document.cookie, 'qsr-restaurant')).toBeUndefined();
    actions.setLocation(aLocation({ id: 101 }));
    await Promise.resolve();
    expect(readCookie(document.cookie, 'qsr-restaurant')).toBe('101');
    actions.setLocation(null);
    await Promise.resolve();
    expect(readCookie(document.cookie, 'qsr-restaurant')).toBeUndefined();
  });
});
