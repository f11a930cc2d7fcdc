import type { OrderStatusValue } from '@qsr/shared-contracts';
import { isDelivery } from '../time/lead';
import type { OrderRow } from './store';

/** A pickup nobody said they collected is completed this long after its time. */
const PICKUP_HOLD_MS = 60 * 60_000;

/**
 * Order status, computed from when the kitchen starts (`ready_base`, see `kitchenStart`) so
 * polling shows progress, in steps of S ms: received until the kitchen starts (at the earliest
 * one step after the submit), in progress for 2S, then ready (pickup, curbside) or out for
 * delivery. A delivery is completed 2S later; a pickup one step after the customer said they
 * are here, or an hour after its time. A cancelled order stays cancelled. `readyAt` is the
 * promised time, whatever the kitchen's pace.
 */
export function statusOf(
  order: Pick<
    OrderRow,
    'state' | 'ready_base' | 'submitted_at' | 'handoff' | 'arrived_at' | 'promised_at'
  >,
  now: number,
  step: number,
): { status: OrderStatusValue; readyAt: number } {
  const submitted = order.submitted_at ?? now;
  const begin = Math.max(order.ready_base ?? submitted, submitted + step);
  const delivery = isDelivery(order.handoff);
  const readyAt = begin + 2 * step;
  const promised = order.promised_at ?? readyAt;
  let doneAt = begin + 4 * step;
  if (!delivery) {
    doneAt =
      order.arrived_at === null
        ? Math.max(doneAt, promised + PICKUP_HOLD_MS)
        : Math.max(order.arrived_at, readyAt) + step;
  }
  if (order.state === 'cancelled') return { status: 'cancelled', readyAt: promised };
  if (now < begin) return { status: 'received', readyAt: promised };
  if (now < readyAt) return { status: 'in_progress', readyAt: promised };
  if (now < doneAt) return { status: delivery ? 'out_for_delivery' : 'ready', readyAt: promised };
  return { status: 'completed', readyAt: promised };
}
