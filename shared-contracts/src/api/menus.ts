import type { Menu, Product } from '../types/menu';
import type { Handoff, HandoffTimes } from '../types/order';
import { path } from './path';
import { request, type CallOptions } from './request';

/** GET menus/{menuId} (§7.2). */
export function getMenu(menuId: number, options?: CallOptions): Promise<Menu> {
  return request<Menu>(path`menus/${menuId}`, options);
}

/** GET menus/{menuId}/products/{id} (§7.2). */
export function getMenuProduct(
  menuId: number,
  productId: number,
  options?: CallOptions,
): Promise<Product> {
  return request<Product>(path`menus/${menuId}/products/${productId}`, options);
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
  return request<HandoffTimes>(path`menus/${menuId}/times`, { query: range, ...options });
}
