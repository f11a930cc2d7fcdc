import { findRoute, pageRoute } from './match-route';
import { ROUTES } from './route-table';

const idOf = (path: string) => findRoute(path)?.route.id ?? null;

describe('§2.1 route table', () => {
  it('maps the home page to the host', () => {
    expect(findRoute('/')?.route.owner).toBe('host');
  });
  it.each([
    ['/menu', 'menu', 'menuCart'],
    ['/menu/nutrition', 'menu-nutrition', 'menuCart'],
    ['/menu/42', 'menu-mid', 'menuCart'],
    ['/menu/product', 'menu-product', 'menuCart'],
    ['/order', 'order', 'menuCart'],
    ['/order/product', 'order-product', 'menuCart'],
    ['/order/checkout', 'order-checkout', 'checkout'],
    ['/order/checkout/', 'order-checkout', 'checkout'],
    ['/order/location', 'order-location', 'locator'],
    ['/locations', 'locations', 'locator'],
    ['/account/login', 'account-login', 'account'],
    ['/account/offers', 'account-page', 'account'],
    ['/careers', 'careers', 'careers'],
    ['/positions/info', 'positions-info', 'careers'],
    ['/about', 'about', 'marketing'],
    ['/about/chicken-scoop', 'about-chicken-scoop', 'marketing'],
    ['/about/chicken-scoop/hot-news', 'about-chicken-scoop', 'marketing'],
    ['/about/our-story', 'about-page', 'marketing'],
    ['/expansion-menu/items/biscuits', 'expansion-menu-item', 'marketing'],
    ['/welcometobiscuits', 'welcome', 'marketing'],
    ['/welcometobiscuits/free-offer', 'welcome', 'marketing'],
    ['/refund', 'refund', 'marketing'],
    ['/gift', 'content-page', 'marketing'],
  ])('%s is %s, owned by %s', (path, id, owner) => {
    const match = findRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.route.owner).toBe(owner);
  });
  it('passes params', () => {
    expect(findRoute('/news-and-community/big-day')?.params).toEqual({ slug: 'big-day' });
  });
  it('finds no route for unknown multi-segment paths (404)', () => {
    expect(idOf('/no/such/page')).toBeNull();
    expect(idOf('/menu/1/2')).toBeNull();
    expect(idOf('/something/else')).toBeNull();
  });
  it('pageRoute: the route of a page, none for an unknown or malformed path (§2.11)', () => {
    expect(pageRoute('/order/checkout')?.id).toBe('order-checkout');
    expect(pageRoute('/no/such/page')).toBeNull();
    expect(findRoute('/news-and-community/%E0%A4%A')).toBeNull();
    expect(findRoute('/%E0%A4%A')).toBeNull();
    expect(pageRoute('/news-and-community/%E0%A4%A')).toBeNull();
  });
  it('gives every route a unique id', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });
});
