import { useAppState, useRead, type FavouriteOrder, type Location } from '@qsr/shared-contracts';

/** Favourites of each kind shown in the strip: the account pages have the rest. */
export const FAVOURITES_SHOWN = 3;

export interface Favourites {
  orders: FavouriteOrder[];
  restaurants: Location[];
  /** Saved on this device, by sku (the state's `favouriteItems`). */
  items: ReturnType<typeof useAppState>['favouriteItems'];
  /** Still reading what the strip would show. */
  loading: boolean;
  /** A read failed: what it would have shown is missing. */
  failed: boolean;
}

/**
 * "Your favorites": the member's favourite orders and restaurants, from the account, and the
 * items saved on this device.
 */
export function useFavourites(): Favourites {
  const { token, favouriteItems } = useAppState();
  const orders = useRead('favouriteOrders', token ? [] : null);
  const restaurants = useRead('favouriteLocations', token ? [] : null);
  return {
    orders: (orders.data ?? []).slice(0, FAVOURITES_SHOWN),
    restaurants: (restaurants.data ?? []).slice(0, FAVOURITES_SHOWN),
    items: favouriteItems.slice(0, FAVOURITES_SHOWN * 2),
    loading: orders.isLoading || restaurants.isLoading,
    failed: Boolean(orders.error || restaurants.error),
  };
}
