import { snapshot, subscribe } from 'valtio';
import type { AppState } from '../types/client-state';
import { initialAppState, withWholeSlices } from './app-state';
import { STORAGE_KEYS, STORED_SLICES, type Dropped, type StoredKey } from './stored-slices';
import { parseStoredJson } from './stored-value';

type AnySlice = (typeof STORED_SLICES)[number];

/**
 * The largest stored slice read back: a chain's menu is a few hundred KB, and a browser keeps
 * about 5 MB for the whole site.
 */
const MAX_SLICE_LENGTH = 4 * 1024 * 1024;

/** A stored text read back through its slice's check (null: none stored); never throws. */
function readSlice(
  slice: AnySlice,
  text: string | null,
  now: Date,
): AppState[StoredKey] | Dropped | undefined {
  const json = parseStoredJson(text, MAX_SLICE_LENGTH);
  if (json === 'corrupt') return 'corrupt';
  return json.found ? slice.read(json.value, now) : undefined;
}

function dropped(value: unknown): value is Dropped {
  return value === 'corrupt' || value === 'expired';
}

function removeQuietly(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // A storage that cannot be written is used as if it were empty.
  }
}

function warnCorrupt(slice: AnySlice): void {
  console.warn(`Dropped the stored ${slice.key}: it is corrupt or not this site's.`);
}

/**
 * §3 Persistence: the stored slices that are still valid. Corrupt or foreign values and
 * expired ones are removed from storage (corrupt ones with a warning); nothing throws.
 */
export function restoreState(storage: Storage, now: Date = new Date()): Partial<AppState> {
  const restored: Partial<Record<StoredKey, unknown>> = {};
  for (const slice of STORED_SLICES) {
    try {
      const value = readSlice(slice, storage.getItem(slice.storageKey), now);
      if (value === undefined) continue;
      if (value === 'corrupt') warnCorrupt(slice);
      if (dropped(value)) removeQuietly(storage, slice.storageKey);
      else restored[slice.key] = value;
    } catch (error) {
      console.warn(`Could not read the stored ${slice.key}.`, error);
    }
  }
  const values = restored as Partial<AppState>;
  // §4.2: without a (valid, ordering) token nobody is signed in, whatever user is left.
  if (values.user && !values.token) {
    delete values.user;
    removeQuietly(storage, STORAGE_KEYS.user);
  }
  return values;
}

/**
 * Stores a slice's value, taken from a snapshot: serialised through the state's proxy instead,
 * a chain's menu (171 KB) took four times as long (2.7 against 0.7 ms here, in a page's start).
 */
function write(value: unknown, storage: Storage, slice: AnySlice): void {
  try {
    if (value === null || value === undefined) {
      storage.removeItem(slice.storageKey);
      return;
    }
    const text = JSON.stringify(value);
    // Unchanged values are not written again, so two tabs never echo each other.
    if (storage.getItem(slice.storageKey) !== text) storage.setItem(slice.storageKey, text);
  } catch (error) {
    console.warn(`Could not store the ${slice.key}.`, error);
  }
}

/**
 * Writes every stored slice now, then each slice that changed. Snapshots share what did not
 * change, so a slice changed when its snapshot is a new object. Returns the unsubscribe.
 */
export function persistState(state: AppState, storage: Storage): () => void {
  let last = snapshot(state);
  for (const slice of STORED_SLICES) write(last[slice.key], storage, slice);
  return subscribe(state, () => {
    const next = snapshot(state);
    for (const slice of STORED_SLICES) {
      if (next[slice.key] !== last[slice.key]) write(next[slice.key], storage, slice);
    }
    last = next;
  });
}

/**
 * Two tabs of the same site agree on the box (and the rest of what is stored): a change
 * another tab stores is applied here. Returns the function that stops listening.
 */
export function syncTabs(
  state: AppState,
  storage: Storage,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const defaults = initialAppState();
  const apply = (slice: AnySlice, text: string | null) => {
    const value = readSlice(slice, text, new Date()) ?? 'expired';
    if (value === 'corrupt') {
      warnCorrupt(slice);
      return;
    }
    Object.assign(
      state,
      withWholeSlices({ [slice.key]: value === 'expired' ? defaults[slice.key] : value }),
    );
  };
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    for (const slice of STORED_SLICES) {
      // A null key means the other tab cleared the storage.
      if (event.key === null || event.key === slice.storageKey) apply(slice, event.newValue);
    }
    if (!state.token) state.user = null;
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
