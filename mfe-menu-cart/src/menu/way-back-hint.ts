import { createContext, useContext } from 'react';
import { COOKIE_VALUES, COOKIES, type FirstScreenPage } from '@qsr/shared-contracts';

/**
 * Whether the server's first screen keeps the way back's room: the state it renders from is a
 * new visitor's, so it reads the host's cookie instead. The browser's render reads the state
 * itself (`hasWayBack`), which the cookie follows.
 */
const WayBackHint = createContext(false);

export const WayBackHintProvider = WayBackHint.Provider;

export function useWayBackHint(): boolean {
  return useContext(WayBackHint);
}

/** The hint the host's cookie gives the server. */
export function wayBackHinted(cookies: FirstScreenPage['cookies']): boolean {
  return cookies[COOKIES.wayBack] === COOKIE_VALUES.wayBack;
}
