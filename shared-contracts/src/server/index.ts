// `@qsr/shared-contracts/server`: for the first-screen server modules only (react-dom/server
// never goes to a browser, so none of this is in the package index).
export { keptRenders } from './kept-renders';
export { renderRemotePage, serverTranslations } from './render-remote-first-screen';
