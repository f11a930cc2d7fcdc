import { readStored, type StoredSchema } from '@qsr/shared-contracts';

/** The accessibility panel's preferences, kept on this device and applied to `<html>`. */
export type ReadingPreference = 'large-text' | 'high-contrast';
export const READING_PREFERENCES: ReadingPreference[] = ['large-text', 'high-contrast'];
const KEY = 'qsr.readingPreferences';

/** Schema of the stored preferences: a list, of which only the known preferences count. */
const storedPreferences: StoredSchema<ReadingPreference[]> = (raw) =>
  Array.isArray(raw)
    ? READING_PREFERENCES.filter((preference) => raw.includes(preference))
    : undefined;

export function readPreferences(storage: Parameters<typeof readStored>[0]): ReadingPreference[] {
  return readStored(storage, KEY, storedPreferences) ?? [];
}

export function applyPreferences(
  preferences: ReadingPreference[],
  storage: Pick<Storage, 'setItem'> | null,
  root: HTMLElement = document.documentElement,
): void {
  for (const preference of READING_PREFERENCES) {
    root.classList.toggle(`a11y-${preference}`, preferences.includes(preference));
  }
  try {
    storage?.setItem(KEY, JSON.stringify(preferences));
  } catch {
    // Without storage the preference lasts for this page.
  }
}
