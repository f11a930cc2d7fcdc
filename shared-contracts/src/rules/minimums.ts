import type { Channel } from '../channel/channel';
import type { Handoff, Order, OrderTotals } from '../types/order';
import { isDelivery } from './handoff';

/** §5, §9 catering delivery minimum, in dollars. */
export const CATERING_DELIVERY_MINIMUM = 150;

/** §8 the notice shown instead of checkout below the catering delivery minimum. */
export const CATERING_MINIMUM_NOTICE =
  "Head's up! The minimum order amount for catering delivery is $150. Please order directly from the main site with smaller order sizes. Thank you!";

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

/**
 * §4.6, §9: the minimum (dollars of subtotal) of the box's coupon that the box no longer
 * reaches, as the ordering API answers it; null when it is reached or there is no code. The
 * API is the one to say: each code has its own minimum (§9's $200 is one of them).
 */
export function unmetCouponMinimum(order: Pick<Order, 'coupon'>): number | null {
  const minimum = order.coupon?.couponcode ? order.coupon.unmet_minimum : undefined;
  return minimum ?? null;
}
