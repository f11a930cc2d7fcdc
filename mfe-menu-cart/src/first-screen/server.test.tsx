/**
 * @jest-environment node
 */
// In Node, as the BFF runs it: a component that reads `window` or `document` while rendering
// fails here.
import { MENU_IMAGE_GROUP, type FirstScreenPage, type SiteConfig } from '@qsr/shared-contracts';
import { aLocation, aMenu, renderedPart } from '@qsr/shared-contracts/testing';
import { reads, render } from './server';

const SITE = { brandName: 'Biscuit Barn' } as SiteConfig;
const page = (overrides: Partial<FirstScreenPage> = {}): FirstScreenPage => ({
  pathname: '/menu',
  search: '',
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
    const { html, data } = renderedPart(
      render(page({ cookies: { 'qsr-restaurant': '101' } }), SITE, [restaurant, menu]),
    );
    expect(html).toContain('<h1>Menu</h1>');
    expect(html).toContain('Ordering from Cary');
    expect(html).toContain('href="/order/product?id=CAJUN-FILET"');
    expect(html).toContain('$4.99');
    expect(html).not.toContain('Loading the menu');
    expect(data).toEqual({
      pathname: '/menu',
      channel: 'default',
      language: 'en-US',
      location: restaurant,
      menu: { ...menu, language: 'en-US' },
    });
  });

  it('keeps the way back’s room under the title when the host’s cookie says there is one', () => {
    const returning = renderedPart(
      render(page({ cookies: { 'qsr-restaurant': '101', 'qsr-way-back': '1' } }), SITE, [
        restaurant,
        menu,
      ]),
    ).html;
    // The strip's box (shared-ui's card strip), busy, where the customer's orders will come.
    expect(returning).toMatch(/class="ui-skeleton-region ui-card-strip" aria-busy="true"/);
    expect(returning).toContain('Loading your recent orders and favorites');
    expect(returning.indexOf('ui-card-strip')).toBeLessThan(returning.indexOf('CAJUN-FILET'));
    // A new visitor's menu has none, nor one whose cookie holds anything else.
    for (const cookies of [{ 'qsr-restaurant': '101' }, { 'qsr-way-back': 'yes' }]) {
      expect(renderedPart(render(page({ cookies }), SITE, [restaurant, menu])).html).not.toContain(
        'ui-card-strip',
      );
    }
  });

  it('§4.11 renders in Spanish, and the catering menu’s heading on the catering channel', () => {
    const { html } = renderedPart(
      render(page({ channel: 'catering', language: 'es' }), SITE, [aMenu({ id: 237039 })]),
    );
    expect(html).toContain('<h1>Menú de catering</h1>');
    expect(html).toContain('id="catering-menu"');
    expect(html).toContain('href="/menu/product?id=CAJUN-FILET"');
  });

  it('§4.2 renders a product’s page from the same menu: its name and picture in the HTML', () => {
    const product = page({
      pathname: '/menu/product',
      search: '?id=CAJUN-FILET',
      cookies: { 'qsr-restaurant': '101' },
    });
    expect(reads(product, [restaurant])).toEqual([
      { service: 'ordering', path: 'locations/101' },
      { service: 'ordering', path: 'menus/500' },
    ]);
    const picture = { groupname: MENU_IMAGE_GROUP, filename: '/api/v1/images/CAJUN-FILET.svg' };
    const pictured = aMenu();
    for (const each of pictured.categories.flatMap((category) => category.products))
      each.images = [picture];
    const { html, data } = renderedPart(render(product, SITE, [restaurant, pictured]));
    expect(html).toContain('<h1>Cajun Filet Biscuit</h1>');
    // The largest paint of the page, found by the browser as the HTML arrives.
    expect(html).toContain('src="/api/v1/images/CAJUN-FILET.svg"');
    expect(html).toContain('$4.99');
    expect(html).not.toContain('Loading');
    expect(data).toEqual({
      pathname: '/menu/product',
      channel: 'default',
      language: 'en-US',
      location: restaurant,
      menu: { ...pictured, language: 'en-US' },
    });
  });

  it('renders one “not on the menu” page for every id the menu does not have', () => {
    const missing = (search: string) =>
      renderedPart(
        render(page({ pathname: '/menu/product', search }), SITE, [aMenu({ id: 100100 })]),
      ).html;
    const first = missing('?id=NO-SUCH-THING');
    expect(first).toContain('not on this menu');
    // The same render, kept: a made-up id never makes the server render again.
    expect(missing('?id=ANOTHER-ONE&x=1')).toBe(first);
    expect(missing('')).toBe(first);
  });

  it('refuses answers in an unknown shape (the page then renders in the browser)', () => {
    expect(() => renderedPart(render(page(), SITE, [{ categories: 'x' }]))).toThrow(
      /unknown shape/,
    );
  });
});
