import { loadRemoteModule } from './remote-loader';
import { pageRemote } from './remote-route';

/**
 * Starts loading the page's remote (config, manifest, entry, `./routes`) as the site starts,
 * alongside the host's own start instead of after its first render. The page takes the same
 * load (`loadRemoteModule` keeps it); a failure is the page's to show, and its retry starts
 * afresh.
 */
export function startRouteRemote(pathname: string): void {
  const remote = pageRemote(pathname);
  if (remote) loadRemoteModule(remote, './routes').catch(() => undefined);
}
