import { proxy, useSnapshot } from 'valtio';

/**
 * Whether the browser has a connection: one shared flag every team reads through
 * `useOnline()` to disable what needs the server (sign-in, checkout) and to explain why. The
 * host keeps it in step with the browser.
 */
export const connection = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
});

/** True while the browser has a connection; re-renders when that changes. */
export function useOnline(): boolean {
  return useSnapshot(connection).online;
}
