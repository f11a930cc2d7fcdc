import { actions, browserStorage, persistPendingBox } from '@qsr/shared-contracts';
import { watchConnection } from './watch-connection';

/**
 * The shared online flag follows the browser, box changes made offline survive a
 * reload, and they are sent when the connection returns (or now, if it already has).
 */
export function startOfflineSupport(storage: Storage | null = browserStorage()): void {
  const send = () => void actions.sendPendingBoxChanges();
  // Without storage (refused in a private mode) the changes wait in this page only.
  if (storage) persistPendingBox(storage);
  watchConnection(window, send);
  if (navigator.onLine) send();
}
