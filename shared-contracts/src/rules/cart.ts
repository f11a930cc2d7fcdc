import type { Product } from '../types/menu';
import type { Order } from '../types/order';
import { productsOf, type MenuLike } from './product-match';

/** §2.3, §2.6: the number on the box badge is the total quantity of its lines. */
export function cartQuantity(
  order: { products: ReadonlyArray<{ quantity: number }> } | null | undefined,
): number {
  return order?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

/** §4.7: the notice shows when an item is not available now and the time mode is asap. */
export function hasUnavailableItems(
  order: { products: ReadonlyArray<{ product_id: number }>; time: Pick<Order['time'], 'mode'> },
  menu: MenuLike<Pick<Product, 'id' | 'availability'>> | null | undefined,
): boolean {
  if (order.time.mode !== 'asap') return false;
  const unavailable = new Set(
    productsOf(menu)
      .filter((product) => !product.availability.now)
      .map((product) => product.id),
  );
  return order.products.some((line) => unavailable.has(line.product_id));
}

/** §8 unavailable items notice. */
export const UNAVAILABLE_ITEMS_NOTICE =
  'You have items that are not available right now, but you can schedule your order for later at checkout.';
