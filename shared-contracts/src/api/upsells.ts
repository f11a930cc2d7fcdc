import type { Product } from '../types/menu';
import type { Upsell } from '../types/order';
import { path } from './path';
import { request, type CallOptions } from './request';

/** GET upsells/{orderId}: 'Complete Your Order' suggestions, for the member's e-mail when known. */
export function getUpsellsForCart(
  orderId: string,
  email?: string,
  options?: CallOptions,
): Promise<Upsell[]> {
  return request<Upsell[]>(path`upsells/${orderId}`, {
    query: { email },
    auth: 'ordering',
    ...options,
  });
}

/** GET upsells/{orderId}/product/{productId}: one suggestion with its options. */
export function getUpsellProduct(
  orderId: string,
  productId: number,
  email?: string,
  options?: CallOptions,
): Promise<Product> {
  return request<Product>(path`upsells/${orderId}/product/${productId}`, {
    query: { email },
    auth: 'ordering',
    ...options,
  });
}
