import { intlLocale, restaurantZone, type Language, type Location } from '@qsr/shared-contracts';

/** Where the host's build puts the worker (`date-formats-worker.ts`). */
export const DATE_FORMATS_WORKER_URL = '/date-formats-worker.js';

/**
 * The page's first `Intl.DateTimeFormat` loads ICU's date data: 15 to 45 ms on a phone's main
 * thread, in one piece nothing can split. ICU keeps that data for the whole browser process, so
 * a worker that makes a formatter first (on its own thread) leaves the page's own first one
 * under a millisecond. The worker ends once it has. Without workers, nothing changes.
 */
export function warmDateFormats(
  language: Language,
  location: Pick<Location, 'timezone'> | null,
  makeWorker: (url: string) => Worker = (url) => new Worker(url),
): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = makeWorker(DATE_FORMATS_WORKER_URL);
    const end = () => worker.terminate();
    worker.onmessage = end;
    worker.onerror = end;
    worker.postMessage({
      locale: intlLocale(language),
      zone: restaurantZone(location),
    });
  } catch {
    // A worker refused (a policy, a browser setting): the page makes its formatters itself.
  }
}
