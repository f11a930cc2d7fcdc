import { useLocation } from 'react-router';
import { COOKIES, findRoute, useRestaurant } from '@qsr/shared-contracts';
import { usePageRequest } from '../site/page-request';
import { showsConfirmLocationPrompt } from './confirm-location';

/** §2.3 whether the confirm-location prompt replaces the Menu link on this page. */
export function useConfirmPrompt(): boolean {
  const { pathname } = useLocation();
  const location = useRestaurant();
  const request = usePageRequest();
  return showsConfirmLocationPrompt({
    // Read only if the rule gets that far.
    confirmedCookie: () => request.cookie(COOKIES.locationConfirmed),
    hasLocation: location !== null,
    routeId: findRoute(pathname)?.route.id,
    pathname,
  });
}
