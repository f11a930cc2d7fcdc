import { checkoutFirstScreenState } from './first-screen/checkout-first-screen';
import './strings';

export { pages } from './pages';

export const contractMajor = __CONTRACT_MAJOR__;

// The module is ready once it has the state the server's first screen was rendered from (a
// top-level await: the host hydrates the page's markup only then, from that state).
export const firstScreenState = await checkoutFirstScreenState(document, window.location.pathname);
