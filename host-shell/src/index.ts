import { afterFirstPaint } from './first-screen/after-first-paint';
import { startIntlData } from './startup/start-intl-data';
import { yieldToBrowser } from './startup/yield-to-browser';

// First, so that the worker has ICU's data loaded before the page's first formatter.
startIntlData();

// The async boundary: `main.js` stays a small first file, and the site's code and libraries come
// in the chunks it asks for here. They are evaluated in three tasks (React's renderer; the
// site's code with the other libraries and the part of the contracts it needs; then its start):
// as one task they kept a phone from answering input for a fifth of a second. The rest of the
// contracts comes with the federation runtime, when a page first needs a remote.
const start = async () => {
  await import('react-dom/client');
  await yieldToBrowser();
  const { startSite } = await import('./bootstrap');
  await yieldToBrowser();
  startSite();
};

// A page with the server's first screen starts once that has painted, so that the browser
// shows it before it parses and runs the site's scripts (on a slow phone, seconds of them).
if (document.getElementById('root')?.hasChildNodes()) {
  afterFirstPaint(() => void start());
} else {
  void start();
}
