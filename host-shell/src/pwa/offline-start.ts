import { actions, persistPendingBox, watchConnection } from '@qsr/shared-contracts';

/**
 * The shared online flag follows the browser, box changes made offline survive a
 * reload, and they are sent when the connection returns (or now, if it already has).
 */
export function startOfflineSupport(storage: Storage = window.localStorage): void {
  const send = () => void actions.sendPendingBoxChanges();
  persistPendingBox(storage);
  watchConnection(window, send);
  if (navigator.onLine) send();
}
