import type { findRoute } from '@qsr/shared-contracts';
import { HomePage } from '../home/HomePage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { isRemoteRoute } from '../remotes/remote-route';

/** The page for the route of §2.1 the URL resolved to, or the §2.11 page. */
export function SitePage({ match }: { match: ReturnType<typeof findRoute> }) {
  if (!match) return <NotFoundPage />;
  if (isRemoteRoute(match.route)) return <RemotePage route={match.route} />;
  return <HomePage />;
}
