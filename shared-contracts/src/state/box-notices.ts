import type { Snapshot } from 'valtio';
import { restaurantZone } from '../rules/restaurant-zone';
import type { BoxNotice } from '../types/box-notice';
import type { Location } from '../types/location';
import { appState } from './app-state';

const sameNotice = (a: Snapshot<BoxNotice>, b: Snapshot<BoxNotice>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Says a change to the box the customer did not see happen (once: the same notice is not doubled). */
export function sayInBox(notice: BoxNotice): void {
  const state = appState();
  state.boxNotices = [...state.boxNotices.filter((said) => !sameNotice(said, notice)), notice];
}

/** Forgets the notices of one kind: the customer has acted on what they said. */
export function forgetBoxNotices(kind: BoxNotice['kind']): void {
  const state = appState();
  if (state.boxNotices.some((said) => said.kind === kind)) {
    state.boxNotices = state.boxNotices.filter((said) => said.kind !== kind);
  }
}

/**
 * Says in the box what a move to `restaurant` changed on its own (said after the box is kept:
 * a new box forgets what was said of the one before), so that a change of restaurant never
 * drops a line or a time silently.
 */
export function sayMoved(
  restaurant: Pick<Location, 'name' | 'timezone'>,
  { missing, lostTime }: { missing: readonly string[]; lostTime: string | null },
): void {
  if (missing.length > 0) {
    sayInBox({ kind: 'not-made-here', restaurant: restaurant.name, items: [...missing] });
  }
  if (lostTime) {
    sayInBox({
      kind: 'time-not-kept',
      restaurant: restaurant.name,
      wanted: lostTime,
      zone: restaurantZone(restaurant),
    });
  }
}

export const boxNoticeActions = {
  /** The customer has read it (the notice as a page read it from the state). */
  dismissBoxNotice(notice: Snapshot<BoxNotice>): void {
    const state = appState();
    state.boxNotices = state.boxNotices.filter((said) => !sameNotice(said, notice));
  },
};
