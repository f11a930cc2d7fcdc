import type { Channel } from '../channel/channel';
import type { Handoff, Order, OrderTotals } from '../types/order';
import { isDelivery } from './handoff';

/** §5, §9 catering delivery minimum, in dollars. */
export const CATERING_DELIVERY_MINIMUM = 150;

/** §8 the notice shown instead of checkout below the catering delivery minimum. */
export const CATERING_MINIMUM_NOTICE =
  "Head's up! The minimum order amount for catering delivery is $150. Please order directly from the main site with smaller order sizes. Thank you!";

/** §4.6, §9: a coupon is removed when the cart total falls under this, in dollars. */
export const COUPON_MINIMUM = 200;

/**
 * §5, §2.7: catering delivery whose TOTAL (what the customer pays: delivery fee, tax and tip
 * included) is below 150 disables checkout. The ordering API checks the same total.
 */
export function isBelowCateringDeliveryMinimum(
  channel: Channel,
  handoff: Handoff | null | undefined,
  totals: Pick<OrderTotals, 'total'>,
): boolean {
  return channel === 'catering' && isDelivery(handoff) && totals.total < CATERING_DELIVERY_MINIMUM;
}

/*
 * The coupon's minimum is about the order amount: the subtotal, before discount, fees, tax and
 * tip. That is also what the ordering API checks a coupon's $200 minimum against.
 */

/** §4.6: after a decrease, a coupon on an order under 200 is removed. */
export function isCouponRemovalDue(order: Pick<Order, 'coupon' | 'totals'>): boolean {
  return Boolean(order.coupon?.couponcode) && order.totals.subtotal < COUPON_MINIMUM;
}
