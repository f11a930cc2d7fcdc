import type { OrderTotals } from '../types/order';

/**
 * §5 round-up donation: what takes the order's total before the donation (subtotal, tax, tip,
 * delivery fee and service fee, minus the discount) up to the next whole dollar; when nothing is
 * left to round up (the sum is 0 or already whole) the amount is 1 dollar. §5 names every
 * amount but the service fee, which it adds elsewhere (`fees`); left out, a delivery's rounded
 * total ended in .99 (docs/decisions.md). Worked in cents so 0.1 + 0.2 stays 0.30.
 */
export function roundUpAmount(
  totals: Pick<OrderTotals, 'subtotal' | 'tax' | 'tip' | 'handoff' | 'fees' | 'discount'>,
): number {
  const cents = Math.round(
    (totals.subtotal + totals.tax + totals.tip + totals.handoff + totals.fees - totals.discount) *
      100,
  );
  const up = Math.ceil(cents / 100) * 100 - cents;
  return up === 0 ? 1 : up / 100;
}
