import type { Upsell } from '../types/order';
import { ORDERING_CALLS } from './calls';
import { callApi, type CallOptions } from './request';

/** GET upsells/{orderId}: 'Complete Your Order' suggestions, for the member's e-mail when known. */
export function getUpsellsForCart(
  orderId: string,
  email?: string,
  options?: CallOptions,
): Promise<Upsell[]> {
  return callApi(
    ORDERING_CALLS.getUpsellsForCart,
    { orderId },
    {
      query: { email },
      auth: 'ordering',
      ...options,
    },
  );
}
