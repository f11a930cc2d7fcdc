/**
 * @jest-environment node
 */
// In Node, as the BFF runs it: a component that reads `window` or `document` while rendering
// fails here.
import { use } from 'react';
import { useLocation } from 'react-router';
import {
  renderedState,
  useRestaurant,
  type FirstScreenPage,
  type SiteConfig,
} from '@qsr/shared-contracts';
import { aLocation } from '@qsr/shared-contracts/testing';
import { homeStory, mealtimeMessages, topAlertCards } from './first-screen-test-support';
import { RENDER_LIMIT_MS, reads, render } from './server';

const SITE: SiteConfig = {
  brandName: 'Biscuit Barn',
  environment: 'test',
  cateringPort: '2001',
  consumerOrigin: 'http://localhost:3000',
  contentEndpoint: '/cms',
  contentToken: 'token',
};

const page = (overrides: Partial<FirstScreenPage> = {}): FirstScreenPage => ({
  pathname: '/',
  search: '',
  channel: 'default',
  language: 'en-US',
  origin: 'http://localhost:3000',
  cookies: {},
  ...overrides,
});

/** A remote's page that waits for something that never comes. */
function Stalled(): never {
  use(new Promise(() => undefined));
  throw new Error('unreachable');
}

/** A remote's page: what it reads of the router and of the state it was drawn from. */
function RemotePage() {
  const { search } = useLocation();
  return (
    <>
      <h1>Menu</h1>
      <p>Ordering from {useRestaurant()?.city === 'Raleigh' ? 'Cary' : 'nowhere'}</p>
      <p>{search}</p>
    </>
  );
}

const story = (headline: string) =>
  homeStory(headline, { filename: '/cms/assets/hero-home.svg', alt: 'A tray of golden biscuits' });
const cards = topAlertCards;
const messages = mealtimeMessages;

describe('the home page’s first screen, rendered on the server', () => {
  it('reads the channel’s home story, the cards and the messages (the BFF reads them in the page’s language)', () => {
    expect(reads(page(), [])).toEqual([
      { service: 'content', path: 'stories/home' },
      {
        service: 'content',
        path: 'stories',
        query: { starts_with: 'content-cards/', page: '1', per_page: '100' },
      },
      {
        service: 'content',
        path: 'stories',
        query: { starts_with: 'in-app-messages/', page: '1', per_page: '100' },
      },
    ]);
    expect(reads(page({ channel: 'catering', language: 'es' }), [])?.[0]).toEqual({
      service: 'content',
      path: 'stories/catering-home',
    });
  });

  it('has no first screen for pages that are neither home nor a remote’s', () => {
    expect(reads(page({ pathname: '/no/such/page/here' }), [])).toBeNull();
  });

  it('§4.14 renders the top alert, the in-app message and the hero above the fold, as the layout', async () => {
    const { html, data } = await render(page(), SITE, [
      story('Scratch-made biscuits'),
      cards,
      messages,
    ]);
    // The layout's own markup, which the browser hydrates: no wrapper of the server's (React
    // puts the hero's preload first).
    expect(html).toMatch(/^(<link [^>]*>)?<div class="host-site /);
    expect(html).toContain('<h1 id="home-heading">Scratch-made biscuits</h1>');
    expect(html).toContain('src="/cms/assets/hero-home.svg"');
    expect(html).toContain('Holiday Hours');
    expect(html).toContain('New: the Hot Honey Chicken Sandwich is here.');
    expect(html).toContain('Skip to main content');
    expect(html).toContain('aria-label="Open your box, 0 items"');
    expect(data).toMatchObject({
      pathname: '/',
      channel: 'default',
      language: 'en-US',
      contentCards: [{ id: 'holiday-hours', title: 'Holiday Hours' }],
      inAppMessages: [{ id: 'iam-1' }],
      remote: null,
    });
  });

  it('§4.11 renders in Spanish for a Spanish reader', async () => {
    const { html } = await render(page({ language: 'es' }), SITE, [
      story('Bizcochos'),
      cards,
      messages,
    ]);
    expect(html).toContain('Saltar al contenido principal');
    expect(html).not.toContain('Skip to main content');
  });

  it('§1 renders the catering channel, in the app variant when the cookie says so', async () => {
    const { html } = await render(page({ channel: 'catering', cookies: { source: 'app' } }), SITE, [
      story('Catering for every crowd'),
      cards,
      { stories: [] },
    ]);
    expect(html).toContain('Biscuit Barn Catering — Home');
    expect(html).toContain('app-catering');
    // The app's first visit: its `source=app` link, before the browser has set the cookie.
    const content = [story('Catering for every crowd'), cards, { stories: [] }];
    const first = await render(page({ channel: 'catering', search: '?source=app' }), SITE, content);
    expect(first.html).toContain('app-catering');
  });

  it('keeps the way back’s room under the hero when the host’s cookie says there is one', async () => {
    const content = [story('Scratch-made biscuits'), cards, messages];
    const { html: returning } = await render(
      page({ cookies: { 'qsr-way-back': '1' } }),
      SITE,
      content,
    );
    // The strip's box (shared-ui's card strip), busy, where the customer's orders will come.
    expect(returning).toMatch(/class="ui-skeleton-region ui-card-strip" aria-busy="true"/);
    expect(returning).toContain('Loading your recent orders and favorites');
    expect((await render(page(), SITE, content)).html).not.toContain('ui-card-strip');
  });

  it('gives the same render again for the same page and content, whatever other cookies', async () => {
    const content = [story('Scratch-made biscuits'), cards, messages];
    const first = render(page({ cookies: { a: '1' } }), SITE, content);
    expect(render(page({ cookies: { b: '2', 'location-confirmed': 'true' } }), SITE, content)).toBe(
      first,
    );
    expect(render(page(), SITE, [story('Scratch-made biscuits'), cards, messages])).not.toBe(first);
    expect(render(page({ language: 'es' }), SITE, content)).not.toBe(first);
    const app = await render(
      page({ channel: 'catering', cookies: { x: '1', source: 'app' } }),
      SITE,
      content,
    );
    expect(app.html).toContain('app-catering');
    expect((await render(page({ channel: 'catering' }), SITE, content)).html).not.toContain(
      'app-catering',
    );
  });

  it('puts a remote’s page in the remote’s area of the layout, inert, for the browser to hydrate', async () => {
    const remote = {
      remote: 'menuCart' as const,
      page: <RemotePage />,
      url: '/menu?id=CAJUN-FILET',
      state: renderedState({ channel: 'default', language: 'en-US', location: aLocation() }),
      data: null,
    };
    const { html, data } = await render(
      page({ pathname: '/menu' }),
      SITE,
      [cards, messages],
      remote,
    );
    // In a Suspense boundary (React hydrates it when the remote has loaded), rendered by the
    // same React as the layout: at the remote's address, from the state it gave.
    expect(html).toContain(
      '<div class="host-remote-area" data-remote-area="menuCart" data-remote-module="./routes" aria-busy="true" inert=""><!--$--><h1>Menu</h1><p>Ordering from <!-- -->Cary</p><p>?id=CAJUN-FILET</p><!--/$--></div>',
    );
    expect(html).toContain('Skip to main content');
    expect(data).toMatchObject({
      pathname: '/menu',
      story: null,
      contentCards: [{ id: 'holiday-hours' }],
      remote: 'menuCart',
    });
    expect(render(page({ pathname: '/menu' }), SITE, [cards, messages], remote)).toBe(
      render(page({ pathname: '/menu' }), SITE, [cards, messages], { ...remote }),
    );
  });

  it('gives up on a part that never finishes, and renders the next page all the same', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    try {
      const stalled = {
        remote: 'menuCart' as const,
        page: <Stalled />,
        url: '/menu/biscuits',
        data: null,
      };
      const given = render(page({ pathname: '/menu/biscuits' }), SITE, [cards, messages], stalled);
      const failed = expect(given).rejects.toThrow(`not rendered within ${RENDER_LIMIT_MS} ms`);
      await jest.advanceTimersByTimeAsync(RENDER_LIMIT_MS);
      await failed;
    } finally {
      jest.useRealTimers();
    }
    const next = await render(page({ language: 'es' }), SITE, [
      story('Bizcochos'),
      cards,
      messages,
    ]);
    expect(next.html).toContain('Bizcochos');
  });

  it('refuses content in an unknown shape (the page then renders in the browser)', async () => {
    await expect(render(page(), SITE, [null, cards, messages])).rejects.toThrow(/unknown shape/);
    await expect(render(page(), SITE, [story('x'), {}, messages])).rejects.toThrow(/unknown shape/);
  });
});
