import { menuIdFor, useAppState, useRead, type Channel, type Order } from '@qsr/shared-contracts';

/** Past orders shown in the strip: the last few, the history page has the rest. */
export const RECENT_SHOWN = 3;

export interface RecentOrders {
  /** A member's orders of this site, from the account. */
  orders: Order[];
  /** A guest's orders on this device: their ids, each card reads its order. */
  deviceIds: string[];
  /** Still reading what the strip would show. */
  loading: boolean;
  /** A read failed: what it would have shown is missing. */
  failed: boolean;
}

/**
 * A member's past orders of this site: the account holds both sites' orders, and a restaurant
 * order is no way back on the catering site (nor a catering one on the restaurant site). Until
 * their restaurants are read, or if they cannot be, none is shown: the strip is a shortcut.
 */
function useOrdersOfSite(orders: readonly Order[] | undefined, channel: Channel) {
  const menuIds = [...new Set((orders ?? []).map((order) => order.menu_id))].sort((a, b) => a - b);
  const restaurants = useRead('menuRestaurants', menuIds.length > 0 ? [menuIds] : null, {
    revalidateOnFocus: false,
  });
  const places = restaurants.data;
  const ofSite =
    orders && places
      ? orders.filter((order) => {
          // A restaurant gone (null) takes only its own orders with it.
          const restaurant = places[menuIds.indexOf(order.menu_id)];
          return restaurant != null && menuIdFor(channel, restaurant) === order.menu_id;
        })
      : [];
  return { ofSite, loading: restaurants.isLoading, failed: Boolean(restaurants.error) };
}

/** "Your recent orders": the member's of this site from the account, a guest's from this device. */
export function useRecentOrders(): RecentOrders {
  const { token, deviceOrders, channel } = useAppState();
  const member = useRead('recentOrders', token ? [] : null);
  const { ofSite, loading, failed } = useOrdersOfSite(token ? member.data : undefined, channel);
  return {
    orders: ofSite.slice(0, RECENT_SHOWN),
    deviceIds: token ? [] : deviceOrders.slice(0, RECENT_SHOWN),
    loading: member.isLoading || loading,
    failed: Boolean(member.error) || failed,
  };
}
