import type { Handoff, OrderStatusValue } from '../types/order';
import { isDelivery } from './handoff';

/**
 * The steps of a placed order's life, in order, for how it is handed over: received, being
 * prepared, then ready (to collect) or out for delivery, then completed. The ordering API moves
 * an order through them (the sandbox's kitchen), and the confirmation lists them ahead.
 */
export function orderLife(handoff: Handoff): OrderStatusValue[] {
  return [
    'received',
    'in_progress',
    isDelivery(handoff) ? 'out_for_delivery' : 'ready',
    'completed',
  ];
}
