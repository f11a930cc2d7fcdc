import type { Order } from '@qsr/shared-contracts';

/** Tip presets offered at checkout, as shares of the subtotal (the spec leaves them open). */
export const TIP_PRESETS = [0.15, 0.18, 0.2] as const;

/**
 * Whether a typed amount must go to the box: it is not the box's tip yet, or the box's tip
 * follows a share (an amount equal to a preset's is still an amount, which stops following).
 */
export function typedTipDue(amount: number, box: Pick<Order, 'totals' | 'tip_share'>): boolean {
  return amount !== box.totals.tip || box.tip_share != null;
}

/** The ordering API takes a tip between 0 and this, in dollars. */
export const MAX_TIP = 500;

/** A custom tip as typed (`4`, `4.5`, `$4.50`): dollars with cents, or null when not a tip. */
export function parseTip(input: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:\.\d{0,2})?)$/.exec(input.trim());
  if (!match) return null;
  const amount = Math.round(Number(match[1]) * 100) / 100;
  return amount <= MAX_TIP ? amount : null;
}
