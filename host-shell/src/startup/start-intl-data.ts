/**
 * Starts the worker that loads ICU's data for the page's formatters off the page's thread
 * (`intl-data-worker.ts`). Where no worker can start, the page's first formatter loads it, as
 * before.
 */
export function startIntlData(): void {
  try {
    new Worker('/intl-data-worker.js');
  } catch {
    // No worker (an old browser, a refused script): nothing is lost but the head start.
  }
}
