import * as ordersApi from '../api/orders';
import type { CallOptions } from '../api/request';
import { additionTo, choicesOfLine } from '../rules/box-lines';
import type { AddToOrderItem, Order, UpdateInOrderItem } from '../types/order';

/** The lines a raise changed, at the quantities they had before it. */
const asTheyWere = (box: Order, raised: readonly UpdateInOrderItem[]): UpdateInOrderItem[] =>
  raised.flatMap((item) => {
    const line = box.products.find((candidate) => candidate.id === item.id);
    return line ? [{ id: line.id, quantity: line.quantity, choices: choicesOfLine(line) }] : [];
  });

/**
 * Items into a box, the one way every add goes (the product page, upsells, a reorder): an item
 * the same as a line raises that line through `PUT orders/{id}/products`, which the ordering
 * API prices; the others are added by `POST`. The spec has no one call for both, so the add
 * is all or nothing from the customer's side: the raise goes first, and when the add is then
 * refused (an item not made for the box's time, say) the raised lines are put back to their
 * quantities before the refusal is passed on. The box is as it was, and the caller says why.
 */
export async function addToBox(
  box: Order,
  items: readonly AddToOrderItem[],
  options?: CallOptions,
): Promise<Order> {
  const { raise, add } = additionTo(box.products, items);
  if (raise.length === 0) {
    return add.length > 0 ? ordersApi.addToOrder(box.id, add, options) : box;
  }
  const raised = await ordersApi.updateInOrder(box.id, raise, options);
  if (add.length === 0) return raised;
  try {
    return await ordersApi.addToOrder(box.id, add, options);
  } catch (refused) {
    await ordersApi.updateInOrder(box.id, asTheyWere(box, raise), options);
    throw refused;
  }
}
