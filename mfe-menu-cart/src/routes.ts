import { keepFirstScreenMenu } from './first-screen/menu-first-screen';
import './strings';

export { pages } from './pages';

export const contractMajor = __CONTRACT_MAJOR__;

// The module is ready once the menu the server's first screen showed is kept (a top-level
// await: the host renders the page only then, so that it takes over that screen in place).
await keepFirstScreenMenu(document, window.location.pathname);
