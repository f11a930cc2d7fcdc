import type { BoxNotice, Snapshot } from '@qsr/shared-contracts';

/**
 * Whether checkout's promo card says a notice: one about the promo code, yes. What a reorder
 * put in the box, or left out, is said in the box, which opens on the reorder, and not again
 * at checkout beside the promo code, where it is not about it.
 */
export function isPromoNotice(notice: Snapshot<BoxNotice>): boolean {
  return notice.kind === 'promo-removed';
}
