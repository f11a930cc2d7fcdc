import { useEffect, type ErrorInfo } from 'react';

/**
 * Thrown while hydrating a remote's part of the first screen that its remote cannot hydrate (it
 * has not the state the server drew it from: its data did not come in time). React draws the
 * part anew, as it does on any error while hydrating; this one is expected, not reported.
 */
export class PartDrawnAnew extends Error {
  constructor() {
    super('The remote has not the state its part of the first screen was drawn from.');
  }
}

/**
 * A first screen React could not hydrate (its markup differed from the browser's render): React
 * renders the page afresh, so the customer loses nothing, but the page paid for a second render.
 * Said in the console, where the end-to-end tests and a developer look.
 */
export function reportHydrationError(error: unknown, info: ErrorInfo): void {
  if (error instanceof Error && error.cause instanceof PartDrawnAnew) return;
  console.error('[host] the first screen did not hydrate:', error, info.componentStack ?? '');
}

/**
 * Marks the page live once its first render has committed, a hydration's too: the server's
 * first screen stops being inert (the BFF writes `#root` inert), and `<html data-live>` tells
 * what waits for the page to answer.
 */
export function useMarkLive(): void {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    document.documentElement.dataset.live = '';
  }, []);
}
