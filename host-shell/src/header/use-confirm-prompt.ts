import { useLocation as useRouterLocation } from 'react-router';
import { findRoute, useLocation } from '@qsr/shared-contracts';
import { showsConfirmLocationPrompt } from './confirm-location';

/** §2.3 whether the confirm-location prompt replaces the Menu link on this page. */
export function useConfirmPrompt(): boolean {
  const { pathname } = useRouterLocation();
  const location = useLocation();
  return showsConfirmLocationPrompt({
    cookies: document.cookie,
    hasLocation: location !== null,
    routeId: findRoute(pathname)?.route.id,
    pathname,
  });
}
