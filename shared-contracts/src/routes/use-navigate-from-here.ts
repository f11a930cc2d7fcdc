import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/** Goes to `to` if the customer is still where the action began; answers whether it went. */
export interface NavigateFromHere {
  (to: To, options?: NavigateOptions): boolean;
  /** Whether the customer is still there (before opening something over the page, say). */
  stillHere(): boolean;
}

/**
 * The page the browser is on, as its address names it (a fragment is a place on that page).
 * The address, not the router's location: React Router moves its location in a transition, so
 * for a moment after a click the page that started the action still renders the old one.
 */
const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Navigation that ends an action with awaits in it (a restaurant confirmed and its box made
 * ready, a sign-in): meanwhile the customer may have gone elsewhere (the header's Menu link,
 * Back), and is never dragged back. Call the answer when the action begins; the function it
 * gives navigates only while the browser is still on that page.
 *
 *     const fromHere = useNavigateFromHere();
 *     const orderFrom = async () => {
 *       const navigate = fromHere();
 *       const confirmed = await actions.confirmPickupLocation(location);
 *       if (confirmed.ok) navigate(confirmed.value);
 *     };
 */
export function useNavigateFromHere(): () => NavigateFromHere {
  const navigate = useNavigate();
  return useCallback(() => {
    const start = here();
    const stillHere = () => here() === start;
    const go = (to: To, options?: NavigateOptions) => {
      if (!stillHere()) return false;
      void navigate(to, options);
      return true;
    };
    return Object.assign(go, { stillHere });
  }, [navigate]);
}
