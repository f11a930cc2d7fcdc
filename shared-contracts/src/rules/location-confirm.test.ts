import {
  NO_COVERAGE_TARGET,
  locationConfirmRedirect,
  locationConfirmTarget,
} from './location-confirm';

describe('§4.8 location confirmation', () => {
  it("goes to /order/checkout/ for the 'order-again' section, else /order", () => {
    expect(locationConfirmTarget('order-again')).toBe('/order/checkout/');
    expect(locationConfirmTarget('menu')).toBe('/order');
    expect(locationConfirmTarget()).toBe('/order');
  });
  it('without coverage goes to /locations?mode=delivery', () => {
    expect(NO_COVERAGE_TARGET).toBe('/locations?mode=delivery');
  });
  it('redirects to /order when there is nothing to confirm, unless redirects are disabled', () => {
    const base = { hasAddress: false, hasRecentLocation: false };
    expect(locationConfirmRedirect({ ...base, handoff: 'dispatch' })).toBe('/order');
    expect(locationConfirmRedirect({ ...base, handoff: 'pickup' })).toBe('/order');
    expect(
      locationConfirmRedirect({ ...base, handoff: 'pickup', redirectsDisabled: true }),
    ).toBeNull();
    expect(locationConfirmRedirect({ ...base, handoff: 'delivery', hasAddress: true })).toBeNull();
    expect(
      locationConfirmRedirect({ ...base, handoff: 'curbside', hasRecentLocation: true }),
    ).toBeNull();
  });
});
