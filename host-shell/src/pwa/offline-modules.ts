import { loadRemoteModule } from '../remotes/remote-loader';

/**
 * What the offline banner promises beyond the page itself is 'change your box'. The box drawer
 * loads when it is first opened, so a customer who had not opened it on a page the worker
 * controlled met its fallback offline. Loaded once the worker is ready, its files pass through
 * the worker (or, before it controls the page, are listed to it) and are kept before the
 * connection goes. Offline there is nothing to fetch; a failure is the drawer's to show when
 * it is opened.
 */
export function keepOfflineModules(
  load: (remote: 'menuCart', module: './cart-drawer') => Promise<unknown> = loadRemoteModule,
): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  return load('menuCart', './cart-drawer').then(
    () => undefined,
    (error: unknown) => console.warn('The box is not kept for offline use', error),
  );
}
