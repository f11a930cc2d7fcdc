// For server modules only (`@qsr/shared-contracts/server`, not in the package index).
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Strings } from '../i18n/register-strings';
import { LANGUAGES, type Language } from '../types/language';

/** A team's strings as one i18next instance per language, made once: a render never waits. */
export function serverTranslations<K extends string>(
  namespace: string,
  strings: Strings<K>,
): Record<Language, i18n> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const instance = i18next.createInstance();
      void instance.init({
        lng: language,
        fallbackLng: 'en-US',
        ns: [namespace],
        defaultNS: namespace,
        resources: Object.fromEntries(
          Object.entries(strings).map(([lng, bundle]) => [lng, { [namespace]: bundle }]),
        ),
        interpolation: { escapeValue: false },
        showSupportNotice: false,
        returnNull: false,
        initAsync: false,
      });
      return [language, instance];
    }),
  ) as Record<Language, i18n>;
}

/** A remote's page for its part of a first screen (the host renders it), in its strings. */
export function remotePage(translations: i18n, page: ReactNode): ReactNode {
  return <I18nextProvider i18n={translations}>{page}</I18nextProvider>;
}
