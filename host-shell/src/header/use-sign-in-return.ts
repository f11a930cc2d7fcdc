import { useLocation } from 'react-router';
import { actions } from '@qsr/shared-contracts';

/** Pages of an order on its way (the menu, the box's pages, checkout): sign-in comes back here. */
const ORDER_FLOW = /^\/(order|menu)(\/|$)/;

/**
 * §4.2 the stored redirect, set by the header's and the mobile menu's sign-in link: a customer
 * in the middle of an order (checkout, or the menu with the box open) comes back to it with
 * the box, not to the account page. Elsewhere the redirect is cleared, so an old one does not
 * lead off; the account's own pages keep theirs (a member page sets it, and the sign-in pages
 * are no place to come back to).
 */
export function useSignInReturn(): () => void {
  const { pathname, search } = useLocation();
  return () => {
    if (pathname.startsWith('/account') || pathname === '/app/signin') return;
    actions.setRedirect(ORDER_FLOW.test(pathname) ? `${pathname}${search}` : null);
  };
}
