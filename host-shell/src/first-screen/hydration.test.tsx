// The seam between the two renders of a first screen: the markup the server module writes is
// hydrated in the browser by the site's own tree, from the state the server rendered from. A
// mismatch would make React throw the markup away and render the page again.
import './server-in-jsdom';
import { act } from '@testing-library/react';
import i18next from 'i18next';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useLocation } from 'react-router';
import {
  createAppState,
  hydrateFrom,
  renderedState,
  useRestaurant,
  type SiteConfig,
} from '@qsr/shared-contracts';
import { aLocation, anOrder, TEST_TOKENS } from '@qsr/shared-contracts/testing';
import { SiteTree } from '../layout/SiteTree';
import { loadRemoteModule } from '../remotes/remote-loader';
import { takeFirstScreenData } from './first-screen-data';
import { homeStory, mealtimeMessages, topAlertCards } from './first-screen-test-support';
import { seedFirstScreen } from './FirstScreenProvider';
import { PartDrawnAnew } from './hydration';
import { render } from './server';
import '../i18n/test-i18n';

// The remote's `./routes`, as the federation runtime would load it when the test says so.
jest.mock('../remotes/remote-loader', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  loadedRemoteModule: jest.fn(),
  forgetRemote: jest.fn(),
}));

const SITE: SiteConfig = {
  brandName: 'Biscuit Barn',
  environment: 'test',
  cateringPort: '2001',
  consumerOrigin: 'http://localhost',
  contentEndpoint: '/cms',
  contentToken: 'token',
};
const cards = topAlertCards;
const messages = mealtimeMessages;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

type Page = { pathname: string; channel: 'default' | 'catering'; language: 'en-US' | 'es' };
type Remote = Parameters<typeof render>[3];

/**
 * The page as the BFF writes it, then hydrated as bootstrap.tsx does, for a returning member
 * with a restaurant, a box and orders on this device (none of which the server knew): what
 * React complained of.
 */
async function hydrateServerPage(page: Page, answers: unknown[], remote?: Remote) {
  const { html, data } = await render(
    { ...page, search: '', origin: 'http://localhost', cookies: {} },
    SITE,
    answers,
    remote,
  );
  window.history.replaceState(null, '', page.pathname);
  document.body.innerHTML = `<div id="root" inert="">${html}</div><script type="application/json" id="qsr-first-screen">${JSON.stringify(data)}</script>`;
  createAppState({
    ...page,
    token: TEST_TOKENS,
    location: aLocation({ id: 101, address: '4109 Glenwood Ave' }),
    order: anOrder(),
    deviceOrders: ['o1'],
  });
  const firstScreen = takeFirstScreenData(document, page);
  expect(firstScreen).not.toBeNull();
  if (!firstScreen) return [];
  seedFirstScreen(firstScreen);
  hydrateFrom({ ...page, contentCards: firstScreen.contentCards });
  const header = document.querySelector('header');
  // The strings in the page's language, as bootstrap.tsx starts them before the first render.
  await i18next.changeLanguage(page.language);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <SiteTree site={SITE} firstScreen={firstScreen} />,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // Hydrated, not rendered anew: the server's own elements are the page's, and they answer.
  expect(document.querySelector('header')).toBe(header);
  expect(document.getElementById('root')).not.toHaveAttribute('inert');
  expect(document.documentElement).toHaveAttribute('data-live');
  return errors;
}

describe('the server’s first screen, hydrated by the browser', () => {
  it('hydrates the home page as the server wrote it, then shows what only the browser knows', async () => {
    const home = { pathname: '/', channel: 'default', language: 'en-US' } as const;
    expect(
      await hydrateServerPage(home, [homeStory('Scratch-made biscuits'), cards, messages]),
    ).toEqual([]);
    expect(document.querySelector('h1')).toHaveTextContent('Scratch-made biscuits');
    // The render after the hydration reads the customer's own state: their restaurant.
    expect(document.querySelector('header')).toHaveTextContent('4109 Glenwood Ave');
  });

  describe('a remote’s page in Spanish on the catering site', () => {
    const menu = { pathname: '/menu', channel: 'catering', language: 'es' } as const;
    /** The state the remote drew its part from: a restaurant the customer's is not. */
    const drawnFrom = () =>
      renderedState({ ...menu, location: aLocation({ id: 7, name: 'Cary - Kildaire Farm' }) });
    /** The remote's page: what it reads of the router and of the state. */
    function MenuPage() {
      const { pathname } = useLocation();
      return (
        <h1>
          Menú de catering en {useRestaurant()?.name} ({pathname})
        </h1>
      );
    }
    const part = {
      remote: 'menuCart' as const,
      page: <MenuPage />,
      url: '/menu',
      state: drawnFrom(),
      data: null,
    };
    let loaded: (routes: unknown) => void = () => undefined;
    beforeEach(() => {
      (loadRemoteModule as jest.Mock).mockReturnValue(new Promise((resolve) => (loaded = resolve)));
    });

    it('hydrates the remote’s part where the server drew it, once the remote has loaded', async () => {
      expect(await hydrateServerPage(menu, [cards, { stories: [] }], part)).toEqual([]);
      expect(document.querySelector('.host-skip-link')).toHaveTextContent(
        'Saltar al contenido principal',
      );
      // Until the remote has loaded, its part is the server's, and does nothing.
      const area = document.querySelector('[data-remote-module="./routes"]');
      const heading = area?.querySelector('h1');
      expect(heading).toHaveTextContent('Menú de catering en Cary - Kildaire Farm (/menu)');
      expect(area).toHaveAttribute('inert');
      await act(async () => loaded({ pages: { menu: MenuPage }, firstScreenState: drawnFrom() }));
      // Hydrated from the state it was drawn from, not drawn anew; then the customer's own.
      expect(area?.querySelector('h1')).toBe(heading);
      expect(area).not.toHaveAttribute('inert');
      expect(area).toHaveAttribute('aria-busy', 'false');
      expect(heading).toHaveTextContent('Menú de catering en Raleigh - Glenwood');
    });

    it('draws the part anew when the remote has not the state it was drawn from, and says nothing', async () => {
      const errors = await hydrateServerPage(menu, [cards, { stories: [] }], part);
      const heading = document.querySelector('[data-remote-module="./routes"] h1');
      await act(async () => loaded({ pages: { menu: MenuPage }, firstScreenState: null }));
      const area = document.querySelector('[data-remote-module="./routes"]');
      expect(area?.querySelector('h1')).not.toBe(heading);
      expect(area).toHaveTextContent('Menú de catering en Raleigh - Glenwood');
      expect(errors.map((error) => (error as Error).cause)).toEqual([expect.any(PartDrawnAnew)]);
    });
  });
});
