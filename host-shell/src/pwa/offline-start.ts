import pRetry from 'p-retry';
import { actions, browserStorage, pendingBox } from '@qsr/shared-contracts';
import { persistPendingBox } from './stored-box-changes';
import { watchConnection } from './watch-connection';

/**
 * How the box changes made offline are sent again when an attempt gets no answer: the first
 * requests after the `online` event can still fail while the connection settles, and nothing
 * else would send them until the next `online` event or reload (about 30 s in all).
 */
export const SEND_RETRY = { retries: 5, minTimeout: 1_000, factor: 2 } as const;

class NotSentYet extends Error {}

function sendUntilDone(): Promise<void> {
  return pRetry(
    async () => {
      await actions.sendPendingBoxChanges();
      if (pendingBox.changes.length > 0) throw new NotSentYet('Box changes not sent yet');
    },
    // Offline again, the `online` event starts the next round.
    { ...SEND_RETRY, shouldRetry: () => navigator.onLine },
  ).catch(() => undefined);
}

/**
 * The shared online flag follows the browser, box changes made offline survive a
 * reload, and they are sent when the connection returns (or now, if it already has).
 */
export function startOfflineSupport(storage: Storage | null = browserStorage()): void {
  const send = () => void sendUntilDone();
  // Without storage (refused in a private mode) the changes wait in this page only.
  if (storage) persistPendingBox(storage);
  watchConnection(window, send);
  if (navigator.onLine) send();
}
