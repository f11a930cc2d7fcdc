import type { Menu, Product } from '../types/menu';
import type { Handoff, HandoffTimes } from '../types/order';
import { ORDERING_CALLS } from './calls';
import { callApi, type CallOptions } from './request';

/** GET menus/{menuId} (§7.2). */
export function getMenu(menuId: number, options?: CallOptions): Promise<Menu> {
  return callApi(ORDERING_CALLS.getMenu, { menuId }, options);
}

/** GET menus/{menuId}/products/{id} (§7.2). */
export function getMenuProduct(
  menuId: number,
  productId: number,
  options?: CallOptions,
): Promise<Product> {
  return callApi(ORDERING_CALLS.getMenuProduct, { menuId, productId }, options);
}

/**
 * GET menus/{menuId}/times: the times one can order for, between `from` and `to` (ISO 8601);
 * with a handoff, its own lead time (delivery takes longer).
 */
export function getHandoffTimes(
  menuId: number,
  range: { from: string; to: string; handoff?: Handoff },
  options?: CallOptions,
): Promise<HandoffTimes> {
  return callApi(ORDERING_CALLS.getHandoffTimes, { menuId }, { query: range, ...options });
}
