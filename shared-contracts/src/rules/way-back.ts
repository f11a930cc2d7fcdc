import type { AppState } from '../types/client-state';

/**
 * Whether the customer has a way back to show (recent orders, favourites): a member (the account
 * has them), or a guest with orders or favourite items on this device. Without one, no page
 * loads the account team's row for it.
 */
export const hasWayBack = ({
  token,
  deviceOrders,
  favouriteItems,
}: {
  token: AppState['token'];
  deviceOrders: readonly unknown[];
  favouriteItems: readonly unknown[];
}): boolean => token !== null || deviceOrders.length > 0 || favouriteItems.length > 0;
