// The host's first module when its build uses the `icu-warm-up` trick (webpack.config.js): the
// worker starts before anything else of the page, in the page's language (set by the server).
import { warmUpIcu } from './icu-warm-up';

warmUpIcu(document.documentElement.lang);
