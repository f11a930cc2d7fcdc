import { subscribe } from 'valtio';
import { pendingBox, readStored, type StoredSchema } from '@qsr/shared-contracts';

/** A box line's quantity set while offline (the contract's queue). */
type PendingBoxChange = (typeof pendingBox.changes)[number];

export const PENDING_BOX_KEY = 'pendingBoxChanges';

/** Schema of the stored queue: the changes that have a line and a quantity. */
const storedQueue: StoredSchema<PendingBoxChange[]> = (raw) =>
  Array.isArray(raw)
    ? raw.filter(
        (item: unknown): item is PendingBoxChange =>
          typeof (item as PendingBoxChange | null)?.lineId === 'number' &&
          typeof (item as PendingBoxChange).quantity === 'number',
      )
    : undefined;

/** Restores the queue from storage and keeps it stored, so a reload while offline loses nothing. */
export function persistPendingBox(storage: Storage): () => void {
  pendingBox.changes = readStored(storage, PENDING_BOX_KEY, storedQueue) ?? [];
  return subscribe(pendingBox, () => {
    try {
      if (pendingBox.changes.length === 0) storage.removeItem(PENDING_BOX_KEY);
      else storage.setItem(PENDING_BOX_KEY, JSON.stringify(pendingBox.changes));
    } catch {
      // A storage that cannot be written keeps the queue for this page only.
    }
  });
}
