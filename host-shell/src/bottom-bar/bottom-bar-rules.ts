/**
 * §2.6: the order row of the bottom bar is hidden on these routes; and on a group order's guest
 * page, where the guest adds to the host's box, not to an order of their own.
 */
const HIDDEN_ON = new Set([
  'order-product',
  'order-checkout',
  'order-items',
  'account-login',
  'group',
]);

export function showsBottomBar(routeId: string | undefined): boolean {
  return !routeId || !HIDDEN_ON.has(routeId);
}

/** What the one bottom bar of the page holds; neither row: no bar. */
export interface BottomBarRows {
  /** §2.6 Order Now, or the address and the Pickup/Delivery toggle: small and medium screens. */
  order: boolean;
  /** The app's tabs (Home, Menu, Offers, Account, Box): in the app, on every page, any width. */
  app: boolean;
}

/**
 * Inside the app the tabs are the app's navigation: they stay on every page (a customer who
 * taps Menu keeps the bar that took them there), also where §2.6 hides the order row.
 */
export function bottomBarRows({
  routeId,
  mobile,
  app,
}: {
  routeId: string | undefined;
  mobile: boolean;
  app: boolean;
}): BottomBarRows {
  return { order: mobile && showsBottomBar(routeId), app };
}
