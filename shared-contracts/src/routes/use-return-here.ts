import { useLocation } from 'react-router';
import { actions } from '../state/actions';

/**
 * §4.2 the stored redirect: what a "sign in" link on a page calls, so that sign-in comes back to
 * this very page (its query too) rather than to the account page.
 */
export function useReturnHere(): () => void {
  const { pathname, search } = useLocation();
  return () => actions.setRedirect(`${pathname}${search}`);
}
