import type { OrderStatusValue } from '@qsr/shared-contracts';

/** A placed order's status stops changing once it is completed or cancelled (§4.1 step 7). */
export function isFinalStatus(status: OrderStatusValue): boolean {
  return status === 'completed' || status === 'cancelled';
}

/** §4.1 step 8: arrival is for orders the customer collects, until they are done. */
export function canSignalArrival(handoff: string, status: OrderStatusValue): boolean {
  return (handoff === 'pickup' || handoff === 'curbside') && !isFinalStatus(status);
}
