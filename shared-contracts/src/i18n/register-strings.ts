import i18next from 'i18next';
import type { Language } from '../types/language';

export type Strings<K extends string = string> = Record<Language, Record<K, string>>;

/** A team adds its own namespace of strings to the one i18next instance (a shared singleton). */
export function registerStrings<K extends string>(namespace: string, strings: Strings<K>): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(strings)) {
      i18next.addResourceBundle(language, namespace, bundle, true, true);
    }
  };
  // A remote started alone imports its pages before i18next is initialised.
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
