import { proxy, useSnapshot } from 'valtio';

/** UI state only the host has: what the full-screen loader waits for, and the exit popup. */
export const hostUi = proxy({
  /** §4.11 the language plugin is switching. */
  switchingLanguage: false,
  /** §4.10 a `store` link is loading its location and creating the order. */
  startingUp: false,
  /** §2.10 the catering exit popup is open. */
  exitPopupOpen: false,
});

export function useHostUi() {
  return useSnapshot(hostUi);
}
