/** §9 loader bar: progress is redrawn at most every 200 ms and creeps over 5000 ms. */
export const LOADER_THROTTLE_MS = 200;
export const LOADER_DURATION_MS = 5000;

/** The bar never claims to be done while a request is still in flight. */
const CEILING = 0.95;
const TIME_SHARE = 0.9;

/**
 * §2.2 aggregated request progress, from 0 to 1: the share of the requests since the bar
 * appeared that have finished, or the time spent against the 5000 ms duration, whichever is
 * further; 1 once nothing is in flight.
 */
export function loaderProgress(progress: {
  elapsedMs: number;
  started: number;
  pending: number;
}): number {
  if (progress.pending <= 0) return 1;
  const byTime = Math.min(progress.elapsedMs / LOADER_DURATION_MS, 1) * TIME_SHARE;
  const started = Math.max(progress.started, progress.pending);
  const byRequests = ((started - progress.pending) / started) * TIME_SHARE;
  return Math.min(CEILING, Math.max(byTime, byRequests));
}
