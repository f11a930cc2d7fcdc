import type { Order } from '../types/order';
import { isDelivery } from './handoff';
import { formatDeliveryFee, formatMoney } from './money';

// Kept for remotes built before the receipt, which run against the host's copy of the
// contract; new code draws the receipt (`receiptOf`, shared-ui's `Receipt`).

/** The rows of a totals block, in order. */
export type TotalRow =
  'subtotal' | 'discount' | 'delivery' | 'fees' | 'tax' | 'tip' | 'donation' | 'total';

/**
 * §2.7 and checkout's totals: subtotal, then the discount, the delivery fee (delivery only,
 * FREE at 0, §9), fees, tax, tip and the round-up donation when they apply, then the total.
 * `always` names rows shown even at 0 (checkout's tip: see CheckoutTotals).
 */
export function totalRows(
  order: Pick<Order, 'handoff' | 'totals'>,
  always: readonly TotalRow[] = [],
): Array<{ key: TotalRow; amount: number }> {
  const { totals } = order;
  const rows: Array<{ key: TotalRow; amount: number; shown: boolean }> = [
    { key: 'subtotal', amount: totals.subtotal, shown: true },
    { key: 'discount', amount: totals.discount, shown: totals.discount > 0 },
    { key: 'delivery', amount: totals.handoff, shown: isDelivery(order.handoff) },
    { key: 'fees', amount: totals.fees, shown: totals.fees > 0 },
    { key: 'tax', amount: totals.tax, shown: true },
    { key: 'tip', amount: totals.tip, shown: totals.tip > 0 },
    { key: 'donation', amount: totals.donations, shown: totals.donations > 0 },
    { key: 'total', amount: totals.total, shown: true },
  ];
  return rows
    .filter((row) => row.shown || always.includes(row.key))
    .map(({ key, amount }) => ({ key, amount }));
}

/** How a row's amount reads: the discount as a deduction, a delivery fee of 0 as `free` (§9). */
export function formatTotalRow(row: { key: TotalRow; amount: number }, free: string): string {
  if (row.key === 'delivery') return formatDeliveryFee(row.amount, free);
  return row.key === 'discount' ? `−${formatMoney(row.amount)}` : formatMoney(row.amount);
}
