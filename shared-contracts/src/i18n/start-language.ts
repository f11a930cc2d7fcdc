import { LANGUAGES, type Language } from '../types/language';

/**
 * The site's language a language tag falls under: the tag itself, else by its primary subtag,
 * so that every Spanish (`es-MX`, `es-US`, `es-419`) is `es` and every English is `en-US`.
 */
export function siteLanguageOf(tag: string): Language | undefined {
  const wanted = tag.trim().toLowerCase();
  const primary = wanted.split('-')[0];
  return (
    LANGUAGES.find((language) => language.toLowerCase() === wanted) ??
    LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === primary)
  );
}

/** Where a visit's language can come from, strongest first. */
export interface LanguageSources {
  /** §4.11 the `lang` query parameter. */
  query?: string | null;
  /** The language the customer chose (local storage in the browser, its cookie on the server). */
  chosen?: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`, `Accept-Language`). */
  preferred?: readonly string[];
}

/**
 * The language a page starts in, the one rule the host (at boot) and the server (its first
 * screen) both follow: the `lang` parameter, else the customer's choice, else the first of the
 * browser's languages the site speaks, else en-US.
 */
export function startLanguage({ query, chosen, preferred = [] }: LanguageSources): Language {
  const fromBrowser = preferred.map(siteLanguageOf).find((language) => language !== undefined);
  return (
    (query ? siteLanguageOf(query) : undefined) ??
    LANGUAGES.find((language) => language === chosen) ??
    fromBrowser ??
    'en-US'
  );
}
