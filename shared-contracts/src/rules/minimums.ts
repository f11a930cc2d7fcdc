import type { Channel } from '../channel/channel';
import type { CouponUnmet } from '../types/box-notice';
import type { Handoff, Order, OrderTotals } from '../types/order';
import { isDelivery } from './handoff';

/** §5, §9 catering delivery minimum, in dollars. */
export const CATERING_DELIVERY_MINIMUM = 150;

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
 * How much more (dollars) a catering delivery must come to for the minimum: the minimum less
 * the total `isBelowCateringDeliveryMinimum` reads, worked in cents; null when it is not under.
 */
export function cateringDeliveryShortfall(
  channel: Channel,
  handoff: Handoff | null | undefined,
  totals: Pick<OrderTotals, 'total'>,
): number | null {
  if (!isBelowCateringDeliveryMinimum(channel, handoff, totals)) return null;
  return (Math.round(CATERING_DELIVERY_MINIMUM * 100) - Math.round(totals.total * 100)) / 100;
}

/** §4.6, §9: a change to the box that leaves it under this many dollars takes the code off. */
export const COUPON_MINIMUM = 200;

/**
 * §4.6, §9: why the box's coupon comes off a change, or null when there is no code or nothing
 * takes it off: the code's own minimum (dollars of subtotal) as the ordering API answers it
 * (`unmet_minimum`), else the site's $200 of §4.6, which only a change that `decreased` the box
 * enforces (one that raised it, a richer choice, takes no code off). Kept apart, as the box says
 * them apart: under §4.6 the code's own minimum may well be met, and it applies again at once.
 */
export function unmetCouponMinimum(
  order: Pick<Order, 'coupon' | 'totals'>,
  decreased: boolean,
): CouponUnmet | null {
  if (!order.coupon?.couponcode) return null;
  if (order.coupon.unmet_minimum !== undefined) return { minimum: order.coupon.unmet_minimum };
  return decreased && order.totals.subtotal < COUPON_MINIMUM
    ? { decreasedUnder: COUPON_MINIMUM }
    : null;
}
