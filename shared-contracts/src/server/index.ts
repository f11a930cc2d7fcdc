// `@qsr/shared-contracts/server`: for the first-screen server modules only (none of this goes
// to a browser, so none of it is in the package index).
export { keptRenders } from './kept-renders';
export { remotePage, serverTranslations } from './server-translations';
