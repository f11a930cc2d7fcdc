// What the site uses of react-i18next, shared under the key `react-i18next` (see
// tooling/shared/react-router.mjs for why a list). A package needing more adds the name here.
export {
  initReactI18next,
  useTranslation,
} from '../../node_modules/react-i18next/dist/es/index.js';
