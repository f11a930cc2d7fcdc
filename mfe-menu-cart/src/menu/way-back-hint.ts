import { createContext, useContext } from 'react';
import { COOKIE_VALUES, COOKIES, readCookie, type FirstScreenPage } from '@qsr/shared-contracts';

/**
 * Whether the page keeps the way back's room from its first render: the state a first screen
 * renders from is a new visitor's, so the server's and the hydration's renders read the host's
 * cookie, which follows the state's `hasWayBack`. The server gives its request's cookie.
 */
const WayBackHint = createContext<boolean | null>(null);

export const WayBackHintProvider = WayBackHint.Provider;

export function useWayBackHint(): boolean {
  return useContext(WayBackHint) ?? readCookie(COOKIES.wayBack) === COOKIE_VALUES.wayBack;
}

/** The hint the host's cookie gives the server. */
export function wayBackHinted(cookies: FirstScreenPage['cookies']): boolean {
  return cookies[COOKIES.wayBack] === COOKIE_VALUES.wayBack;
}
