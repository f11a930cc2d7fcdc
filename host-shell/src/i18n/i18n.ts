import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@qsr/shared-contracts';
import { hostStrings } from './strings';

/** The host's i18next settings in the browser (the server's first screen: `serverTranslations`). */
export function hostI18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    fallbackLng: 'en-US',
    ns: ['host'],
    defaultNS: 'host',
    resources: {
      'en-US': { host: hostStrings['en-US'] },
      es: { host: hostStrings.es },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    returnNull: false,
  };
}

/** The one i18next instance (a shared singleton): remotes add their own namespaces to it. */
export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init(hostI18nOptions(language));
}
