import useSWR from 'swr';
import { getLocation, type Location, type Order } from '@qsr/shared-contracts';

const sells = (location: Location, order: Order) =>
  location.menu_id === order.menu_id || location.catering_menu_id === order.menu_id;

/**
 * The restaurant of a placed order: the chosen one when the order is from its menu, else the
 * one whose menu it is (`GET locations/{menuId}?byMenuId`), for a confirm page opened later or
 * after the customer chose another restaurant.
 */
export function useOrderRestaurant(order: Order | null, chosen: Location | null): Location | null {
  const known = order && chosen && sells(chosen, order) ? chosen : null;
  const { data } = useSWR(
    order && !known ? ['checkout:restaurant-of-menu', order.menu_id] : null,
    ([, menuId]: [string, number]) => getLocation(menuId, { byMenuId: true }, { mode: 'suppress' }),
    { revalidateOnFocus: false },
  );
  return known ?? data ?? null;
}
