import { isString } from './guards';

/*
 * The one way the site reads what it keeps in local or session storage. A stored value is the
 * customer's to change (or another site's on the same origin, an old release's, a full disk's
 * half-write): every value is read through its own schema, and anything that does not fit —
 * `null`, a wrong type, broken JSON, a huge text — is dropped, never thrown.
 */

/** Texts longer than this are not one of the site's small values: dropped unread. */
export const MAX_STORED_LENGTH = 64 * 1024;

/** Reads a raw stored value into the type the site uses, or `undefined` when it does not fit. */
export type StoredSchema<T> = (raw: unknown) => T | undefined;

/** What a stored text holds: nothing, a JSON value, or something unreadable (`corrupt`). */
export type StoredJson = { found: false } | { found: true; value: unknown } | 'corrupt';

/** A stored text as JSON, never throwing: too long or unparsable is `corrupt`. */
export function parseStoredJson(text: string | null, maxLength = MAX_STORED_LENGTH): StoredJson {
  if (text === null) return { found: false };
  if (text.length > maxLength) return 'corrupt';
  try {
    return { found: true, value: JSON.parse(text) as unknown };
  } catch {
    return 'corrupt';
  }
}

/** What reading needs of a storage: `getItem`, and `removeItem` to drop a bad value. */
export type ReadableStorage = Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'removeItem'>>;

/** A key's text, or null when absent, too long, or the storage refuses to be read. */
export function readStoredText(
  storage: ReadableStorage | null,
  key: string,
  maxLength = MAX_STORED_LENGTH,
): string | null {
  try {
    const text = storage?.getItem(key) ?? null;
    return text !== null && text.length <= maxLength ? text : null;
  } catch {
    return null;
  }
}

function removeQuietly(storage: ReadableStorage, key: string): void {
  try {
    storage.removeItem?.(key);
  } catch {
    // A storage that cannot be written keeps the bad value; it is dropped again next time.
  }
}

/**
 * The value stored (as JSON) under `key`, read through its schema; `undefined` when there is
 * none or it does not fit, in which case it is removed from storage.
 */
export function readStored<T>(
  storage: ReadableStorage | null,
  key: string,
  schema: StoredSchema<T>,
  maxLength = MAX_STORED_LENGTH,
): T | undefined {
  if (!storage) return undefined;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  const json = parseStoredJson(text, maxLength);
  if (json !== 'corrupt' && !json.found) return undefined;
  const value = json === 'corrupt' ? undefined : schema(json.value);
  if (value === undefined) removeQuietly(storage, key);
  return value;
}

/** Schema of a list of ids: an array; anything in it that is not a string is left out. */
export const storedStrings: StoredSchema<string[]> = (raw) =>
  Array.isArray(raw) ? raw.filter(isString) : undefined;
