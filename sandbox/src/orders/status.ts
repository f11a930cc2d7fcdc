import { orderLife } from '@qsr/shared-contracts/core';
import type { OrderStatusValue } from '@qsr/shared-contracts';
import { isDelivery } from '../time/lead';
import type { OrderRow } from './store';

/** A pickup nobody said they collected is completed this long after its time. */
const PICKUP_HOLD_MS = 60 * 60_000;

export interface StatusNow {
  status: OrderStatusValue;
  /** The promised time, whatever the kitchen's pace. */
  readyAt: number;
  /** Each step reached so far, with when. */
  steps: Array<{ status: OrderStatusValue; at: number }>;
  /** When the kitchen hands the order over (ready, or out for delivery), and when it is done. */
  handedOver: number;
  doneAt: number;
}

/**
 * Order status, computed from when the kitchen starts (`ready_base`, see `kitchenStart`) so
 * polling shows progress, in steps of S ms: received until the kitchen starts (at the earliest
 * one step after the submit), in progress for 2S, then ready (pickup, curbside) or out for
 * delivery. A delivery is completed 2S later; a pickup one step after the customer said they
 * are here, or an hour after its time. A cancelled order stays cancelled.
 */
export function statusOf(
  order: Pick<
    OrderRow,
    | 'state'
    | 'ready_base'
    | 'submitted_at'
    | 'handoff'
    | 'arrived_at'
    | 'promised_at'
    | 'cancelled_at'
  >,
  now: number,
  step: number,
): StatusNow {
  const submitted = order.submitted_at ?? now;
  const begin = Math.max(order.ready_base ?? submitted, submitted + step);
  const delivery = isDelivery(order.handoff);
  const handedOver = begin + 2 * step;
  const promised = order.promised_at ?? handedOver;
  let doneAt = begin + 4 * step;
  if (!delivery) {
    doneAt =
      order.arrived_at === null
        ? Math.max(doneAt, promised + PICKUP_HOLD_MS)
        : Math.max(order.arrived_at, handedOver) + step;
  }
  // The contract's life of an order, each step at the time this kitchen reaches it.
  const at = [submitted, begin, handedOver, doneAt];
  const life = orderLife(order.handoff).map((status, index) => ({
    status,
    at: at[index] ?? doneAt,
  }));
  const times = { readyAt: promised, handedOver, doneAt };
  if (order.state === 'cancelled') {
    const at = order.cancelled_at ?? now;
    const before = life.filter((reached) => reached.at <= at && reached.status !== 'completed');
    return { status: 'cancelled', steps: [...before, { status: 'cancelled', at }], ...times };
  }
  const steps = life.filter((reached) => reached.at <= now);
  return { status: steps[steps.length - 1]?.status ?? 'received', steps, ...times };
}
