// Jest only: the host's strings, initialised synchronously once for component tests.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { hostStrings } from './strings';

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    ns: ['host'],
    defaultNS: 'host',
    resources: { 'en-US': { host: hostStrings['en-US'] }, es: { host: hostStrings.es } },
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
}
