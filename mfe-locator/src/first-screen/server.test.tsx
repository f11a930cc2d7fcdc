/**
 * @jest-environment node
 */
// In Node, as the BFF runs it: a component that reads `window` or `document` while rendering
// fails here.
import type { FirstScreenPage, SiteConfig } from '@qsr/shared-contracts';
import { renderedPart } from '@qsr/shared-contracts/testing';
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

  it('shows the page as its first render does: the search the query asks for, the list loading', () => {
    const { html, data } = renderedPart(render(page({ search: '?mode=pickup' }), SITE, []));
    expect(html).toContain('<h1>Find a restaurant</h1>');
    expect(html).toMatch(/aria-current="page" href="\/locations\?mode=pickup"/);
    expect(html).toContain('href="/locations?mode=delivery"');
    expect(html).toContain('role="search"');
    expect(html).toContain('Looking for restaurants…');
    expect(data).toBeNull();
    // Any other query is the page without one: pickup's search.
    expect(render(page({ search: '?mode=drone&x=1' }), SITE, [])).toBe(render(page(), SITE, []));
    expect(render(page(), SITE, [])).toBe(render(page({ search: '?mode=pickup' }), SITE, []));
  });

  it('shows the delivery search where the query asks for it', () => {
    const { html } = renderedPart(render(page({ search: '?mode=delivery' }), SITE, []));
    expect(html).toMatch(/aria-current="page" href="\/locations\?mode=delivery"/);
    expect(html).toContain('<h2>Delivery address</h2>');
    expect(html).not.toContain('role="search"');
  });

  it('§4.11 renders in Spanish', () => {
    const { html } = renderedPart(render(page({ language: 'es' }), SITE, []));
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
