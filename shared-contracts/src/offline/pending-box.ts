import { proxy } from 'valtio';
import type { Order } from '../types/order';

/** A box line's quantity set while offline; 0 removes the line. */
export interface PendingBoxChange {
  lineId: number;
  quantity: number;
}

/**
 * Box edits made offline, sent when the connection returns. `refused` is set when
 * the server would not take them: the box then shows what the server kept.
 */
export const pendingBox = proxy({
  changes: [] as PendingBoxChange[],
  refused: false,
});

/** The queue with `change` in it: a later change of the same line replaces the earlier one. */
export function queueBoxChange(
  changes: readonly PendingBoxChange[],
  change: PendingBoxChange,
): PendingBoxChange[] {
  return [...changes.filter((queued) => queued.lineId !== change.lineId), change];
}

/** The box as the customer sees it after `change`: the line's cost and the totals follow. */
export function applyBoxChange(order: Order, change: PendingBoxChange): Order {
  const line = order.products.find((product) => product.id === change.lineId);
  if (!line) return order;
  const unit = line.quantity > 0 ? line.cost.total / line.quantity : 0;
  const delta = unit * (change.quantity - line.quantity);
  const products =
    change.quantity > 0
      ? order.products.map((product) =>
          product === line
            ? { ...line, quantity: change.quantity, cost: { total: unit * change.quantity } }
            : product,
        )
      : order.products.filter((product) => product !== line);
  return {
    ...order,
    products,
    totals: {
      ...order.totals,
      subtotal: order.totals.subtotal + delta,
      total: order.totals.total + delta,
    },
  };
}
