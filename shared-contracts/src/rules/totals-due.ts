import type { Order } from '../types/order';
import { roundUpAmount } from './round-up';
import { tipFor, tipShareOf } from './tip';

/** What a box's totals ask of it: its tip at its share, or its round-up at the next dollar. */
export type TotalsDue = { tip: number } | { donation: number; roundUp: number };

const cents = (amount: number) => Math.round(amount * 100);

/**
 * What the box's totals say its tip or round-up should be and is not (the tip first: the
 * round-up counts it): a tip chosen as a share of a subtotal that has changed since, and §5's
 * round-up, "updated whenever the totals change and a donation exists". Null: nothing to do.
 */
export function totalsDue(
  box: Pick<Order, 'totals' | 'donations' | 'tip_share'>,
): TotalsDue | null {
  const share = tipShareOf(box);
  const tip = share === null ? null : tipFor(box.totals.subtotal, share);
  if (tip !== null && cents(tip) !== cents(box.totals.tip)) return { tip };
  const donation = box.donations[0];
  if (!donation || donation.amount <= 0) return null;
  const roundUp = roundUpAmount(box.totals);
  return cents(roundUp) === cents(donation.amount) ? null : { donation: donation.id, roundUp };
}
