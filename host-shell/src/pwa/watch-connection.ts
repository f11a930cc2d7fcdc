import { connection } from '@qsr/shared-contracts';

let watching: (() => void) | null = null;

/** Keeps the shared online flag in step with the browser's online and offline events (once). */
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
