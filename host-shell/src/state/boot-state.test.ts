import { actions, readCookie, readSiteConfig } from '@qsr/shared-contracts';
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
