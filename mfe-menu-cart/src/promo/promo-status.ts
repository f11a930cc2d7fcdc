/** §4.4 promo field states. */
export type PromoStatus = 'empty' | 'approved' | 'failed';

/** §4.4 on load: approved when the order's first discount is of type Coupon. */
export function promoStatusOf(
  order: { discounts: ReadonlyArray<{ type: string }> } | null | undefined,
): PromoStatus {
  return order?.discounts[0]?.type === 'Coupon' ? 'approved' : 'empty';
}
