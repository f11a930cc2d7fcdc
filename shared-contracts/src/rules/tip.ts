import type { Order } from '../types/order';

/** A share of the subtotal, in dollars rounded to the cent. */
export function tipFor(subtotal: number, share: number): number {
  return Math.round(subtotal * share * 100) / 100;
}

/**
 * The share of the subtotal a box's tip was chosen as (its `tip_share`), null for none or an
 * amount: a stored value that is no share of the subtotal is none. Which shares are offered is
 * checkout's own rule; that a chosen share follows the subtotal is the box's.
 */
export function tipShareOf(box: Pick<Order, 'tip_share'>): number | null {
  const share = box.tip_share;
  return typeof share === 'number' && share > 0 && share <= 1 ? share : null;
}
