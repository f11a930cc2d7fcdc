import {
  unorderableLines,
  type ChosenTime,
  type MenuLike,
  type Order,
  type Product,
} from '@qsr/shared-contracts';

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
