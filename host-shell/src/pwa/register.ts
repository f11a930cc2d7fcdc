/**
 * §7.5 the service worker at scope `/`, in production builds only (a development server's
 * files change under the same names). On the first visit the page lists to the worker every
 * file it loads (those that came before the worker took control or were on their way then),
 * so the next visit starts from the cache. The worker registers once the page has loaded: its
 * download and install then do not compete with the first page for the network and the CPU.
 */
export function registerServiceWorker(
  production: boolean = process.env.NODE_ENV === 'production',
): void {
  if (!production || !('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  if (!firstVisit || typeof PerformanceObserver === 'undefined') return;
  const list = (urls: string[]) =>
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'keep', page: window.location.href, urls }),
    );
  new PerformanceObserver((entries) =>
    list(entries.getEntries().map((entry) => entry.name)),
  ).observe({ type: 'resource', buffered: true });
}
