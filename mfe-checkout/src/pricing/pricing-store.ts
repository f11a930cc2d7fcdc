import { useSyncExternalStore } from 'react';

/*
 * The changes of checkout being priced by the ordering API. They go one after another, so an
 * answer never overtakes a later change's, and the totals say "updating" until the last one
 * has answered instead of showing an old figure as if it were current.
 */
let pending = 0;
let queue: Promise<unknown> = Promise.resolve();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Runs `change` after the changes before it; the totals are pricing until it settles. */
export function priceChange<T>(change: () => Promise<T>): Promise<T> {
  pending += 1;
  emit();
  const run = queue.then(change);
  queue = run.catch(() => undefined);
  return run.finally(() => {
    pending -= 1;
    emit();
  });
}

/** Settles when every change asked for so far has its answer (review waits for it). */
export function allPriced(): Promise<void> {
  return queue.then(() => undefined);
}

/** True while a change is being priced. */
export function usePricing(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}
