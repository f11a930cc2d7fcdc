import { promoStatusOf } from './promo-status';

describe('§4.4 promo field on load', () => {
  it('is approved when the first discount is of type Coupon', () => {
    expect(promoStatusOf({ discounts: [{ type: 'Coupon' }] })).toBe('approved');
    expect(promoStatusOf({ discounts: [{ type: 'Reward' }, { type: 'Coupon' }] })).toBe('empty');
    expect(promoStatusOf({ discounts: [] })).toBe('empty');
    expect(promoStatusOf(null)).toBe('empty');
  });
});
