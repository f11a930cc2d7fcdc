import type { OrderStatusValue } from '../types/order';

/**
 * A placed order's status stops changing once it is completed or cancelled (§4.1 step 7): the
 * ordering API's stream of its status ends there, and the confirmation stops following it.
 */
export function isFinalStatus(status: OrderStatusValue): boolean {
  return status === 'completed' || status === 'cancelled';
}
