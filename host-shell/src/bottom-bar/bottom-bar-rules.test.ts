import { showsAppBar, showsBottomBar } from './bottom-bar-rules';

describe('§2.6 bottom bar visibility', () => {
  it.each(['order-product', 'order-checkout', 'order-items', 'account-login'])(
    'is hidden on %s',
    (routeId) => expect(showsBottomBar(routeId)).toBe(false),
  );
  it.each(['home', 'menu', 'order', 'about', undefined])('shows on %s', (routeId) =>
    expect(showsBottomBar(routeId)).toBe(true),
  );
});

describe('§2.6 app-catering bar', () => {
  it.each([
    '/',
    '/offers',
    '/account',
    '/account/',
    '/account/settings',
    '/account/payments',
    '/account/order-history',
  ])('appears on %s', (path) => expect(showsAppBar(path)).toBe(true));
  it.each(['/menu', '/account/inbox', '/order', '/locations', '/offers/x'])(
    'does not appear on %s',
    (path) => expect(showsAppBar(path)).toBe(false),
  );
});
