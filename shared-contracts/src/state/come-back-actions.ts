import type { AppState } from '../types/client-state';
import type { FavouriteItem } from '../types/favourite-item';
import { appState } from './app-state';

/** A guest's placed orders kept on the device: enough to order the usual again. */
export const DEVICE_ORDERS = 5;
/** Favourite items kept on the device: a row a customer can still scan. */
export const FAVOURITE_ITEMS = 24;

/** `value` first, once, then the rest, at most `limit`. */
const newestFirst = <T>(value: T, rest: readonly T[], same: (a: T) => boolean, limit: number) =>
  [value, ...rest.filter((other) => !same(other))].slice(0, limit);

/** A guest's order just placed, remembered on the device (a member's is on the account). */
export function rememberDeviceOrder(state: AppState, orderId: string): void {
  if (state.token) return;
  state.deviceOrders = newestFirst(
    orderId,
    state.deviceOrders,
    (id) => id === orderId,
    DEVICE_ORDERS,
  );
}

/** Quick ways back to what the customer ordered or liked, kept on this device. */
export const comeBackActions = {
  /** Saves the product as a favourite, or lets it go if it is one; answers whether it is now. */
  toggleFavouriteItem(item: FavouriteItem): boolean {
    const state = appState();
    const saved = state.favouriteItems.some(({ sku }) => sku === item.sku);
    state.favouriteItems = saved
      ? state.favouriteItems.filter(({ sku }) => sku !== item.sku)
      : newestFirst(
          { sku: item.sku, name: item.name },
          state.favouriteItems,
          ({ sku }) => sku === item.sku,
          FAVOURITE_ITEMS,
        );
    return !saved;
  },

  /** A device order the ordering API no longer knows: it is no way back, so it goes. */
  forgetDeviceOrder(orderId: string): void {
    const state = appState();
    state.deviceOrders = state.deviceOrders.filter((id) => id !== orderId);
  },
};
