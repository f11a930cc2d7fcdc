import type { OrderStatusValue } from '@qsr/shared-contracts';
import { isDelivery } from '../time/lead';
import type { OrderRow } from './store';

/**
 * Order status, computed from the time of submission so polling shows progress. With a step
 * of S ms from the base (the submit time; for a scheduled order, three steps before the wanted
 * time): received until S, in progress until 3S, then ready (pickup, curbside) or out for
 * delivery until 5S (a curbside arrival completes it one step after it is ready), then
 * completed. A cancelled order stays cancelled.
 */
export function readyBase(
  submittedAt: number,
  timeMode: 'asap' | 'scheduled',
  wanted: number | null,
  step: number,
): number {
  if (timeMode === 'scheduled' && wanted !== null) return Math.max(submittedAt, wanted - 3 * step);
  return submittedAt;
}

export function statusOf(
  order: Pick<OrderRow, 'state' | 'ready_base' | 'submitted_at' | 'handoff' | 'arrived_at'>,
  now: number,
  step: number,
): { status: OrderStatusValue; readyAt: number } {
  const base = order.ready_base ?? order.submitted_at ?? now;
  const delivery = isDelivery(order.handoff);
  const readyAt = base + 3 * step;
  let doneAt = base + 5 * step;
  if (!delivery && order.arrived_at !== null) {
    doneAt = Math.min(doneAt, Math.max(order.arrived_at, readyAt) + step);
  }
  const promised = delivery ? doneAt : readyAt;
  if (order.state === 'cancelled') return { status: 'cancelled', readyAt: promised };
  if (now < base + step) return { status: 'received', readyAt: promised };
  if (now < readyAt) return { status: 'in_progress', readyAt: promised };
  if (now < doneAt) return { status: delivery ? 'out_for_delivery' : 'ready', readyAt: promised };
  return { status: 'completed', readyAt: promised };
}
