// The seam between the two renders of a first screen: the markup the server module writes is
// hydrated in the browser by the site's own tree, from the state the server rendered from. A
// mismatch would make React throw the markup away and render the page again.
import './server-in-jsdom';
import { act } from '@testing-library/react';
import i18next from 'i18next';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createAppState, hydrateFrom, type SiteConfig } from '@qsr/shared-contracts';
import { aLocation, anOrder, TEST_TOKENS } from '@qsr/shared-contracts/testing';
import { SiteTree } from '../layout/SiteTree';
import { takeFirstScreenData } from './first-screen-data';
import { homeStory, mealtimeMessages, topAlertCards } from './first-screen-test-support';
import { seedFirstScreen } from './FirstScreenProvider';
import { render } from './server';
import '../i18n/test-i18n';

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
  const { html, data } = render(
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

  it('hydrates a remote’s page in Spanish on the catering site, its part as the server drew it', async () => {
    const menu = { pathname: '/menu', channel: 'catering', language: 'es' } as const;
    const part = { remote: 'menuCart' as const, html: '<h1>Menú de catering</h1>' };
    expect(await hydrateServerPage(menu, [cards, { stories: [] }], part)).toEqual([]);
    expect(document.querySelector('.host-skip-link')).toHaveTextContent(
      'Saltar al contenido principal',
    );
  });
});
