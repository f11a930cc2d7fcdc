import * as ordersApi from '../api/orders';
import type { CallOptions } from '../api/request';
import { additionTo } from '../rules/box-lines';
import type { AddToOrderItem, Order } from '../types/order';

/**
 * Items into a box, the one way every add goes (the product page, upsells, a reorder): an item
 * the same as a line raises that line through `PUT orders/{id}/products`, which the ordering
 * API prices; the others are added. The new lines go first: the API may refuse one for the
 * box's time, and a refused add then leaves the box as it was.
 */
export async function addToBox(
  box: Order,
  items: readonly AddToOrderItem[],
  options?: CallOptions,
): Promise<Order> {
  const { raise, add } = additionTo(box.products, items);
  let next = box;
  if (add.length > 0) next = await ordersApi.addToOrder(box.id, add, options);
  if (raise.length > 0) next = await ordersApi.updateInOrder(box.id, raise, options);
  return next;
}
