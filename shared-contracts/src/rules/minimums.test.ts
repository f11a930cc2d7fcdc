import {
  CATERING_DELIVERY_MINIMUM,
  CATERING_MINIMUM_NOTICE,
  isBelowCateringDeliveryMinimum,
  unmetCouponMinimum,
} from './minimums';

describe('§5 catering delivery minimum 150', () => {
  const total = (amount: number) => ({ total: amount });
  it('disables checkout below 150 for catering delivery (dispatch is delivery)', () => {
    expect(CATERING_DELIVERY_MINIMUM).toBe(150);
    expect(isBelowCateringDeliveryMinimum('catering', 'delivery', total(149.99))).toBe(true);
    expect(isBelowCateringDeliveryMinimum('catering', 'dispatch', total(0))).toBe(true);
    expect(isBelowCateringDeliveryMinimum('catering', 'delivery', total(150))).toBe(false);
  });
  it('reads the total, not the subtotal: $161.08 with a $140 subtotal is enough', () => {
    const totals = { subtotal: 140, total: 161.08 };
    expect(isBelowCateringDeliveryMinimum('catering', 'dispatch', totals)).toBe(false);
  });
  it('does not apply to pickup or the default channel', () => {
    expect(isBelowCateringDeliveryMinimum('catering', 'pickup', total(10))).toBe(false);
    expect(isBelowCateringDeliveryMinimum('catering', null, total(10))).toBe(false);
    expect(isBelowCateringDeliveryMinimum('default', 'delivery', total(10))).toBe(false);
  });
  it('§8 has the notice text verbatim', () => {
    expect(CATERING_MINIMUM_NOTICE).toBe(
      "Head's up! The minimum order amount for catering delivery is $150. Please order directly from the main site with smaller order sizes. Thank you!",
    );
  });
});

describe("§4.6 a coupon's unmet minimum, as the ordering API says it", () => {
  it("is the API's minimum when it says the box is under it", () => {
    expect(unmetCouponMinimum({ coupon: { couponcode: 'BIG20', unmet_minimum: 200 } })).toBe(200);
  });
  it('is null when the API says nothing of it, or there is no code', () => {
    expect(unmetCouponMinimum({ coupon: { couponcode: 'BIG20' } })).toBeNull();
    expect(unmetCouponMinimum({ coupon: null })).toBeNull();
    expect(unmetCouponMinimum({ coupon: { couponcode: '', unmet_minimum: 200 } })).toBeNull();
  });
});
