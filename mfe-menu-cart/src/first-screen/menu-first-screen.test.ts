import { createAppState } from '@qsr/shared-contracts';
import { aLocation, aMenu, mockFetch } from '@qsr/shared-contracts/testing';
import { menuFirstScreenState } from './menu-first-screen';

/** The page as the BFF serves it: the preload of the data its first screen started from. */
const serve = (data: unknown) => {
  document.head.innerHTML = `<link rel="preload" as="fetch" crossorigin="anonymous" id="qsr-first-screen-menuCart" href="?first-screen=menuCart">`;
  mockFetch(() => ({ body: data }));
};

const restaurant = aLocation({ menu_id: 500 });
const drawn = {
  pathname: '/menu',
  channel: 'default',
  language: 'en-US',
  location: restaurant,
  menu: aMenu({ language: 'en-US' }),
};

describe('the menu’s start from the server’s first screen', () => {
  it('hydrates from the restaurant and menu the server drew, and keeps that menu', async () => {
    const state = createAppState({ location: aLocation({ menu_id: 500 }) });
    serve(drawn);
    const rendered = await menuFirstScreenState(document, '/menu');
    expect(rendered).toMatchObject({ channel: 'default', language: 'en-US', location: restaurant });
    expect(rendered?.menu?.id).toBe(500);
    expect(rendered?.user).toBeNull();
    // The customer's state keeps it as if loaded now: the page shows it at once after, too.
    expect(state.menu?.id).toBe(500);
    expect(state.menu?.expires).toBeGreaterThan(Date.now());
  });

  it('a visitor without a restaurant: the channel’s default menu', async () => {
    createAppState();
    serve({ ...drawn, location: null, menu: aMenu({ id: 100100, language: 'en-US' }) });
    const rendered = await menuFirstScreenState(document, '/menu');
    expect(rendered?.location).toBeNull();
    expect(rendered?.defaultMenu?.id).toBe(100100);
  });

  it('none for another page, or a corrupt value; another restaurant’s menu is not kept', async () => {
    const state = createAppState({ location: aLocation({ menu_id: 500 }) });
    serve(drawn);
    expect(await menuFirstScreenState(document, '/menu/biscuits')).toBeNull();
    serve({ ...drawn, menu: { categories: 'x' } });
    expect(await menuFirstScreenState(document, '/menu')).toBeNull();
    serve({ ...drawn, location: { id: 'x' } });
    expect(await menuFirstScreenState(document, '/menu')).toBeNull();
    serve({ ...drawn, language: 'es' });
    expect(await menuFirstScreenState(document, '/menu')).toBeNull();
    serve({ ...drawn, menu: aMenu({ id: 700, language: 'en-US' }) });
    await menuFirstScreenState(document, '/menu');
    expect(state.menu).toBeNull();
  });
});
