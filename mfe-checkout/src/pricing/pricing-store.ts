import { actions, useAppState } from '@qsr/shared-contracts';

/*
 * The changes of checkout being priced by the ordering API. They go one after another, so an
 * answer never overtakes a later change's; each is counted in the shared state's `boxPricing`
 * with the box drawer's changes, so the totals say "updating" until the last change of either
 * has answered instead of showing an old figure as if it were current.
 */
let queue: Promise<unknown> = Promise.resolve();

/** Runs `change` after the changes before it; the totals are pricing until it settles. */
export function priceChange<T>(change: () => Promise<T>): Promise<T> {
  const run = actions.whilePricing(() => queue.then(change));
  queue = run.catch(() => undefined);
  return run;
}

/** Settles when every change asked for so far, here or in the box drawer, has its answer. */
export function allPriced(): Promise<void> {
  return queue.then(() => actions.boxPriced());
}

/** True while a change of the box is being priced by the ordering API, whichever part asked it. */
export function useBoxPricing() {
  return useAppState().boxPricing > 0;
}
