import { useLocation } from 'react-router';
import { findRoute, type RouteMatch } from './match-route';

/** The §2.1 route the current URL resolves to, with its params (for example `slug`). */
export function useRouteMatch(): RouteMatch | null {
  return findRoute(useLocation().pathname);
}
