import type { Donation, Order } from '../types/order';
import { ORDERING_CALLS } from './calls';
import { callApi, type CallOptions } from './request';

/** PUT /api/v2/carts/{cartId}/donations: the round-up donation (§4.12); answers the order. */
export function setDonation(
  cartId: string,
  donation: Donation,
  options?: CallOptions,
): Promise<Order> {
  return callApi(
    ORDERING_CALLS.setDonation,
    { cartId },
    {
      body: { id: donation.id, amount: donation.amount },
      auth: 'ordering',
      ...options,
    },
  );
}
