import { useLocation as useRouterLocation } from 'react-router';
import { findRoute, useLocation } from '@qsr/shared-contracts';
import { usePageRequest } from '../site/page-request';
import { showsConfirmLocationPrompt } from './confirm-location';

/** §2.3 whether the confirm-location prompt replaces the Menu link on this page. */
export function useConfirmPrompt(): boolean {
  const { pathname } = useRouterLocation();
  const location = useLocation();
  const request = usePageRequest();
  return showsConfirmLocationPrompt({
    // Read only if the rule gets that far.
    get cookies() {
      return request.cookie;
    },
    hasLocation: location !== null,
    routeId: findRoute(pathname)?.route.id,
    pathname,
  });
}
