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

/** Sends once, and again while an attempt leaves changes unsent (p-retry). */
async function sendUntilDone(): Promise<void> {
  // Nothing waits to be sent on almost every visit: then nothing is priced again, and the
  // retries' library (a chunk of its own) is not loaded. A chunk that cannot come (the
  // connection still settling) leaves one attempt, and the changes kept for the next round.
  if (pendingBox.changes.length === 0) return;
  const retrying = await import(/* webpackChunkName: "send-retry" */ 'p-retry').catch(() => null);
  const attempt = async () => {
    await actions.sendPendingBoxChanges();
    if (pendingBox.changes.length > 0) throw new NotSentYet('Box changes not sent yet');
  };
  if (!retrying) return attempt();
  // Offline again, the `online` event starts the next round.
  return retrying.default(attempt, { ...SEND_RETRY, shouldRetry: () => navigator.onLine });
}

/**
 * The shared online flag follows the browser, box changes made offline survive a
 * reload, and they are sent when the connection returns (or now, if it already has).
 */
export function startOfflineSupport(storage: Storage | null = browserStorage()): void {
  const send = () => void sendUntilDone().catch(() => undefined);
  // Without storage (refused in a private mode) the changes wait in this page only.
  if (storage) persistPendingBox(storage);
  watchConnection(window, send);
  if (navigator.onLine) send();
}
