import { followBoxTotals } from '../state/box-totals';
import type { AppState } from '../types/client-state';

let stopLast = () => {};

/**
 * The box's totals follower as the host's boot starts it (`bootAppState`), over a remote test's
 * own state: the last test's follower stops when the next one starts.
 */
export function followTotalsOf(state: AppState): void {
  stopLast();
  stopLast = followBoxTotals(state);
}
