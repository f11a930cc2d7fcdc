/** The accessibility panel's preferences, kept on this device and applied to `<html>`. */
export type ReadingPreference = 'large-text' | 'high-contrast';
export const READING_PREFERENCES: ReadingPreference[] = ['large-text', 'high-contrast'];
const KEY = 'qsr.readingPreferences';

export function readPreferences(storage: Pick<Storage, 'getItem'> | null): ReadingPreference[] {
  try {
    const stored = JSON.parse(storage?.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? READING_PREFERENCES.filter((preference) => stored.includes(preference))
      : [];
  } catch {
    return [];
  }
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

export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
