const DEVICE_ID_KEY = 'qsr.deviceId';

/**
 * §6: the device id every request carries when known: one random id per browser, kept in
 * local storage. Unknown (undefined) where storage or a random source is missing.
 */
export function deviceIdFrom(storage: Storage): string | undefined {
  try {
    const known = storage.getItem(DEVICE_ID_KEY);
    if (known) return known;
    const id = globalThis.crypto?.randomUUID?.();
    if (id) storage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return undefined;
  }
}
