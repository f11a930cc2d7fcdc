/**
 * @jest-environment node
 */
// In Node, as the BFF runs it: a component that reads `window` or `document` while rendering
// fails here.
import type { FirstScreenPage, SiteConfig } from '@qsr/shared-contracts';
import { aLine, aLocation, anOrder, renderedPart } from '@qsr/shared-contracts/testing';
import { reads, render } from './server';

const SITE = { brandName: 'Biscuit Barn' } as SiteConfig;
const BOX = '0f8e2b1c-4d5a-4b6c-9e7f-123456789abc';
const page = (overrides: Partial<FirstScreenPage> = {}): FirstScreenPage => ({
  pathname: '/order/checkout',
  search: '',
  channel: 'default',
  language: 'en-US',
  origin: 'http://localhost:3000',
  cookies: { 'qsr-restaurant': '101', 'qsr-guest-box': BOX },
  ...overrides,
});
const restaurant = aLocation({ id: 101, name: 'Cary - Kildaire Farm', menu_id: 500 });
const box = anOrder({ id: BOX, products: [aLine({ name: 'Cajun Filet Biscuit' })] });

describe('§4.1 the checkout’s first screen, rendered on the server for a guest', () => {
  it('reads the guest’s box (never kept for another view) and the restaurant, together', () => {
    const expected = [
      { service: 'ordering', path: `orders/${BOX}`, personal: true },
      { service: 'ordering', path: 'locations/101' },
    ];
    expect(reads(page(), [])).toEqual(expected);
    expect(reads(page(), [box, restaurant])).toEqual(expected);
  });

  it('has none without both cookies, for another page, or when the box is gone or empty', () => {
    expect(reads(page({ cookies: { 'qsr-restaurant': '101' } }), [])).toBeNull();
    expect(reads(page({ cookies: { 'qsr-guest-box': BOX } }), [])).toBeNull();
    expect(reads(page({ pathname: '/order/confirm' }), [])).toBeNull();
    expect(reads(page(), [null, restaurant])).toBeNull();
    expect(reads(page(), [anOrder({ products: [] }), restaurant])).toBeNull();
    expect(reads(page(), [box, null])).toBeNull();
  });

  it('renders the box’s checkout as the browser’s first render shows it to a guest', () => {
    const { html, data } = renderedPart(render(page(), SITE, [box, restaurant]));
    expect(html).toContain('<h1>Checkout</h1>');
    expect(html).toContain('Cary - Kildaire Farm');
    expect(html).toContain('Review order');
    expect(html).not.toContain('Your box is empty');
    // What the browser hydrates it from: the box and the restaurant the server read.
    expect(data).toEqual({
      pathname: '/order/checkout',
      channel: 'default',
      language: 'en-US',
      order: box,
      location: restaurant,
    });
  });

  it('§4.11 renders in Spanish', () => {
    const { html } = renderedPart(render(page({ language: 'es' }), SITE, [box, restaurant]));
    expect(html).toContain('<h1>Pagar</h1>');
  });

  it('refuses answers in an unknown shape (the page then renders in the browser)', () => {
    expect(() => renderedPart(render(page(), SITE, [{ products: 'x' }, restaurant]))).toThrow(
      /unknown shape/,
    );
  });
});
