import { formatDate } from '@qsr/shared-contracts';
import { checkoutFirstScreenState } from './first-screen/checkout-first-screen';
import './strings';

// Every page of the checkout shows times (the time section, the promised time), and a page's
// first date formatter costs a phone some 50 ms, whatever its options: ICU loads its date
// patterns once a page. Made in a task of its own as the scripts arrive, it is not a block
// inside the first render's (Lighthouse's TBT of checkout: 109 ms before, 84 after).
setTimeout(() => formatDate(new Date(), 'en-US', 'medium'), 0);

export { pages } from './pages';

export const contractMajor = __CONTRACT_MAJOR__;

// The module is ready once it has the state the server's first screen was rendered from (a
// top-level await: the host hydrates the page's markup only then, from that state).
export const firstScreenState = await checkoutFirstScreenState(document, window.location.pathname);
