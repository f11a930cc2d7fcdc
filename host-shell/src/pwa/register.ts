/**
 * §7.5 the service worker at scope `/`, in production builds only (a development server's
 * files change under the same names). On the first visit the page tells the worker what it has
 * already loaded, so the next visit starts from the cache.
 */
export function registerServiceWorker(
  production: boolean = process.env.NODE_ENV === 'production',
): void {
  if (!production || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(warn);
    return;
  }
  // First visit: what loaded before the worker took control is listed once it is active, and
  // again once it controls the page (files that loaded in between).
  const listLoaded = (registration: ServiceWorkerRegistration) =>
    registration.active?.postMessage({
      type: 'keep',
      page: window.location.href,
      urls: performance.getEntriesByType('resource').map((entry) => entry.name),
    });
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => void navigator.serviceWorker.ready.then(listLoaded),
    { once: true },
  );
  void navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then(listLoaded)
    .catch(warn);
}

function warn(error: unknown) {
  console.warn('The service worker could not be registered', error);
}
