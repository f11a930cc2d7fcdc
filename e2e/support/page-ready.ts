import type { Page, Request } from '@playwright/test';

/**
 * When a page has shown what it shows, by what the page itself says rather than by a network
 * idle of 500 ms a page (Playwright's `networkidle`, which waits that long even after the last
 * answer): its first screen taken over, no region busy (a remote arriving, a skeleton, a button
 * at work), the loader bar's count of the site's requests at zero, its fonts in, and none of its
 * requests in flight (its streams of events aside) for a short quiet (a read that starts the next one, as a menu does its
 * products, starts it within that).
 */
const QUIET_MS = 150;
const TIMEOUT_MS = 15_000;

interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests in flight from now on (once a page; again is harmless). */
export function watchTraffic(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const watched: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  const done = (request: Request) => {
    watched.inFlight.delete(request);
    watched.lastChange = Date.now();
  };
  page.on('request', (request) => {
    // A stream of events (a group's changes, an order's status) stays open by design.
    const stream =
      request.resourceType() === 'eventsource' ||
      request.headers().accept?.startsWith('text/event-stream');
    if (stream) return;
    watched.inFlight.add(request);
    watched.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, watched);
  return watched;
}

/** Run in the page: nothing on it is still arriving. */
function showsAll(): boolean {
  if (document.readyState !== 'complete' || document.fonts.status !== 'loaded') return false;
  const loading = document.querySelector(
    'html:not([data-live]), [data-remote-area][inert], .host-page-loading, [aria-busy="true"]',
  );
  if (loading) return false;
  const bar = document.querySelector<HTMLElement>('.host-loader-bar');
  const progress = bar?.dataset.progress;
  return progress === undefined || progress === '1';
}

/** Waits until the page has shown what it shows (above); says what it still waited for if not. */
export async function pageReady(page: Page): Promise<void> {
  const watched = watchTraffic(page);
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) {
      const pending = [...watched.inFlight].map((request) => request.url()).join(', ');
      throw new Error(`${page.url()} still loading after ${TIMEOUT_MS} ms: ${pending || 'page'}`);
    }
    await page.waitForFunction(showsAll, undefined, { timeout: left, polling: 'raf' });
    const quietFor = Date.now() - watched.lastChange;
    if (watched.inFlight.size === 0 && quietFor >= QUIET_MS && (await page.evaluate(showsAll))) {
      return;
    }
    await page.waitForTimeout(watched.inFlight.size > 0 ? 25 : QUIET_MS - quietFor);
  }
}
