import type { Menu, Product } from '../types/menu';
import { request } from './request';

/** GET menus/{menuId} (§7.2). */
export function getMenu(menuId: number): Promise<Menu> {
  return request<Menu>(`menus/${menuId}`);
}

/** GET menus/{menuId}/products/{id} (§7.2). */
export function getMenuProduct(menuId: number, productId: number): Promise<Product> {
  return request<Product>(`menus/${menuId}/products/${productId}`);
}
