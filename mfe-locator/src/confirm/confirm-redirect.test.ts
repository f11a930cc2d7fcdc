import { locationConfirmRedirect } from './confirm-redirect';

describe('§4.8 location confirmation', () => {
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
