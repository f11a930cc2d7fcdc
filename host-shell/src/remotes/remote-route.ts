import type { RemoteName, RouteDefinition } from '@qsr/shared-contracts';

/** Is the page of this §2.1 route a remote's (rather than the host's home page)? */
export const isRemoteRoute = (
  route: RouteDefinition,
): route is RouteDefinition & { owner: RemoteName } => route.owner !== 'host';
