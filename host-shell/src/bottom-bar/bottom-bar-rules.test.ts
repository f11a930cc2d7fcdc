import { bottomBarRows, showsBottomBar } from './bottom-bar-rules';

describe('§2.6 bottom bar visibility', () => {
  it.each(['order-product', 'order-checkout', 'order-items', 'account-login', 'group'])(
    'is hidden on %s',
    (routeId) => expect(showsBottomBar(routeId)).toBe(false),
  );
  it.each(['home', 'menu', 'order', 'about', undefined])('shows on %s', (routeId) =>
    expect(showsBottomBar(routeId)).toBe(true),
  );
});

describe('the one bottom bar and its rows', () => {
  it('holds the order row alone on a phone outside the app', () => {
    expect(bottomBarRows({ routeId: 'menu', mobile: true, app: false })).toEqual({
      order: true,
      app: false,
    });
  });

  it('is no bar at all on a desktop outside the app', () => {
    expect(bottomBarRows({ routeId: 'menu', mobile: false, app: false })).toEqual({
      order: false,
      app: false,
    });
  });

  it.each([
    'home',
    'menu',
    'menu-mid',
    'order',
    'order-product',
    'order-checkout',
    'account-login',
  ])('keeps the app tabs on %s, on a phone and a desktop', (routeId) => {
    expect(bottomBarRows({ routeId, mobile: true, app: true }).app).toBe(true);
    expect(bottomBarRows({ routeId, mobile: false, app: true }).app).toBe(true);
  });

  it('drops the order row in the app where §2.6 hides it, and on a desktop', () => {
    expect(bottomBarRows({ routeId: 'order-product', mobile: true, app: true }).order).toBe(false);
    expect(bottomBarRows({ routeId: 'menu', mobile: false, app: true }).order).toBe(false);
    expect(bottomBarRows({ routeId: 'menu', mobile: true, app: true }).order).toBe(true);
  });
});
