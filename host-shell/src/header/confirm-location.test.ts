import { showsConfirmLocationPrompt } from './confirm-location';

const base = {
  confirmedCookie: (): string | undefined => undefined,
  hasLocation: true,
  routeId: 'home',
  pathname: '/',
};

describe('§2.3 confirm-location prompt', () => {
  it('shows with a location, no cookie, on another route', () => {
    expect(showsConfirmLocationPrompt(base)).toBe(true);
    expect(showsConfirmLocationPrompt({ ...base, routeId: 'about', pathname: '/about' })).toBe(
      true,
    );
    expect(
      showsConfirmLocationPrompt({ ...base, routeId: 'orders-page', pathname: '/ordering-tips' }),
    ).toBe(true);
  });
  it('does not show once the location-confirmed cookie is true', () => {
    expect(showsConfirmLocationPrompt({ ...base, confirmedCookie: () => 'true' })).toBe(false);
    expect(showsConfirmLocationPrompt({ ...base, confirmedCookie: () => 'false' })).toBe(true);
  });
  it('does not show without a location', () => {
    expect(showsConfirmLocationPrompt({ ...base, hasLocation: false })).toBe(false);
  });
  it.each([
    ['order', '/order'],
    ['menu', '/menu'],
    ['order-checkout', '/order/checkout'],
    // The confirmation of an order just placed, and every other ordering page.
    ['order-confirm', '/order/confirm'],
    ['order-product', '/order/product'],
    ['app-confirm', '/app/confirm'],
    ['locations', '/locations'],
  ])('does not show on %s', (routeId, pathname) => {
    expect(showsConfirmLocationPrompt({ ...base, routeId, pathname })).toBe(false);
  });
  it('reads the cookies only when the rest would show it (a round trip in a browser)', () => {
    const cookies = jest.fn((): string | undefined => undefined);
    const situation = (rest: Partial<typeof base>) => ({
      ...base,
      ...rest,
      confirmedCookie: cookies,
    });
    expect(showsConfirmLocationPrompt(situation({ routeId: 'menu', pathname: '/menu' }))).toBe(
      false,
    );
    expect(showsConfirmLocationPrompt(situation({ hasLocation: false }))).toBe(false);
    expect(cookies).not.toHaveBeenCalled();
    expect(showsConfirmLocationPrompt(situation({}))).toBe(true);
    expect(cookies).toHaveBeenCalledTimes(1);
  });
});
