import { proxy, useSnapshot } from 'valtio';

/**
 * Whether the browser has a connection: one shared flag every team reads through
 * `useOnline()` to disable what needs the server (sign-in, checkout) and to explain why.
 */
export const connection = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
});

let watching: (() => void) | null = null;

/** Follows the browser's online and offline events (once; the host calls it at start-up). */
export function watchConnection(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  onBackOnline: () => void = () => undefined,
): () => void {
  if (watching) return watching;
  const online = () => {
    connection.online = true;
    onBackOnline();
  };
  const offline = () => {
    connection.online = false;
  };
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  watching = () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
    watching = null;
  };
  return watching;
}

/** True while the browser has a connection; re-renders when that changes. */
export function useOnline(): boolean {
  return useSnapshot(connection).online;
}
