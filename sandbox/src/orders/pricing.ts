import { couponDiscount, missingCouponItem, type CouponRow } from '../coupons/store';
import type { OfferRow } from '../members/store';
import { isDelivery, type Channel, type HandoffMode } from '../time/lead';
import type { LineChoiceRow, LineRow } from './store';

/** A consumer delivery order pays this service fee (cents), on top of the restaurant's delivery fee. */
export const DELIVERY_SERVICE_FEE_CENTS = 99;

export interface PricingInput {
  lines: readonly LineRow[];
  choices: readonly LineChoiceRow[];
  channel: Channel;
  handoff: HandoffMode;
  taxRate: number;
  deliveryFeeCents: number;
  /** The order's coupon, when it is still live. */
  coupon?: CouponRow;
  rewards: readonly OfferRow[];
  tipCents: number;
  donationCents: number;
}

export interface PricedDiscount {
  type: 'Coupon' | 'Reward';
  amount: number;
  description: string;
}

/** Every amount in cents. */
export interface Priced {
  lineTotals: Map<number, number>;
  subtotal: number;
  discount: number;
  handoff: number;
  fees: number;
  tax: number;
  tip: number;
  donations: number;
  total: number;
  discounts: PricedDiscount[];
  /** The coupon's minimum (cents) when the subtotal no longer reaches it. */
  couponMinimumShort?: number;
  /** The sku of a free-item coupon's product when the box no longer holds it. */
  couponItemMissing?: string;
}

/**
 * §3 totals of an order, worked in cents: a line is (product + choices × their quantity) ×
 * quantity; the discount (coupon, then rewards) never exceeds the subtotal; a coupon gives
 * nothing while the box lacks its free item or its minimum; the delivery fee
 * and a service fee apply to delivery; tax is the restaurant's rate on the discounted
 * subtotal plus fees (rounded half up); total = subtotal − discount + delivery fee + fees +
 * tax + tip + donations.
 */
export function priceOrder(input: PricingInput): Priced {
  const choicesByLine = new Map<number, LineChoiceRow[]>();
  for (const choice of input.choices) {
    const list = choicesByLine.get(choice.line_id) ?? [];
    list.push(choice);
    choicesByLine.set(choice.line_id, list);
  }
  const lineTotals = new Map<number, number>();
  let subtotal = 0;
  for (const line of input.lines) {
    const each =
      line.cost_cents +
      (choicesByLine.get(line.id) ?? []).reduce((sum, c) => sum + c.cost_cents * c.quantity, 0);
    const total = each * line.quantity;
    lineTotals.set(line.id, total);
    subtotal += total;
  }

  const discounts: PricedDiscount[] = [];
  let left = subtotal;
  let couponMinimumShort: number | undefined;
  const couponItemMissing = input.coupon && missingCouponItem(input.coupon, input.lines);
  if (input.coupon && couponItemMissing === undefined) {
    if (subtotal < input.coupon.minimum_cents) {
      couponMinimumShort = input.coupon.minimum_cents;
    } else {
      const amount = Math.min(couponDiscount(input.coupon, subtotal, input.lines), left);
      left -= amount;
      discounts.push({ type: 'Coupon', amount, description: input.coupon.description });
    }
  }
  for (const reward of input.rewards) {
    const raw =
      reward.discount_kind === 'percent'
        ? Math.round((subtotal * reward.discount_value) / 100)
        : reward.discount_value;
    const amount = Math.max(0, Math.min(raw, left));
    left -= amount;
    discounts.push({ type: 'Reward', amount, description: reward.label });
  }
  const discount = subtotal - left;

  const delivery = isDelivery(input.handoff) && subtotal > 0;
  const handoff = delivery ? input.deliveryFeeCents : 0;
  const fees = delivery && input.channel === 'default' ? DELIVERY_SERVICE_FEE_CENTS : 0;
  const tax = Math.round((subtotal - discount + fees) * input.taxRate);
  const tip = input.tipCents;
  const donations = input.donationCents;
  const total = subtotal - discount + handoff + fees + tax + tip + donations;
  return {
    lineTotals,
    subtotal,
    discount,
    handoff,
    fees,
    tax,
    tip,
    donations,
    total,
    discounts,
    ...(couponMinimumShort === undefined ? {} : { couponMinimumShort }),
    ...(couponItemMissing === undefined ? {} : { couponItemMissing }),
  };
}
