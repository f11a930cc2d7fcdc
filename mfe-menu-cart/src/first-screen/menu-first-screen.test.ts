import { createAppState, type SiteConfig } from '@qsr/shared-contracts';
import { aLocation, aMenu, mockFetch } from '@qsr/shared-contracts/testing';
import { menuFirstScreenState } from './menu-first-screen';
import { render } from './server';

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

describe('the server’s render and the browser’s start agree on the state', () => {
  // The server's module renders a page from the ordering API's answers and says the state it
  // drew it from; the browser rebuilds that state from the data it serves beside the page (as
  // JSON). Fed the same answers, the two must be the same state, or the part is drawn anew.
  const restaurant = aLocation({ id: 101, menu_id: 500 });
  afterEach(() => jest.useRealTimers());
  it.each([
    {
      pathname: '/menu',
      search: '',
      language: 'en-US',
      channel: 'default',
      answers: [restaurant, aMenu()],
    },
    {
      pathname: '/menu',
      search: '',
      language: 'es',
      channel: 'default',
      answers: [aMenu({ id: 100100 })],
    },
    {
      pathname: '/order/product',
      search: '?id=CAJUN-FILET',
      language: 'es',
      channel: 'catering',
      answers: [restaurant, aMenu()],
    },
  ] as const)('$pathname $search, $channel, $language', async ({ answers, ...drawnAt }) => {
    // Each side stamps the menu's lifetime from its own clock: the same instant here.
    jest.useFakeTimers({ now: new Date('2026-12-04T12:00:00Z'), doNotFake: ['queueMicrotask'] });
    createAppState({ location: answers.length > 1 ? restaurant : null });
    const page = {
      origin: 'http://localhost:3000',
      cookies: answers.length > 1 ? { 'qsr-restaurant': '101' } : {},
      ...drawnAt,
    };
    const server = render(page, { brandName: 'Biscuit Barn' } as SiteConfig, [...answers]);
    serve(JSON.parse(JSON.stringify(server.data)));
    expect(await menuFirstScreenState(document, page.pathname)).toEqual(server.state);
  });
});
