import { afterFirstPaint } from './first-screen/after-first-paint';
import { FIRST_SCREEN_CLASS } from './first-screen/first-screen-class';

// The async boundary: `main.js` stays a small first file, and the site's code and libraries come
// in the chunks index.html preloads. The contracts package, the largest module the start runs,
// is asked for on its own as well, so that it runs in a task of its own as soon as it has loaded
// rather than in one long task with the rest.
const start = () => {
  void import('@qsr/shared-contracts');
  void import('./bootstrap');
};

// A page with the server's first screen starts once that has painted, so that the browser
// shows it before it parses and runs the site's scripts (on a slow phone, seconds of them).
if (document.querySelector(`.${FIRST_SCREEN_CLASS}`)) afterFirstPaint(start);
else start();
