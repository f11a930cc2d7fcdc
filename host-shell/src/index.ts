import { afterFirstPaint } from './first-screen/after-first-paint';
import { FIRST_SCREEN_CLASS } from './first-screen/first-screen-class';

// The async boundary: shared singletons are negotiated before any app code runs.
const start = () => void import('./bootstrap');

// A page with the server's first screen starts once that has painted, so that the browser
// shows it before it parses and runs the site's scripts (on a slow phone, seconds of them).
if (document.querySelector(`.${FIRST_SCREEN_CLASS}`)) afterFirstPaint(start);
else start();
