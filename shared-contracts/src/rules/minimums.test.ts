import {
  CATERING_DELIVERY_MINIMUM,
  cateringDeliveryShortfall,
  isBelowCateringDeliveryMinimum,
  COUPON_MINIMUM,
  unmetCouponMinimum,
} from './minimums';
import { anOrder } from '../testing';

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
  it('says how much more the total needs, to the cent, and nothing when it is met', () => {
    expect(cateringDeliveryShortfall('catering', 'dispatch', total(137.6))).toBe(12.4);
    expect(cateringDeliveryShortfall('catering', 'delivery', total(149.99))).toBe(0.01);
    expect(cateringDeliveryShortfall('catering', 'delivery', total(150))).toBeNull();
    expect(cateringDeliveryShortfall('catering', 'pickup', total(10))).toBeNull();
    expect(cateringDeliveryShortfall('default', 'delivery', total(10))).toBeNull();
  });
  it('does not apply to pickup or the default channel', () => {
    expect(isBelowCateringDeliveryMinimum('catering', 'pickup', total(10))).toBe(false);
    expect(isBelowCateringDeliveryMinimum('catering', null, total(10))).toBe(false);
    expect(isBelowCateringDeliveryMinimum('default', 'delivery', total(10))).toBe(false);
  });
});

describe("§4.6 a coupon's unmet minimum", () => {
  const totals = (subtotal: number) => ({ ...anOrder().totals, subtotal, total: subtotal });
  it("is the code's own minimum when the ordering API says the box is under it", () => {
    expect(
      unmetCouponMinimum(
        { coupon: { couponcode: 'SAVE5', unmet_minimum: 15 }, totals: totals(12) },
        false,
      ),
    ).toEqual({ minimum: 15 });
  });
  it("else the site's $200 of §4.6, told apart from a code's own: a decrease that leaves the subtotal under it", () => {
    expect(COUPON_MINIMUM).toBe(200);
    const fiveOff = (subtotal: number) => ({
      coupon: { couponcode: 'FIVEOFF' },
      totals: totals(subtotal),
    });
    expect(unmetCouponMinimum(fiveOff(199.99), true)).toEqual({ decreasedUnder: 200 });
    expect(unmetCouponMinimum(fiveOff(200), true)).toBeNull();
  });
  it('is nothing the $200 rule takes off for a change that did not lower the box', () => {
    expect(
      unmetCouponMinimum({ coupon: { couponcode: 'FIVEOFF' }, totals: totals(30) }, false),
    ).toBeNull();
  });
  it('is null without a code', () => {
    expect(unmetCouponMinimum({ coupon: null, totals: totals(5) }, true)).toBeNull();
    expect(
      unmetCouponMinimum(
        { coupon: { couponcode: '', unmet_minimum: 200 }, totals: totals(5) },
        true,
      ),
    ).toBeNull();
  });
});
