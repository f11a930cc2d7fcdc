/** §2.6: the bottom bar is hidden on these routes. */
const HIDDEN_ON = new Set(['order-product', 'order-checkout', 'order-items', 'account-login']);

/** §2.6: the app-catering bar appears only on these paths. */
export const APP_BAR_PATHS = [
  '/',
  '/offers',
  '/account',
  '/account/settings',
  '/account/payments',
  '/account/order-history',
] as const;

export function showsBottomBar(routeId: string | undefined): boolean {
  return !routeId || !HIDDEN_ON.has(routeId);
}

/** A trailing slash does not make another page. */
export function showsAppBar(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (APP_BAR_PATHS as readonly string[]).includes(path);
}
