import type { Snapshot } from 'valtio';
import type { BoxNotice } from '../types/box-notice';
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

export const boxNoticeActions = {
  /** The customer has read it (the notice as a page read it from the state). */
  dismissBoxNotice(notice: Snapshot<BoxNotice>): void {
    const state = appState();
    state.boxNotices = state.boxNotices.filter((said) => !sameNotice(said, notice));
  },
};
