import { useLocation as useRouterLocation } from 'react-router';
import { COOKIES, findRoute, useLocation } from '@qsr/shared-contracts';
import { usePageRequest } from '../site/page-request';
import { showsConfirmLocationPrompt } from './confirm-location';

/** §2.3 whether the confirm-location prompt replaces the Menu link on this page. */
export function useConfirmPrompt(): boolean {
  const { pathname } = useRouterLocation();
  const location = useLocation();
  const request = usePageRequest();
  return showsConfirmLocationPrompt({
    // Read only if the rule gets that far.
    confirmedCookie: () => request.cookie(COOKIES.locationConfirmed),
    hasLocation: location !== null,
    routeId: findRoute(pathname)?.route.id,
    pathname,
  });
}
