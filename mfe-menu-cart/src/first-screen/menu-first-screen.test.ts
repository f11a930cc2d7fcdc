import { remoteFirstScreenDataId, createAppState } from '@qsr/shared-contracts';
import { aLocation, aMenu, mockFetch } from '@qsr/shared-contracts/testing';
import { keepFirstScreenMenu } from './menu-first-screen';

/** The page as the BFF serves it: the preload of the data its first screen started from. */
const serve = (data: unknown) => {
  document.head.innerHTML = `<link rel="preload" as="fetch" crossorigin="anonymous" id="${remoteFirstScreenDataId('menuCart')}" href="?first-screen=menuCart">`;
  mockFetch(() => ({ body: data }));
};

describe('the menu’s start from the server’s first screen', () => {
  it('keeps the menu it showed, for the page it was rendered for', async () => {
    const state = createAppState({ location: aLocation({ menu_id: 500 }) });
    serve({ pathname: '/menu', channel: 'default', menu: aMenu() });
    await keepFirstScreenMenu(document, '/menu');
    expect(state.menu?.id).toBe(500);
    expect(state.menu?.expires).toBeGreaterThan(Date.now());
  });

  it('keeps nothing for another page, another restaurant’s menu or a corrupt value', async () => {
    const state = createAppState({ location: aLocation({ menu_id: 500 }) });
    serve({ pathname: '/menu', channel: 'default', menu: aMenu() });
    await keepFirstScreenMenu(document, '/menu/biscuits');
    serve({ pathname: '/menu', channel: 'default', menu: aMenu({ id: 700 }) });
    await keepFirstScreenMenu(document, '/menu');
    serve({ pathname: '/menu', channel: 'default', menu: { categories: 'x' } });
    await keepFirstScreenMenu(document, '/menu');
    expect(state.menu).toBeNull();
  });
});
