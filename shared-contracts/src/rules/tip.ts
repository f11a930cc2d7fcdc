import type { Order } from '../types/order';

/** Tip presets offered at checkout, as shares of the subtotal (the spec leaves them open). */
export const TIP_PRESETS = [0.15, 0.18, 0.2] as const;

/** A preset: a share of the subtotal. */
export type TipShare = (typeof TIP_PRESETS)[number];

/** A share of the subtotal, in dollars rounded to the cent. */
export function tipFor(subtotal: number, share: number): number {
  return Math.round(subtotal * share * 100) / 100;
}

/**
 * The preset a box's tip was chosen as (its `tip_share`), null for none or an amount: a stored
 * value that is not a preset is none.
 */
export function tipShareOf(box: Pick<Order, 'tip_share'>): TipShare | null {
  return TIP_PRESETS.find((share) => share === box.tip_share) ?? null;
}
