import { keepFirstScreenMenu } from './first-screen/menu-first-screen';
import './strings';

export { pages } from './pages';

export const contractMajor = __CONTRACT_MAJOR__;

keepFirstScreenMenu(document, window.location.pathname);
