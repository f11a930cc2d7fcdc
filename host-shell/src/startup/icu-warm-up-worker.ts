// The worker of icu-warm-up.ts, built to `/icu-warm-up.js` (a classic script at the site's root:
// a worker must come from the page's own origin).
import {
  dateTimeFormat,
  formatMoney,
  intlLocale,
  type Language,
} from '@qsr/shared-contracts/formats';

/**
 * A zone the restaurants are in: the zones' data is one resource, so any of them loads it for
 * the zone the page then names.
 */
const A_RESTAURANT_ZONE = 'America/Chicago';

/**
 * Formats an amount and a restaurant's time in the page's language, as the page will: the first
 * formatter of a kind loads ICU's data for it, which is shared by the page's thread (about 60 ms
 * of a phone's main thread for money, 15 for dates, measured at Lighthouse's 4× slowdown).
 */
export function warmUp(language: Language): void {
  formatMoney(1);
  dateTimeFormat(intlLocale(language), {
    timeZone: A_RESTAURANT_ZONE,
    timeZoneName: 'short',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).format(Date.now());
}

/** The part of a worker's global scope used here (the host's types are the page's). */
interface WorkerScope {
  importScripts?: unknown;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;
// In the worker only: a page has no importScripts.
if (typeof scope.importScripts === 'function') {
  scope.onmessage = (event) => {
    warmUp(event.data === 'es' ? 'es' : 'en-US');
    scope.postMessage('done');
  };
}
