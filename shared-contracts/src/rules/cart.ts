import type { Product } from '../types/menu';
import type { Order } from '../types/order';
import { unorderableLines, type ChosenTime } from './orderable';
import type { MenuLike } from './product-match';

/** §2.3, §2.6: the number on the box badge is the total quantity of its lines. */
export function cartQuantity(
  order: { products: ReadonlyArray<{ quantity: number }> } | null | undefined,
): number {
  return order?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
}

/**
 * §4.7: the notice shows when the time mode is asap and an item is not available now, but
 * would be later (outside its daypart): scheduling helps only then. An item the restaurant has
 * taken off is named in the box instead (`unorderableLines`).
 */
export function hasUnavailableItems(
  order: { products: ReadonlyArray<{ product_id: number }>; time: Pick<Order['time'], 'mode'> },
  menu: MenuLike<Pick<Product, 'id' | 'availability'>> | null | undefined,
  chosen: ChosenTime,
): boolean {
  if (order.time.mode !== 'asap') return false;
  return unorderableLines(order.products, menu, chosen).some(
    (unorderable) => unorderable.why.reason === 'daypart',
  );
}
