/** Where the host's build puts the worker (webpack.config.js). */
export const ICU_WARM_UP_URL = '/icu-warm-up.js';

/**
 * Starts the worker that loads ICU's data for money and dates off the page's thread, while the
 * page loads its scripts (the `icu-warm-up` trick: `npm run bench:tricks` measures its TBT).
 * Nothing waits for it: if the page formats first, it loads the data itself, as without it.
 */
export function warmUpIcu(language: string): void {
  // Offline, the request would only fail.
  if (typeof Worker === 'undefined' || !navigator.onLine) return;
  try {
    const worker = new Worker(ICU_WARM_UP_URL);
    const stop = () => worker.terminate();
    worker.onmessage = stop;
    worker.onerror = stop;
    worker.postMessage(language);
  } catch {
    // A browser that refuses the worker: the page loads the data when it formats.
  }
}
