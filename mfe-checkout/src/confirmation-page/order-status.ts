import { isFinalStatus, type OrderStatusValue } from '@qsr/shared-contracts';

/** §4.1 step 8: arrival is for orders the customer collects, until they are done. */
export function canSignalArrival(handoff: string, status: OrderStatusValue): boolean {
  return (handoff === 'pickup' || handoff === 'curbside') && !isFinalStatus(status);
}
