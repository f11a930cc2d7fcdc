import { readStoredText } from './stored-value';

const DEVICE_ID_KEY = 'qsr.deviceId';
/** A random UUID, as `crypto.randomUUID` makes it. */
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * §6: the device id every request carries when known: one random id per browser, kept in
 * local storage. Unknown (undefined) where storage or a random source is missing.
 */
export function deviceIdFrom(storage: Storage): string | undefined {
  const known = readStoredText(storage, DEVICE_ID_KEY);
  // Sent as a header: only an id of the shape the site makes is kept, anything else replaced.
  if (known !== null && DEVICE_ID.test(known)) return known;
  try {
    const id = globalThis.crypto?.randomUUID?.();
    if (id) storage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return undefined;
  }
}
