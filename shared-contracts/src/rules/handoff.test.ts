import { handoffToggleTarget, isDelivery } from './handoff';

describe('§3 handoff', () => {
  it('dispatch means delivery', () => {
    expect(isDelivery('dispatch')).toBe(true);
    expect(isDelivery('delivery')).toBe(true);
    expect(isDelivery('curbside')).toBe(false);
    expect(isDelivery(undefined)).toBe(false);
  });
});

describe('§4.3 handoff toggle', () => {
  it('Pickup while the order is in delivery switches directly (no navigation)', () => {
    expect(handoffToggleTarget('pickup', 'delivery')).toBeNull();
    expect(handoffToggleTarget('pickup', 'dispatch')).toBeNull();
  });
  it('Pickup otherwise goes to /locations?mode=pickup', () => {
    expect(handoffToggleTarget('pickup', 'pickup')).toBe('/locations?mode=pickup');
    expect(handoffToggleTarget('pickup', null)).toBe('/locations?mode=pickup');
  });
  it('Delivery always goes to /locations?mode=delivery', () => {
    expect(handoffToggleTarget('delivery', 'pickup')).toBe('/locations?mode=delivery');
    expect(handoffToggleTarget('delivery', 'delivery')).toBe('/locations?mode=delivery');
  });
});
