// For server modules only: react-dom/server never goes to a browser, so this is
// `@qsr/shared-contracts/server`, not in the package index.
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
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

/**
 * A remote's part of a first screen: its page at `location` (a path, and the query the page
 * reads), as its first render in the browser would show it from the state the caller made
 * (`createAppState`).
 */
export function renderRemotePage(translations: i18n, location: string, page: ReactNode): string {
  return renderToString(
    <I18nextProvider i18n={translations}>
      <StaticRouter location={location}>{page}</StaticRouter>
    </I18nextProvider>,
  );
}
