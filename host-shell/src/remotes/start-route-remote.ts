import { findRoute } from '@qsr/shared-contracts';
import { loadRemoteModule } from './remote-loader';
import { isRemoteRoute } from './remote-route';

/**
 * Starts loading the page's remote (config, manifest, entry, `./routes`) as the site starts,
 * alongside the host's own start instead of after its first render. The page takes the same
 * load (`loadRemoteModule` keeps it); a failure is the page's to show, and its retry starts
 * afresh.
 */
export function startRouteRemote(pathname: string): void {
  let match;
  try {
    match = findRoute(pathname);
  } catch {
    return; // A malformed escape in a parameter: the page shows §2.11.
  }
  if (match && isRemoteRoute(match.route)) {
    loadRemoteModule(match.route.owner, './routes').catch(() => undefined);
  }
}
