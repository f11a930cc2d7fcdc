import { pageRoute, type RemoteName, type RouteDefinition } from '@qsr/shared-contracts';

/** Is the page of this §2.1 route a remote's (rather than the host's home page)? */
export const isRemoteRoute = (
  route: RouteDefinition,
): route is RouteDefinition & { owner: RemoteName } => route.owner !== 'host';

/** The remote whose page a path is; null for the host's pages and unknown or malformed paths. */
export function pageRemote(pathname: string): RemoteName | null {
  const route = pageRoute(pathname);
  return route && isRemoteRoute(route) ? route.owner : null;
}
