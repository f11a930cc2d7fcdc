import type { Donation, Order } from '../types/order';
import { path } from './path';
import { request, type CallOptions } from './request';

/** The ordering API v2 base: only its carts are part of the site (§7.2 donations). */
export const API_V2_BASE = '/api/v2';

/** PUT /api/v2/carts/{cartId}/donations: the round-up donation (§4.12); answers the order. */
export function setDonation(
  cartId: string,
  donation: Donation,
  options?: CallOptions,
): Promise<Order> {
  return request<Order>(path`carts/${cartId}/donations`, {
    method: 'PUT',
    base: API_V2_BASE,
    body: { id: donation.id, amount: donation.amount },
    auth: 'ordering',
    ...options,
  });
}
