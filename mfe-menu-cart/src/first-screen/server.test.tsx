/**
 * @jest-environment node
 */
// In Node, as the BFF runs it: a component that reads `window` or `document` while rendering
// fails here.
import type { FirstScreenPage, SiteConfig } from '@qsr/shared-contracts';
import { aLocation, aMenu } from '@qsr/shared-contracts/testing';
import { reads, render } from './server';

const SITE = { brandName: 'Biscuit Barn' } as SiteConfig;
const page = (overrides: Partial<FirstScreenPage> = {}): FirstScreenPage => ({
  pathname: '/menu',
  channel: 'default',
  language: 'en-US',
  origin: 'http://localhost:3000',
  cookies: {},
  ...overrides,
});
const restaurant = aLocation({ id: 101, name: 'Cary - Kildaire Farm', menu_id: 500 });
const menu = aMenu();

describe('§2.1 the menu’s first screen, rendered on the server', () => {
  it('reads the chosen restaurant (its cookie), then its menu', () => {
    const chosen = page({ cookies: { a: '1', 'qsr-restaurant': '101' } });
    expect(reads(chosen, [])).toEqual([{ service: 'ordering', path: 'locations/101' }]);
    expect(reads(chosen, [restaurant])).toEqual([
      { service: 'ordering', path: 'locations/101' },
      { service: 'ordering', path: 'menus/500' },
    ]);
  });

  it('§9 reads the channel’s default menu for a visitor who has chosen no restaurant', () => {
    expect(reads(page(), [])).toEqual([{ service: 'ordering', path: 'menus/100100' }]);
    expect(reads(page({ channel: 'catering', pathname: '/menu/biscuits' }), [])).toEqual([
      { service: 'ordering', path: 'menus/237039' },
    ]);
  });

  it('has none for a restaurant the ordering API does not know, nor for other pages', () => {
    expect(reads(page({ cookies: { 'qsr-restaurant': '999' } }), [null])).toBeNull();
    expect(reads(page({ pathname: '/menu/nutrition' }), [])).toBeNull();
    expect(reads(page({ pathname: '/order/checkout' }), [])).toBeNull();
  });

  it('renders the restaurant’s menu as the browser’s first render shows it, and its data', () => {
    const { html, data } = render(page({ cookies: { 'qsr-restaurant': '101' } }), SITE, [
      restaurant,
      menu,
    ]);
    expect(html).toContain('<h1>Menu</h1>');
    expect(html).toContain('Ordering from Cary');
    expect(html).toContain('href="/order/product?id=CAJUN-FILET"');
    expect(html).toContain('$4.99');
    expect(html).not.toContain('Loading the menu');
    expect(data).toEqual({ pathname: '/menu', channel: 'default', menu });
  });

  it('§4.11 renders in Spanish, and the catering menu’s heading on the catering channel', () => {
    const { html } = render(page({ channel: 'catering', language: 'es' }), SITE, [
      aMenu({ id: 237039 }),
    ]);
    expect(html).toContain('<h1>Menú de catering</h1>');
    expect(html).toContain('id="catering-menu"');
    expect(html).toContain('href="/menu/product?id=CAJUN-FILET"');
  });

  it('refuses answers in an unknown shape (the page then renders in the browser)', () => {
    expect(() => render(page(), SITE, [{ categories: 'x' }])).toThrow(/unknown shape/);
  });
});
