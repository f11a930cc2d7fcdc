// What the site's builds use of react-i18next, shared under the key `react-i18next` (see
// react-router.mjs beside it for why a list, and who provides it). A build importing a name
// missing here fails.
export { initReactI18next, useTranslation } from 'react-i18next';
