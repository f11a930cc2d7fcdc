// The worker of warm-date-formats.ts, built to `/date-formats-worker.js` (a classic script at
// the site's root: a worker must come from the page's own origin).

export interface WarmUpRequest {
  locale: string;
  zone: string;
}

/** Makes one date formatter with a zone and its name: the data every later one needs. */
export function makeDateFormat({ locale, zone }: WarmUpRequest): void {
  try {
    new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'short',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(Date.now());
  } catch {
    // An unknown zone or locale: the page's own formatters fall back as they always do.
  }
}

/** The part of a worker's global scope used here (the host's types are the page's). */
interface WorkerScope {
  importScripts?: unknown;
  onmessage: ((event: MessageEvent<WarmUpRequest>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
// In the worker only: a page has no importScripts.
if (typeof scope.importScripts === 'function') {
  scope.onmessage = (event) => {
    makeDateFormat(event.data);
    scope.postMessage('done');
  };
}
