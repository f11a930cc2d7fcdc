/** How long no file or request may finish before the page counts as settled. */
export const SETTLED_QUIET_MS = 2000;
/** The latest the page counts as settled after its load, for a page that keeps asking. */
export const SETTLED_AT_MOST_MS = 30_000;

function whenLoaded(win: Window): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has loaded and then gone `quietMs` without a file or request
 * finishing (30 s after its load at most). A page's `load` event comes before the remotes and
 * the data its first render needs; work started at `load` competes with that render.
 */
export function whenPageSettled(
  win: Window = window,
  quietMs: number = SETTLED_QUIET_MS,
  atMostMs: number = SETTLED_AT_MOST_MS,
): Promise<void> {
  return whenLoaded(win).then(
    () =>
      new Promise<void>((resolve) => {
        let quiet: ReturnType<typeof setTimeout> | undefined;
        let observer: PerformanceObserver | undefined;
        const settle = () => {
          clearTimeout(quiet);
          clearTimeout(latest);
          observer?.disconnect();
          resolve();
        };
        const restartQuiet = () => {
          clearTimeout(quiet);
          quiet = setTimeout(settle, quietMs);
        };
        const latest = setTimeout(settle, atMostMs);
        if (typeof PerformanceObserver !== 'undefined') {
          observer = new PerformanceObserver(restartQuiet);
          observer.observe({ type: 'resource' });
        }
        restartQuiet();
      }),
  );
}
