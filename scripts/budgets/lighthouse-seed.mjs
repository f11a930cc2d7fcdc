// The box the Lighthouse bench, its gate and the CPU profile measure pages with: what a guest who
// chose a restaurant and put one product in the box keeps in the browser.
import { api } from './site-api.mjs';

/** Stands for the product page of the product in the seeded box (its menu's own sku). */
export const PRODUCT_PAGE = '/menu/product';
const RESTAURANT = 101;

/**
 * What the browser of a guest with a restaurant chosen and one product in the box keeps:
 * local storage, and the cookies the site keeps with the restaurant and the box (boot-state.ts).
 */
export async function seededStorage(base, catering) {
  const location = await api(base, 'GET', `locations/${RESTAURANT}`);
  const menuId =
    catering && location.catering_menu_id ? location.catering_menu_id : location.menu_id;
  const order = await api(base, 'POST', 'orders/create', { menu_id: menuId });
  const menu = await api(base, 'GET', `menus/${menuId}`);
  const product = menu.categories
    .flatMap((category) => category.products)
    .find((p) => !(p.options ?? []).some((option) => option.min > 0));
  const filled = await api(base, 'POST', `orders/${order.id}/products`, {
    products: [{ id: product.id, quantity: 1, choices: [], isupsell: false }],
  });
  const expires = Date.now() + 86_400_000;
  return {
    productPage: `${PRODUCT_PAGE}?id=${encodeURIComponent(product.sku)}`,
    storage: {
      'qsr.location': JSON.stringify({ ...location, expires }),
      'qsr.order': JSON.stringify({ ...filled, expires }),
    },
    cookies: [`qsr-restaurant=${location.id}`, `qsr-guest-box=${filled.id}`],
  };
}
