/**
 * @jest-environment node
 */
// In Node, as the BFF runs it: a component that reads `window` or `document` while rendering
// fails here.
import type { FirstScreenPage, SiteConfig } from '@qsr/shared-contracts';
import { homeStory, mealtimeMessages, topAlertCards } from './first-screen-test-support';
import { reads, render } from './server';

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

  it('§4.14 renders the top alert, the in-app message and the hero above the fold, as the layout', () => {
    const { html, data } = render(page(), SITE, [story('Scratch-made biscuits'), cards, messages]);
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
    });
  });

  it('§4.11 renders in Spanish for a Spanish reader', () => {
    const { html } = render(page({ language: 'es' }), SITE, [story('Bizcochos'), cards, messages]);
    expect(html).toContain('Saltar al contenido principal');
    expect(html).not.toContain('Skip to main content');
  });

  it('§1 renders the catering channel, in the app variant when the cookie says so', () => {
    const { html } = render(page({ channel: 'catering', cookies: { source: 'app' } }), SITE, [
      story('Catering for every crowd'),
      cards,
      { stories: [] },
    ]);
    expect(html).toContain('Biscuit Barn Catering — Home');
    expect(html).toContain('app-catering');
  });

  it('keeps the way back’s room under the hero when the host’s cookie says there is one', () => {
    const content = [story('Scratch-made biscuits'), cards, messages];
    const returning = render(page({ cookies: { 'qsr-way-back': '1' } }), SITE, content).html;
    // The strip's box (shared-ui's card strip), busy, where the customer's orders will come.
    expect(returning).toMatch(/class="ui-skeleton-region ui-card-strip" aria-busy="true"/);
    expect(returning).toContain('Loading your recent orders and favorites');
    expect(render(page(), SITE, content).html).not.toContain('ui-card-strip');
  });

  it('gives the same render again for the same page and content, whatever other cookies', () => {
    const content = [story('Scratch-made biscuits'), cards, messages];
    const first = render(page({ cookies: { a: '1' } }), SITE, content);
    expect(render(page({ cookies: { b: '2', 'location-confirmed': 'true' } }), SITE, content)).toBe(
      first,
    );
    expect(render(page(), SITE, [story('Scratch-made biscuits'), cards, messages])).not.toBe(first);
    expect(render(page({ language: 'es' }), SITE, content)).not.toBe(first);
    const app = render(
      page({ channel: 'catering', cookies: { x: '1', source: 'app' } }),
      SITE,
      content,
    );
    expect(app.html).toContain('app-catering');
    expect(render(page({ channel: 'catering' }), SITE, content).html).not.toContain('app-catering');
  });

  it('puts a remote’s part of its page in the remote’s area, inert, within the layout', () => {
    const remote = { remote: 'menuCart' as const, html: '<h1>Menu</h1><p>Ordering from Cary</p>' };
    const { html, data } = render(page({ pathname: '/menu' }), SITE, [cards, messages], remote);
    expect(html).toContain(
      '<div class="host-remote-area" data-remote-area="menuCart" data-remote-module="./routes" aria-busy="true"><div class="host-first-screen-remote" inert=""><h1>Menu</h1><p>Ordering from Cary</p></div></div>',
    );
    expect(html).toContain('Skip to main content');
    expect(data).toMatchObject({
      pathname: '/menu',
      story: null,
      contentCards: [{ id: 'holiday-hours' }],
    });
    expect(render(page({ pathname: '/menu' }), SITE, [cards, messages], remote)).toBe(
      render(page({ pathname: '/menu' }), SITE, [cards, messages], { ...remote }),
    );
  });

  it('refuses content in an unknown shape (the page then renders in the browser)', () => {
    expect(() => render(page(), SITE, [null, cards, messages])).toThrow(/unknown shape/);
    expect(() => render(page(), SITE, [story('x'), {}, messages])).toThrow(/unknown shape/);
  });
});
