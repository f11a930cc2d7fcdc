import { afterFirstPaint } from './first-screen/after-first-paint';
import { FIRST_SCREEN_CLASS } from './first-screen/first-screen-class';
import { preloadStartupScripts } from './first-screen/startup-preloads';
import { yieldToBrowser } from './startup/yield-to-browser';

// The async boundary: `main.js` stays a small first file, and the site's code and libraries come
// in the chunks index.html preloads. They are evaluated in stages, each in a task of its own
// (the contracts package, the largest module the start runs; the site's code and the libraries
// it needs; then its start): as one task they kept a phone from answering input for a fifth of
// a second, and their files arrive together.
const start = async () => {
  await import('@qsr/shared-contracts');
  await yieldToBrowser();
  const { startSite } = await import('./bootstrap');
  await yieldToBrowser();
  startSite();
};

// A page with the server's first screen starts once that has painted, so that the browser
// shows it before it parses and runs the site's scripts (on a slow phone, seconds of them).
if (document.querySelector(`.${FIRST_SCREEN_CLASS}`)) {
  afterFirstPaint(() => {
    preloadStartupScripts();
    void start();
  });
} else {
  void start();
}
