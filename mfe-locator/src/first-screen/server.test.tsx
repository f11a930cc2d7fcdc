/**
 * @jest-environment node
 */
// In Node, as the BFF runs it: a component that reads `window` or `document` while rendering
// fails here.
import type { FirstScreenPage, SiteConfig } from '@qsr/shared-contracts';
import { reads, render } from './server';

const SITE = { brandName: 'Biscuit Barn' } as SiteConfig;
const page = (overrides: Partial<FirstScreenPage> = {}): FirstScreenPage => ({
  pathname: '/locations',
  search: '',
  channel: 'default',
  language: 'en-US',
  origin: 'http://localhost:3000',
  cookies: {},
  ...overrides,
});

describe('/locations’ first screen, rendered on the server', () => {
  it('reads nothing for /locations, and has none for the pages of a customer’s own box', () => {
    expect(reads(page(), [])).toEqual([]);
    expect(reads(page({ pathname: '/order/location' }), [])).toBeNull();
    expect(reads(page({ pathname: '/order/type' }), [])).toBeNull();
  });

  it('shows the heading and both searches, neither as the current one (the query is unseen)', () => {
    const { html, data } = render(page(), SITE, []);
    expect(html).toContain('<h1>Find a restaurant</h1>');
    expect(html).toContain('href="/locations?mode=pickup"');
    expect(html).toContain('href="/locations?mode=delivery"');
    expect(html).not.toContain('aria-current');
    // The search itself comes with the remote's scripts (pickup or delivery: the query says).
    expect(html).not.toContain('role="search"');
    expect(data).toBeNull();
  });

  it('§4.11 renders in Spanish', () => {
    const { html } = render(page({ language: 'es' }), SITE, []);
    expect(html).toContain('<h1>Encuentra un restaurante</h1>');
    expect(html).toContain('A domicilio');
  });

  it('renders once for every visitor of a channel and language', () => {
    expect(render(page(), SITE, [])).toBe(
      render(page({ cookies: { 'qsr-restaurant': '101' } }), SITE, []),
    );
    expect(render(page({ channel: 'catering' }), SITE, [])).not.toBe(render(page(), SITE, []));
  });
});
