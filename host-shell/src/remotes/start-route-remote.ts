import { loadRemoteModule } from './remote-loader';
import { pageRemote } from './remote-route';

/**
 * Starts loading the page's remote (config, manifest, entry, `./routes`) as the site starts,
 * alongside the host's own start instead of after its first render. The page takes the same
 * load (`loadRemoteModule` keeps it); a failure is the page's to show, and its retry starts
 * afresh. The promise settles when the load has ended either way; it never rejects.
 */
export function startRouteRemote(pathname: string): Promise<void> {
  const remote = pageRemote(pathname);
  if (!remote) return Promise.resolve();
  return loadRemoteModule(remote, './routes').then(
    () => undefined,
    () => undefined,
  );
}
