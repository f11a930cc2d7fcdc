import {
  productsOf,
  type Menu,
  type Order,
  type Product,
  type Upsell,
} from '@qsr/shared-contracts';
import { getUpsellProduct } from './upsell-product-call';

/**
 * A suggestion with its options: from the menu the page already holds when it is the box's
 * menu, else from the ordering API (§7.2 `upsells/{orderId}/product/{productId}`).
 */
export async function suggestionProduct(
  upsell: Upsell,
  order: Pick<Order, 'id' | 'menu_id'>,
  menu: Menu | null,
  email?: string,
): Promise<Product> {
  const held =
    menu?.id === order.menu_id
      ? productsOf(menu).find((product) => product.id === upsell.id)
      : null;
  return held ?? getUpsellProduct(order.id, upsell.id, email, { mode: 'suppress' });
}

/** The groups a customer must choose in before the product can be added. */
export const requiredOptions = (product: Pick<Product, 'options'>) =>
  (product.options ?? []).filter((option) => option.min > 0);
