import type { Order } from '../types/order';
import {
  CATERING_DELIVERY_MINIMUM,
  CATERING_MINIMUM_NOTICE,
  COUPON_MINIMUM,
  isBelowCateringDeliveryMinimum,
  isCouponRemovalDue,
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

describe('§4.6 coupon removal under 200', () => {
  const order = (subtotal: number, coupon: Order['coupon']) =>
    ({ coupon, totals: { subtotal } }) as Pick<Order, 'coupon' | 'totals'>;
  it('is due when a coupon is on an order under 200', () => {
    expect(COUPON_MINIMUM).toBe(200);
    expect(isCouponRemovalDue(order(199.99, { couponcode: 'BIG20' }))).toBe(true);
  });
  it('is not due at 200 or without a coupon', () => {
    expect(isCouponRemovalDue(order(200, { couponcode: 'BIG20' }))).toBe(false);
    expect(isCouponRemovalDue(order(10, null))).toBe(false);
    expect(isCouponRemovalDue(order(10, { couponcode: '' }))).toBe(false);
  });
});
