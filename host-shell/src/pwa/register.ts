import { whenPageSettled } from './page-settled';

/**
 * Runs after the page has settled, so it is not among the files a first visit waits for: a chunk
 * of its own (its module and the manifest reading), fetched only then.
 */
const keepOfflineModules: (keep: (urls: string[]) => void) => Promise<void> = (keep) =>
  import('./offline-modules').then(
    (module) => module.keepOfflineModules(keep),
    (error: unknown) => console.warn('The box is not kept for offline use', error),
  );

/**
 * §7.5 the service worker at scope `/`, in production builds only (a development server's
 * files change under the same names). On the first visit the page lists to the worker every
 * file it loads (those that came before the worker took control or were on their way then),
 * so the next visit starts from the cache. The worker registers once the page has settled:
 * its download, and its install that fetches and stores the page's files again, then do not
 * compete with the first page's render for the network and the CPU (on a two-core phone they
 * took a third of the main thread's time while the remotes' pages rendered). Once the worker is
 * ready, it is also given what the offline banner promises but the page has not loaded (the
 * box's files) to keep.
 */
export function registerServiceWorker(
  production: boolean = process.env.NODE_ENV === 'production',
  settled: () => Promise<void> = whenPageSettled,
  keepForOffline: (keep: (urls: string[]) => void) => Promise<void> = keepOfflineModules,
): void {
  if (!production || !('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  const list = (urls: string[]) =>
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'keep', page: window.location.href, urls }),
    );
  void settled().then(() => {
    register();
    void navigator.serviceWorker.ready.then(() => keepForOffline(list));
  });
  if (!firstVisit || typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((entries) =>
    list(entries.getEntries().map((entry) => entry.name)),
  ).observe({ type: 'resource', buffered: true });
}
