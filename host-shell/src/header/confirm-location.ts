import { COOKIE_VALUES } from '@qsr/shared-contracts';

/**
 * Routes where the customer is already choosing or using their location (§2.3): the menu and
 * every ordering page (/order and each /order/… page of §2.1, the app's too). Read as /order
 * alone, the prompt took the Menu link's place on the confirmation of an order just placed.
 */
const ORDERING_ROUTES = new Set(['menu']);
const ORDERING_PATHS = /^\/(?:order|app)(?:\/|$)/;

/**
 * §2.3: the confirm-location prompt replaces the Menu link when the location-confirmed cookie
 * is not true, a location exists, and the route is not order, menu, checkout or locations.
 */
export function showsConfirmLocationPrompt(situation: {
  /** The location-confirmed cookie's value. */
  confirmedCookie: () => string | undefined;
  hasLocation: boolean;
  routeId: string | undefined;
  pathname: string;
}): boolean {
  if (!situation.hasLocation) return false;
  if (situation.routeId && ORDERING_ROUTES.has(situation.routeId)) return false;
  if (ORDERING_PATHS.test(situation.pathname)) return false;
  if (situation.pathname.startsWith('/locations')) return false;
  // The cookie last: in a browser, reading it is a round trip to the cookie store.
  return situation.confirmedCookie() !== COOKIE_VALUES.locationConfirmed;
}
